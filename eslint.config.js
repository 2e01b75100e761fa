import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ABOVE as above } from './build/floors.mjs';

/**
 * Imports flow one way (docs/ARCHITECTURE.md, "Floors"; the floors in build/floors.mjs, which the
 * document's generated part is written from). Each zone forbids a layer the layers above it. The scene is reached only through the
 * lazy import in mode/SceneLoader.tsx; inside it, scene/page/ and scene/worker/ meet only in
 * scene/protocol.ts's messages.
 */
const layer = (dir) => `./src/${dir}`;

/**
 * One folder per product (bulletproof-react's rule): a feature never imports another; what two
 * of them share moves down a floor (components/, lib/, content/). Inside a feature the same
 * direction holds: lib/ (pure) → draw/ (canvas) → clip/ → stickers/ (the workers') → hooks/ → components/ → the screens
 * at its root.
 */
const FEATURES = ['companion', 'show', 'memes'];
const INSIDE = ['lib', 'draw', 'clip', 'stickers', 'hooks', 'components'];
const featureZones = FEATURES.flatMap((feature) => {
  const own = (part) => `./src/features/${feature}/${part}`;
  return [
    {
      target: own(''),
      from: FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
      message: `features never import one another: features/${feature}/ may not import another feature (move what they share down to components/, lib/ or content/)`,
    },
    ...INSIDE.map((part, i) => ({
      target: own(part),
      from: [...INSIDE.slice(i + 1).map((later) => `${own(later)}/**`), `${own('')}*.{ts,tsx}`],
      message: `inside a feature, imports flow lib → draw → clip → stickers → hooks → components → screens: ${part}/ may not import from there`,
    })),
  ];
});

const zones = [
  ...Object.entries(above).flatMap(([target, from]) => [
    ...(from.some((f) => f !== 'scene') ? [{ target: layer(target), from: from.filter((f) => f !== 'scene').map(layer), message: `imports flow one way: ${target}/ may not import from there` }] : []),
    // The scene's messages are types only, and what the page's stores and the meme press hand the
    // scene (a portrait's ask, a reel's frames) is one of them: any floor may name them.
    ...(from.includes('scene')
      ? [{ target: layer(target), from: layer('scene'), except: ['./protocol.ts'], message: `imports flow one way: ${target}/ may name the scene's messages (scene/protocol.ts) and nothing else of the scene` }]
      : []),
  ]),
  ...featureZones,
  // The scene's worker runs apart from the page: nothing it imports may reach for the DOM or the
  // page's stores. bridge/ holds the page's live state (the worker gets it in messages); runtime/ is
  // the page's plumbing, but for the error boundary, which renders nothing of the DOM.
  ...[{ from: ['./src/bridge', './src/components', './src/features', './src/sections', './src/pages', './src/scene/page'] }, { from: './src/runtime', except: ['./ErrorBoundary.tsx'] }].map((zone) => ({
    target: './src/scene/worker',
    ...zone,
    message: 'the scene worker never imports page-side code: it gets the page in messages (scene/protocol.ts)',
  })),
  // The page starts the worker (new Worker(new URL(…))) and talks to it in messages, never imports it.
  {
    target: './src/scene/page',
    from: './src/scene/worker',
    message: 'the page reaches the scene worker only as a worker (new Worker(new URL(…))) and through scene/protocol.ts',
  },
  // Layers never import the route table or the entries that read it.
  ...Object.keys(above).map((target) => ({
    target: layer(target),
    from: ['./src/routes.ts', './src/App.tsx', './src/main.tsx', './src/entry-server.tsx'],
    message: 'only App, main and the prerender entry read the route table',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results', 'playwright-report', '.e2e', 'screens', '.probe'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.scene-worker.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })],
      // no-cycle follows imports by parsing each file it reaches: without a parser named for .ts and
      // .tsx it could read none of ours, and let every circle through.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // The scene loads lazily: outside it, code may name its types (the protocol's), and mode/ import()
    // it, never import it statically.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/scene/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/scene/**'], allowTypeImports: true, message: 'name the scene’s types only (import type); mode/ import()s the scene, so three.js stays out of the first load.' },
          ],
        },
      ],
    },
  },
  {
    // three.js objects are mutable by design; react-three-fiber animates them by mutation in useFrame.
    files: ['src/scene/**'],
    rules: { 'react-hooks/immutability': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    // Scripts drive a browser, so page.evaluate callbacks use browser globals.
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node, ...globals.browser } },
  },
);
