import { Brain, MessageSquare, Mic, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';

const TILES = [
  { key: 'chat', to: '/chat', Icon: MessageSquare },
  { key: 'voice', to: '/voice', Icon: Mic },
  { key: 'call', to: '/voice-training', Icon: Phone },
  { key: 'quiz', to: '/quiz', Icon: Brain },
] as const;

export function PracticeTiles() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="practice-areas" data-testid="practice-tiles">
      <SectionHeading id="practice-areas" $size="lg">
        {t('practiceAreas')}
      </SectionHeading>
      <Tiles>
        {TILES.map((tile) => (
          <Tile key={tile.key} to={tile.to}>
            <tile.Icon aria-hidden size={28} />
            <strong>{t(`tiles.${tile.key}.title`)}</strong>
            <SmallText>{t(`tiles.${tile.key}.body`)}</SmallText>
          </Tile>
        ))}
      </Tiles>
    </section>
  );
}

/** The home's two-by-two grid of practice areas, on a phone too (the skeleton holds their place with it). */
export const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 132px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  svg { color: ${({ theme }) => theme.colors.primary}; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;
