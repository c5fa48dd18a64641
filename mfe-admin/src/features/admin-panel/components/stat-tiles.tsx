import styled from 'styled-components';

/** A row of labelled figures (question and user summaries). */
export function StatTiles({ tiles }: { tiles: { label: string; value: string | number; testId?: string }[] }) {
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.label}>
          <dd data-testid={tile.testId}>{tile.value}</dd>
          <dt>{tile.label}</dt>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 700; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;
