// One jest setup for every backend project: SWC compiles TypeScript with decorator metadata,
// which Nest and TypeORM read at run time.
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '/node_modules/(content-disposition|email-reply-parser)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Swagger UI's static-file plugin reaches content-disposition 2, and the notification service
  // email-reply-parser, which ship only ES modules: Node loads them, jest cannot, so jest
  // compiles those packages.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|email-reply-parser)/)'],
  // A system suite's hook boots every service; a slow or busy machine must not fail it on time.
  testTimeout: 120_000,
};
