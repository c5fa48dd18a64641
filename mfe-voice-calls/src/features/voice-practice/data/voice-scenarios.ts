import type { Difficulty } from '../../../components/difficulty-badge';

export interface VoiceScenario {
  id: 'price-objection' | 'first-inquiry' | 'urgent-viewing';
  /** Key under voice:practice.scenarios. */
  key: 'priceObjection' | 'firstInquiry' | 'urgentViewing';
  difficulty: Difficulty;
  /** Expected length of a spoken answer, in seconds (spec 000 §3). */
  seconds: { min: number; max: number };
}

export const VOICE_SCENARIOS: VoiceScenario[] = [
  { id: 'price-objection', key: 'priceObjection', difficulty: 'medium', seconds: { min: 30, max: 60 } },
  { id: 'first-inquiry', key: 'firstInquiry', difficulty: 'easy', seconds: { min: 45, max: 90 } },
  { id: 'urgent-viewing', key: 'urgentViewing', difficulty: 'hard', seconds: { min: 20, max: 40 } },
];
