// Spec 001 §9: D Dominant (red), I Influencer (yellow), S Steady (green), C Compliant (blue).
export const DISC_TYPES = ['D', 'I', 'S', 'C'] as const;
export type DiscType = (typeof DISC_TYPES)[number];
