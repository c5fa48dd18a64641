import styled from 'styled-components';

type Tone = 'neutral' | 'primary' | 'good' | 'fair' | 'poor';

/** A short label in a pill: `$tone` colours its border and text (score tones follow the score colours). */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone = 'neutral' }) => toneColor(theme, $tone)};
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  white-space: nowrap;
`;

function toneColor(theme: import('styled-components').DefaultTheme, tone: Tone): string {
  if (tone === 'neutral') return theme.colors.border;
  if (tone === 'primary') return theme.colors.primary;
  return theme.semantic.score[tone];
}
