import type { CategoryRules } from './compliance-rule';
import type { rx } from './compliance-rule';

type Words = ReturnType<typeof rx>;

/**
 * Concealment and misrepresentation by concept, the same in every language: concealment is a known
 * defect or history (in the reply or asked about by the client) with a secrecy or hiding cue, unless
 * the reply says the fact goes on the form; misrepresentation is a checkable fact with a fudge,
 * unless the reply measures it. Each language gives its words.
 */
export function disclosureConcepts(w: { defect: Words; secrecy: Words; hiding: Words; honest: Words; fact: Words; fudge: Words; measured: Words }): CategoryRules[] {
  return [
    {
      category: 'concealment',
      unless: w.honest,
      rules: [
        { anchor: w.secrecy, anyPolarity: true, withOrClient: [w.defect], wide: true },
        { anchor: w.hiding, withOrClient: [w.defect], wide: true },
      ],
    },
    { category: 'misrepresentation', rules: [{ anchor: w.fudge, anyPolarity: true, withOrClient: [w.fact], wide: true, unless: w.measured }] },
  ];
}
