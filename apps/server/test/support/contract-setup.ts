import { afterEach } from 'vitest';
import { settleContractChecks } from './openapi-contract.js';

// Every server test file: a test fails when an answer it received differs from the OpenAPI
// document (the test helpers check every `inject`; see openapi-contract.ts).
afterEach(async () => {
  await settleContractChecks();
});
