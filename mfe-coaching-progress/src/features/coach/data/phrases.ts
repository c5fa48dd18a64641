import type { PhraseCategory } from '@app/contracts/coaching-phrases';

// Spec 001 §3: three categories; the phrases come from the database (GET /api/coaching-phrases).
export const PHRASE_CATEGORY_LABELS: { id: PhraseCategory; key: string }[] = [
  { id: 'objections', key: 'objections' },
  { id: 'value-building', key: 'valueBuilding' },
  { id: 'closing', key: 'closing' },
];
