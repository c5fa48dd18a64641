// Spec 001 §3: static coaching content, 3 objection, 2 value-building and 2 closing phrases.
// Each phrase's situation, poor and better examples and tip live under coaching:phrases.items.<key>.
export const PHRASE_CATEGORIES = [
  { id: 'objections', key: 'objections', phrases: ['priceTooHigh', 'needToThink', 'otherAgent'] },
  { id: 'value-building', key: 'valueBuilding', phrases: ['justAnotherFlat', 'investmentDoubt'] },
  { id: 'closing', key: 'closing', phrases: ['askViewing', 'readyToOffer'] },
] as const;

export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];
export type PhraseCategoryId = PhraseCategory['id'];
