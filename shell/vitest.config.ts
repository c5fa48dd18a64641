import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests render in jsdom (chosen per file): past the default 5 s on a loaded machine. The limit only ends hangs.
  test: { testTimeout: 30_000 },
});
