import { getPersonality } from '../ai/personalities';
import type { ResolvedCallScenario } from './call-scenarios';
import type { Language } from '@app/contracts/language';

/** The Realtime voice model's brief: the scenario's client, personality, difficulty and language. */
export function realtimeInstructions(s: ResolvedCallScenario & { language: Language }): string {
  const p = getPersonality(s.personality, 'en');
  return [
    `You are ${s.ai.clientName}, ${s.ai.clientType}, on a phone call with a real-estate agent who called you. ${s.ai.description}`,
    `Personality: ${p.name} (${p.traits.join(', ')}). ${p.behavior} Difficulty: ${s.difficulty}: the harder, the more objections and the less patience.`,
    `Speak first with a short greeting. Speak ${s.language === 'ru' ? 'Russian' : 'English'} only, in short spoken sentences.`,
    'Agree to a meeting only when the agent has earned it; politely end the call if they keep pushing without answering you.',
    'When a meeting is agreed, or you have lost patience, say a short goodbye and call end_call.',
  ].join('\n');
}
