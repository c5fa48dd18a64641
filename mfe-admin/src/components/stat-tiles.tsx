import styled from 'styled-components';
import { StatTile } from '@app/ui/stat-tile';

interface Tile {
  label: string;
  value: string | number;
  hint?: string;
  testId?: string;
}

/** A row of the kit's stat tiles (question, user and knowledge-base summaries): as many side by side as fit a phone. */
export function StatTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Grid>
      {tiles.map((tile) => (
        <StatTile key={tile.label} label={tile.label} value={<span data-testid={tile.testId}>{tile.value}</span>} hint={tile.hint} />
      ))}
    </Grid>
  );
}

// Narrower than the kit's list columns (280 px): three or four short figures share one phone-width line.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;
