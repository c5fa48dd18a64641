import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A page test renders a whole screen in jsdom: about 1 s on a quiet machine, past the default 5 s on a
    // loaded one. The limits only catch hangs; the tests wait for what they check, never for a time.
    testTimeout: 30_000,
  },
});
