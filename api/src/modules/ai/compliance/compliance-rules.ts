import type { Language } from '../ai-types';
import type { CategoryRules } from './compliance-rule';
import { FAIR_HOUSING_EN } from './rules-fair-housing-en';
import { FAIR_HOUSING_RU } from './rules-fair-housing-ru';
import { FAMILY_DISABILITY_EN } from './rules-family-disability-en';
import { DISCLOSURE_EN } from './rules-disclosure-en';
import { DISCLOSURE_RU } from './rules-disclosure-ru';
import { PROMISES_EN } from './rules-promises-en';
import { PROMISES_RU } from './rules-promises-ru';
import { DUTY_EN } from './rules-duty-en';
import { DUTY_RU } from './rules-duty-ru';
import { FRAUD_EN } from './rules-fraud-en';
import { FRAUD_RU } from './rules-fraud-ru';
import { FAIR_HOUSING_CONCEPTS_EN } from './rules-fair-housing-concepts-en';
import { DISCLOSURE_CONCEPTS_EN } from './rules-disclosure-concepts-en';
import { DEAL_CONCEPTS_EN } from './rules-deal-concepts-en';
import { FAIR_HOUSING_CONCEPTS_RU } from './rules-fair-housing-concepts-ru';
import { DISCLOSURE_CONCEPTS_RU } from './rules-disclosure-concepts-ru';
import { DEAL_CONCEPTS_RU } from './rules-deal-concepts-ru';
import { FAIR_HOUSING_ACTS_EN } from './rules-fair-housing-acts-en';
import { DECEPTION_EN } from './rules-deception-en';
import { CONDUCT_EN } from './rules-conduct-en';
import { SECRECY_CUES_EN } from './rules-secrecy-cues-en';
import { SECRECY_CUES_RU } from './rules-secrecy-cues-ru';
import { ACTS_RU } from './rules-acts-ru';

// Anchors are scanned for every occurrence, so they get the global flag once, here, at load.
const scanning = (families: CategoryRules[][]): CategoryRules[] =>
  families.flat().map((family) => ({
    ...family,
    rules: family.rules.map((rule) => ({ ...rule, anchor: new RegExp(rule.anchor.source, `${rule.anchor.flags.replace('g', '')}g`) })),
  }));

/** Every category's rules per language, in taxonomy order (the order warnings are shown). */
export const RULES_BY_LANGUAGE: Record<Language, readonly CategoryRules[]> = {
  en: scanning([FAIR_HOUSING_EN, FAMILY_DISABILITY_EN, DISCLOSURE_EN, PROMISES_EN, DUTY_EN, FRAUD_EN, FAIR_HOUSING_CONCEPTS_EN, DISCLOSURE_CONCEPTS_EN, DEAL_CONCEPTS_EN, FAIR_HOUSING_ACTS_EN, DECEPTION_EN, CONDUCT_EN, SECRECY_CUES_EN]),
  ru: scanning([FAIR_HOUSING_RU, DISCLOSURE_RU, PROMISES_RU, DUTY_RU, FRAUD_RU, FAIR_HOUSING_CONCEPTS_RU, DISCLOSURE_CONCEPTS_RU, DEAL_CONCEPTS_RU, SECRECY_CUES_RU, ACTS_RU]),
};
