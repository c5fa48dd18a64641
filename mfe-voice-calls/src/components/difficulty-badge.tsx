import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** Spec 001 §2: Hard = destructive, Medium = default, Easy = secondary. */
export function DifficultyBadge({ level }: { level: Difficulty }) {
  const { t } = useTranslation('voice');
  return <Badge $level={level}>{t(`difficulty.${level}`)}</Badge>;
}

const Badge = styled.span<{ $level: Difficulty }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  ${({ theme, $level }) =>
    $level === 'hard'
      ? css`background: ${theme.colors.danger}; color: ${theme.colors.dangerText};`
      : $level === 'medium'
        ? css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`
        : css`background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`}
`;
