import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', 'test-results/**', 'tests/e2e/artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // DESIGN §1: apps → ledger → domain, never reversed; domain stays pure.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:ledger', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:ledger', 'type:migrations'] },
            { sourceTag: 'type:migrations', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    // Specs may reach the shared test harness in tests/support, which is no library.
    files: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@nestjs/*', 'typeorm', 'pg', 'express', 'react', 'node:*'] }],
    },
  },
  {
    files: ['apps/admin/**/*.ts', 'apps/admin/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@ginuma/ledger'] }] },
  },
);
