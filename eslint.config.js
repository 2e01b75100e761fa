import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results', 'playwright-report', '.e2e'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sections/*'], message: 'Only pages compose sections.' }] },
      ],
    },
  },
  {
    // three.js objects are mutable by design; react-three-fiber animates them by mutation in useFrame.
    files: ['src/scene/**'],
    rules: { 'react-hooks/immutability': 'off' },
  },
  {
    files: ['src/pages/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    // Scripts drive a browser, so page.evaluate callbacks use browser globals.
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node, ...globals.browser } },
  },
);
