// ESLint (flat config): the architecture of DESIGN.md §2 as import zones, TypeScript rules that use
// type information where they catch real bugs (promises, needless assertions), React hooks and
// accessibility rules for the screens. `npm run lint`; `npm test` runs it before the unit tests.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');

/** A zone of `import-x/no-restricted-paths`: files under `target` may not import from `from`. */
const zone = (target, from, message, except = []) => ({ target, from, message, except });

// DESIGN.md §2: engine ← widgets ← features; engine ← sagas → api; engine ← server.
const zones = [
  zone(
    './src/engine',
    ['./src/api', './src/app', './src/features', './src/sagas', './src/store', './src/widgets', './server'],
    'The engine is framework-free and shared with the server: it imports only itself and generated types.',
  ),
  zone(
    './src/widgets',
    ['./src/api', './src/app', './src/features', './src/sagas', './src/store'],
    'Widgets are the forms theme: they import the engine and generated types, never the store, sagas, api or features.',
  ),
  zone(
    './src/store',
    ['./src/api', './src/app', './src/features', './src/sagas', './src/widgets'],
    'Slices and selectors hold no side effects: they import the engine and generated types only.',
  ),
  zone(
    './src/sagas',
    ['./src/app', './src/features', './src/widgets'],
    'Sagas reach the outside through the api module and read state through the store.',
  ),
  zone(
    './src/api',
    ['./src/app', './src/features', './src/sagas', './src/store', './src/widgets'],
    'The api module is one typed function per endpoint over generated types.',
  ),
  zone(
    './src/features',
    ['./src/api', './src/app', './src/sagas'],
    'Features dispatch actions and never call the api or reach into the app; composition goes through src/app.',
  ),
  zone(
    './server',
    ['./src/api', './src/app', './src/features', './src/sagas', './src/store', './src/widgets', './src/main.tsx'],
    'The server imports only the engine and generated types from src/.',
  ),
];
// Features never import one another: shared events go through the store, composition through the app.
const FEATURES = [
  'account',
  'account-opening',
  'home',
  'session',
  'shell',
  'studio',
  'trading',
  'utilities',
  'compliance',
  'reports',
  'adviser',
];
for (const feature of FEATURES) {
  zones.push(
    zone(`./src/features/${feature}`, './src/features', `Features do not import each other (src/features/${feature}).`, [`./${feature}`]),
  );
}

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-bench/**',
      'node_modules/**',
      'data/**',
      'test-output/**',
      'coverage/**',
      'src/types/generated/**',
      'public/**',
      'bench/dist/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type information where it finds real bugs.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name="eval"]', message: 'No eval: the CSP has no unsafe-eval.' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@fluentui/*',
                '@reduxjs/*',
                'redux',
                'redux-saga',
                'redux-saga/*',
                'axios',
                '@rjsf/*',
                'plotly*',
                'fastify',
                'kysely',
                'node:*',
              ],
              message: 'The engine is framework-free: the browser and the server both import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes call services; services own the queries (DESIGN.md §2): no query builder in a route file.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name="eval"]', message: 'No eval: the CSP has no unsafe-eval.' },
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Routes call services; services own the queries: move this query into server/services.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks. The plugin's React Compiler rules (refs, immutability, …) are left out:
      // the app does not use the compiler, and its forms keep render caches in refs on purpose.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table is a focusable, labelled region so keyboard users can scroll it (axe:
      // scrollable-region-focusable); jsx-a11y allows tabIndex on the roles listed here.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // The widgets forward RJSF's `autofocus`, which only a form's ui.json sets (`ui:autofocus`: the
    // login form's user name): the choice is data, made per form, which this rule cannot see.
    files: ['src/widgets/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx', 'bench/**/*.ts', 'bench/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests reach into any layer to set up what they test.
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // CommonJS by design (the package is not an ES module): this config and the jest config.
    files: ['eslint.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { sourceType: 'module' },
    ...tseslint.configs.disableTypeChecked,
  },
);
