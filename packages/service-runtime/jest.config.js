/* global module, require */
// Jest reads its configuration as CommonJS; the preset is shared by every backend project.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('../../infra/jest/jest.preset.js');
