import { Award, Crown, Star, Trophy, type LucideIcon } from 'lucide-react';

/** The level icon by tier (spec 001 §4): 10 or more, 7 or more, 5 or more, otherwise the first tier. */
export function levelIcon(level: number): LucideIcon {
  if (level >= 10) return Crown;
  if (level >= 7) return Trophy;
  if (level >= 5) return Star;
  return Award;
}
