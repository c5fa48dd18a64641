import { useTranslation } from 'react-i18next';
import { Badge } from '@app/ui/badge';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** Spec 001 §2: Hard = destructive, Medium = default, Easy = secondary. */
const TONE = { hard: 'poor', medium: 'primary', easy: 'neutral' } as const;

export function DifficultyBadge({ level }: { level: Difficulty }) {
  const { t } = useTranslation('voice');
  return <Badge $tone={TONE[level]}>{t(`difficulty.${level}`)}</Badge>;
}
