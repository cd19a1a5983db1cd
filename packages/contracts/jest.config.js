module.exports = require('../../infra/jest/jest.preset.js');
