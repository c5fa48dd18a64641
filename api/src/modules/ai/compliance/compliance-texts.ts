import type { ComplianceCategory } from '@app/contracts/chat';
import type { Language } from '../ai-types';
import { COMPLIANCE_TEXTS_EN } from './compliance-texts-en';
import { COMPLIANCE_TEXTS_RU } from './compliance-texts-ru';

export interface CategoryTexts {
  /** The warning shown above the metrics. */
  message: string;
  /** One sentence: why it is a problem. */
  explanation: string;
  /** What the agent could say instead (never a guarantee). */
  compliantLine: string;
}

export interface ComplianceTexts {
  nextLevel: string;
  categories: Record<ComplianceCategory, CategoryTexts>;
}

export const COMPLIANCE_TEXTS: Record<Language, ComplianceTexts> = { en: COMPLIANCE_TEXTS_EN, ru: COMPLIANCE_TEXTS_RU };
