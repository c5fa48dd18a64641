// Design tokens: the only place colours, spacing, radii and type sizes are written down.
export const palette = {
  dark: {
    bg: '#0b1120',
    surface: '#131c2e',
    surfaceRaised: '#1b2740',
    border: '#2a3857',
    text: '#eef2fb',
    textMuted: '#a9b6d0',
    primary: '#5b8cff',
    primaryText: '#0b1120',
    danger: '#ff6b6b',
    dangerText: '#1a0b0b',
    focus: '#ffd166',
  },
  light: {
    bg: '#f5f7fc',
    surface: '#ffffff',
    surfaceRaised: '#eef2fb',
    border: '#d3dbea',
    text: '#111827',
    textMuted: '#4a5568',
    primary: '#2251d1',
    primaryText: '#ffffff',
    danger: '#c62828',
    dangerText: '#ffffff',
    focus: '#b7791f',
  },
} as const;

// Meaning has fixed colours everywhere (ARCHITECTURE: DISC and score colours).
export const semantic = {
  disc: { D: '#e5484d', I: '#f5c542', S: '#30a46c', C: '#3e7bfa' },
  score: { good: '#30a46c', fair: '#d4a017', poor: '#e5484d' },
  rarity: { common: '#8a94a6', rare: '#3e7bfa', epic: '#9b5de5', legendary: '#f5a524' },
  medal: { bronze: '#c07a3a', silver: '#a7b1c2', gold: '#e8b923' },
} as const;

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' } as const;
export const radius = { sm: '8px', md: '12px', lg: '18px', pill: '999px' } as const;
export const fontSize = { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '30px' } as const;
export const shadow = { card: '0 6px 24px rgba(0, 0, 0, 0.18)' } as const;
// wideMaxWidth: screens of tables (admin) get a wider centred column on a desktop; phones are unchanged.
export const layout = { maxWidth: '480px', wideMaxWidth: '1040px', navHeight: '64px', touch: '44px' } as const;

export function scoreColor(score: number): string {
  if (score >= 80) return semantic.score.good;
  if (score >= 60) return semantic.score.fair;
  return semantic.score.poor;
}
