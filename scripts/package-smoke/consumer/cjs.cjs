// Node CommonJS consumer: the packages' `require` condition (dist/index.cjs).
const assert = require('node:assert/strict');
// The catalogues first (both languages): @bookshop/validation words its messages from them.
require('@bookshop/i18n');
const runChecks = require('./checks.cjs');

for (const name of ['@bookshop/domain', '@bookshop/validation', '@bookshop/api-client']) {
  assert.match(require.resolve(name), /[/\\]dist[/\\]index\.cjs$/, `${name} should load its CommonJS build`);
}

runChecks('node CommonJS', async () => ({
  domain: require('@bookshop/domain'),
  validation: require('@bookshop/validation'),
  apiClient: require('@bookshop/api-client'),
  toolkit: require('@reduxjs/toolkit'),
})).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
