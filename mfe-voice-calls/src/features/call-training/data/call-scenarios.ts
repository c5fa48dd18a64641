import type { Difficulty } from '../../../components/difficulty-badge';

export interface CallScenario {
  id: 'first-time-buyer' | 'luxury-investor' | 'urgent-relocation' | 'family-upgrade';
  /** Key under voice:calls.scenarios. */
  key: 'firstTimeBuyer' | 'luxuryInvestor' | 'urgentRelocation' | 'familyUpgrade';
  difficulty: Difficulty;
}

// Spec 001 §3: the fixed list of call scenarios.
export const CALL_SCENARIOS: CallScenario[] = [
  { id: 'first-time-buyer', key: 'firstTimeBuyer', difficulty: 'medium' },
  { id: 'luxury-investor', key: 'luxuryInvestor', difficulty: 'hard' },
  { id: 'urgent-relocation', key: 'urgentRelocation', difficulty: 'hard' },
  { id: 'family-upgrade', key: 'familyUpgrade', difficulty: 'easy' },
];
