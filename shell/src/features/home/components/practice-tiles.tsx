import { Brain, MessageSquare, Mic, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
      <SectionTitle id="practice-areas">{t('practiceAreas')}</SectionTitle>
      <Tiles>
        {TILES.map((tile) => (
          <Tile key={tile.key} to={tile.to}>
            <tile.Icon aria-hidden size={28} />
            <strong>{t(`tiles.${tile.key}.title`)}</strong>
            <TileBody>{t(`tiles.${tile.key}.body`)}</TileBody>
          </Tile>
        ))}
      </Tiles>
    </section>
  );
}

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
`;

const Tiles = styled.div`
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

const TileBody = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
