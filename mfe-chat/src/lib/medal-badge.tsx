import { Medal as MedalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Medal } from '@app/contracts/scorecards';
import { semantic } from '@app/ui/tokens';

/** A session's medal on its scorecard: the metal's colour on the icon and the ring, the name in text. */
export function MedalBadge({ medal }: { medal: Medal }) {
  const { t } = useTranslation('chat');
  return (
    <Badge $color={semantic.medal[medal]} data-testid="medal" data-medal={medal}>
      <MedalIcon aria-hidden size={16} />
      {t(`scorecard.medal.${medal}`)}
    </Badge>
  );
}

const Badge = styled.span<{ $color: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ $color }) => $color};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
  svg { color: ${({ $color }) => $color}; }
`;
