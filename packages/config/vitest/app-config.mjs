import { defineConfig } from 'vitest/config';

/** Test files that replace modules with vi.mock: each runs in a fresh module registry of its own. */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The vitest config of an app or UI package. Test files share a worker's loaded modules (React,
 * styled-components, testing-library, jsdom are imported once, not once per file: half the CPU
 * time of a suite), except files named *.isolated.test.tsx, which mock modules and so get their own.
 * Each test still renders into a clean document (testing-library's cleanup) and restores what it stubs.
 * A page test renders a whole screen in jsdom: about 1 s on a quiet machine, past the default 5 s on a
 * loaded one. The limit only catches hangs; the tests wait for what they check, never for a time.
 */
export function appTestConfig(test = {}) {
  return defineConfig({
    test: {
      testTimeout: 30_000,
      ...test,
      projects: [
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: [ISOLATED], isolate: false } },
        { extends: true, test: { name: 'isolated', include: [ISOLATED] } },
      ],
    },
  });
}
