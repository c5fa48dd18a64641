import type { CallScenario } from './call-scenarios';

type Id = CallScenario['id'];

/** /voice-call, /voice-realistic and /voice-advanced are the call screen with their own scenario, named as the quick menu names them. */
export const ROUTE_PRESETS = {
  '/voice-call': { variant: 'call', scenario: 'family-upgrade' },
  '/voice-realistic': { variant: 'realistic', scenario: 'first-time-buyer' },
  '/voice-advanced': { variant: 'advanced', scenario: 'luxury-investor' },
} as const satisfies Record<string, { variant: string; scenario: Id }>;

export type CallVariant = (typeof ROUTE_PRESETS)[keyof typeof ROUTE_PRESETS]['variant'];

const routePreset = (pathname: string) => Object.entries(ROUTE_PRESETS).find(([path]) => pathname === path || pathname.startsWith(`${path}/`))?.[1];

/** The preset variant a route stands for (none on /voice-training). */
export const callVariant = (pathname: string): CallVariant | null => routePreset(pathname)?.variant ?? null;

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
  return routePreset(pathname)?.scenario ?? '';
}
