import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A workspace's src/ is its own: the others (and the stories and journeys) use it through the entries its package.json
// `exports` names, so a private module can move without breaking another package.
const workspaces = ['tokens', 'locales', 'ui', 'protocol', 'server', 'app'];
const otherWorkspaceSources = {
  group: workspaces.map((name) => `**/${name}/src/**`),
  message: "Import another workspace through its package entry (e.g. '@ordmarket/server/testing'), not its src/.",
};

// Test kits live in `testing/` folders beside what they serve (server/src/auth/testing/testWallet.ts). Only tests,
// benches, stories, journeys and other kits import them: what ships never does.
const testKits = {
  group: ['**/testing', '**/testing/**', '@ordmarket/*/testing'],
  message: 'A testing/ folder is for tests, benches, stories and other test kits, never for what ships.',
};
// Tests, benches and the tooling scripts (an API types generator starts a test server) ship nothing.
const testCode = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/testing/**', '**/bench/**', '**/scripts/**'];
// The kit and its foundations are reusable by other products, so they never depend on this app.
const kitOwnsNoApp = {
  group: ['**/app/**', '@ordmarket/app', '@ordmarket/app/**'],
  message: 'ui and tokens never import the app.',
};
const kitWorkspaces = ['ui/**', 'tokens/**', 'locales/**', 'protocol/**'];
// The kit's primitives know nothing of Bitcoin, inscriptions, markets or boxes: they never import a widget.
const primitivesOwnNoWidget = {
  group: ['**/widgets', '**/widgets/**'],
  message: 'A primitive (ui/src/primitives) never imports a widget: move what both need into primitives or internal.',
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'storybook-static', '.vitest-attachments', 'tests/visual/baselines'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
    },
  },
  {
    files: [
      ...workspaces.map((name) => `${name}/**`),
      '.storybook/**',
      'stories/**',
      'tests/journeys/**',
      'tests/rig/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWorkspaceSources] }] },
  },
  {
    files: ['server/**', 'app/**'],
    ignores: testCode,
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWorkspaceSources, testKits] }] },
  },
  {
    files: kitWorkspaces,
    rules: { 'no-restricted-imports': ['error', { patterns: [kitOwnsNoApp, otherWorkspaceSources] }] },
  },
  {
    files: kitWorkspaces,
    ignores: testCode,
    rules: { 'no-restricted-imports': ['error', { patterns: [kitOwnsNoApp, otherWorkspaceSources, testKits] }] },
  },
  {
    files: ['ui/src/primitives/**'],
    ignores: testCode,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [kitOwnsNoApp, otherWorkspaceSources, testKits, primitivesOwnNoWidget] },
      ],
    },
  },
  {
    // Stories render the app as another package would: through @ordmarket/app, /screens and /testing. The kit's
    // stories beside its components (ui/src/**) are stories too: they ship nothing and follow the same rule.
    files: ['stories/**', 'ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/src/**'],
              message:
                "Stories import the app's public entries: '@ordmarket/app', '/screens/<screen>', '/shell', '/blindBox' or '/testing'.",
            },
            {
              ...otherWorkspaceSources,
              group: otherWorkspaceSources.group.filter((group) => group !== '**/app/src/**'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...storybook.configs['flat/recommended'],
);
