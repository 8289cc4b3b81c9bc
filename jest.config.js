const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } }];
// otplib's hashing and base32 plugins (@noble, @scure) ship only as ES modules; Node requires them
// natively, Jest does not, so they are compiled to CommonJS for the tests.
const esmOnly = ['@noble', '@scure'];
const swcEsm = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.ts$': swc, [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: swcEsm },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly.join('|')})/).*/node_modules/`],
  moduleNameMapper: {
    '^@ginuma/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@ginuma/ledger$': '<rootDir>/libs/ledger/src/index.ts',
    '^@ginuma/migrations$': '<rootDir>/migrations/index.ts',
  },
  testEnvironment: 'node',
};

/** Unit specs need no database; API specs each make a scratch database of their own. */
module.exports = {
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/support/jest-sequencer.js',
  globalSetup: '<rootDir>/tests/support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/jest-global-teardown.ts',
  // Each API suite starts its own app on a scratch database; the embedded one starts slower.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/api/**/*.spec.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/apps/api/**/*.int-spec.ts', '<rootDir>/libs/**/*.int-spec.ts', '<rootDir>/tests/api/**/*.int-spec.ts', '<rootDir>/tests/security/**/*.int-spec.ts', '<rootDir>/tests/faults/**/*.int-spec.ts', '<rootDir>/tests/citus/**/*.int-spec.ts'] },
  ],
};
