import { Grid } from '@app/ui/grid';
import { StatTile } from '@app/ui/stat-tile';

interface Tile {
  label: string;
  value: string | number;
  hint?: string;
  testId?: string;
}

/** A row of the kit's stat tiles (question, user and knowledge-base summaries): three short figures share one phone-width line. */
export function StatTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Grid $columns={tiles.length} $gap="sm">
      {tiles.map((tile) => (
        <StatTile key={tile.label} label={tile.label} value={<span data-testid={tile.testId}>{tile.value}</span>} hint={tile.hint} />
      ))}
    </Grid>
  );
}
