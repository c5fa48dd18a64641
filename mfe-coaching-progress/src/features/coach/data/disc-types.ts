// Spec 001 §9: D red, I yellow, S green, C blue; the names are disc:styles in packages/i18n.
export const DISC_TYPES = ['D', 'I', 'S', 'C'] as const;
export type DiscType = (typeof DISC_TYPES)[number];
