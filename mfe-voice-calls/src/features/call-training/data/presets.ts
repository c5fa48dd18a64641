import type { CallScenario } from './call-scenarios';

type Id = CallScenario['id'];

/** /voice-call, /voice-realistic and /voice-advanced open the call screen with their own scenario. */
export const ROUTE_PRESETS: Record<string, Id> = {
  '/voice-call': 'family-upgrade',
  '/voice-realistic': 'first-time-buyer',
  '/voice-advanced': 'luxury-investor',
};

/** "Focus on Weak Areas": the client whose style trains that skill hardest. */
export const SKILL_PRESETS: Record<string, Id> = {
  confidence: 'urgent-relocation',
  clarity: 'first-time-buyer',
  persuasion: 'luxury-investor',
  rapport: 'family-upgrade',
};

export function presetScenario(pathname: string, search: string): Id | '' {
  const params = new URLSearchParams(search);
  const explicit = params.get('scenario');
  if (explicit) return explicit as Id;
  const focus = params.get('focus');
  if (focus && SKILL_PRESETS[focus]) return SKILL_PRESETS[focus];
  const route = Object.keys(ROUTE_PRESETS).find((p) => pathname.startsWith(p));
  return route ? ROUTE_PRESETS[route] : '';
}
