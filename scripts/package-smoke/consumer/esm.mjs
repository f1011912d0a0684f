// Node ESM consumer: the packages' `import` condition (dist/index.js).
import assert from 'node:assert/strict';
// The catalogues first (both languages): @bookshop/validation words its messages from them.
import '@bookshop/i18n';
import runChecks from './checks.cjs';

for (const name of ['@bookshop/domain', '@bookshop/validation', '@bookshop/api-client']) {
  assert.match(import.meta.resolve(name), /\/dist\/index\.js$/, `${name} should load its ESM build`);
}

await runChecks('node ESM', async () => ({
  domain: await import('@bookshop/domain'),
  validation: await import('@bookshop/validation'),
  apiClient: await import('@bookshop/api-client'),
  toolkit: await import('@reduxjs/toolkit'),
}));
