import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'api/src/generated/**', 'data/**', 'playwright/test-results*/**', 'playwright/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A value that may be missing is checked, not asserted.
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // Tests may assert what they have just set up; the code they test may not.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/test-support/**', '**/*-test-support.ts', 'playwright/**', 'api/eval/**', 'api/bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...featureBoundaries(),
  prismaInRepositories(),
);

// ARCHITECTURE: repositories are the only code that touches Prisma. Routes and services get
// repositories or services from the composition root (api/src/app), never the database client.
function prismaInRepositories() {
  return {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/*.repository.ts',
      'api/src/app/**',
      'api/src/lib/{db,cache-invalidation,database-url,migrations,migration-files,postgres-migration-adapter,prisma-schemas,schema-engine,scratch-postgres}.ts',
      'api/src/**/*.test.ts',
      'api/src/test/**',
      'api/src/generated/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@prisma/client', message: 'Prisma belongs in a repository (*.repository.ts).' }],
          patterns: [
            { group: ['**/lib/db', './db', '**/generated/**', '@prisma/*'], message: 'Prisma belongs in a repository (*.repository.ts); take repositories or services from the composition root (src/app).' },
            // ARCHITECTURE: rules both AI providers share live in modules/ai; embedded/ is one provider.
            { group: ['**/modules/ai/embedded/**'], message: 'Another AI provider is not built on the embedded one: what both use belongs in modules/ai.' },
          ],
        },
      ],
    },
  };
}

// bulletproof-react: a feature never reaches into another feature; shared code lives in src/lib or packages/*.
function featureBoundaries() {
  const apps = ['shell', ...readdirSync('.').filter((d) => d.startsWith('mfe-'))];
  return apps.flatMap((app) => {
    const dir = `${app}/src/features`;
    if (!existsSync(dir)) return [];
    const features = readdirSync(dir);
    return features.map((feature) => ({
      files: [`${dir}/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: features
              .filter((f) => f !== feature)
              .flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../../${f}/*`])
              .map((group) => ({ group: [group], message: 'Do not import across features; share through src/lib or packages/*.' })),
          },
        ],
      },
    }));
  });
}
