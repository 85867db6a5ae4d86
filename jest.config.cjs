// Three projects: unit (engine, store, sagas, widgets), api (the real Fastify app on SQLite and,
// when DATABASE_URL is set, PostgreSQL) and e2e (Chromium against a real server).
const esmOnly = ['jose', '@x0k/json-schema-merge', 'nanoid', 'uuid', 'cookie', '@noble/hashes', '@scure/base'].join('|');
const common = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|svg|png|woff2?)$': '<rootDir>/tests/support/fileStub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};
module.exports = {
  // npm test runs unit and API tests beside the browser tests (two steps at a time on two cores): a render-heavy test
  // that takes 1–2 s alone can pass 5 s there. Timeouts are not assertions; tests that wait on purpose set their own.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      testEnvironment: '<rootDir>/tests/support/jsdomEnvironment.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupUnit.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      testEnvironment: 'node',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      testEnvironment: 'node',
    },
  ],
};
