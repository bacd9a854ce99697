import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'shots', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string goes through i18next: no literal text in JSX.
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '–', '…', '/', '+', '×'] }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Small rooms (issue #31): a screen file a reader takes in at once, a component one screenful.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    // The domain is pure: no React, Dexie, DOM or network. The server and the app both import it.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'dexie', 'dexie-*', 'i18next', '*/lib/*', '*/data/*', '*/app/*', '*/features/*', 'node:*'], message: 'src/domain stays pure.' }] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'indexedDB', 'navigator'],
    },
  },
  {
    // Only src/data talks to IndexedDB.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Only src/data imports Dexie.' }] }],
    },
  },
);
