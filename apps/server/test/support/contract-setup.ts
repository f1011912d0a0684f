import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { onDroppedFields } from '../../src/openapi/response-serializers.js';
import { reportContractProblem, settleContractChecks } from './openapi-contract.js';

// Every server test file: a test fails when an answer it received differs from the OpenAPI
// document (the test helpers check every `inject`; see openapi-contract.ts), or when a handler
// put a field in an answer that the answer's domain type lacks, so it was never sent.
beforeAll(() => {
  if (process.env.OPENAPI_CONTRACT !== 'off') listenForDroppedFields();
});

/** Reports every field a serializer left out as a contract problem of the current test. */
export function listenForDroppedFields(): void {
  onDroppedFields((paths, sent) =>
    reportContractProblem(
      `an answer had fields its domain type lacks, so they were not sent: ${paths.slice(0, 8).join(', ')} (sent: ${sent.slice(0, 300)})`,
    ),
  );
}

afterEach(async () => {
  await settleContractChecks();
});

// Files share their worker's modules (isolate: false; see vitest.config.ts): whatever a file
// changed globally is undone when it ends, so nothing reaches the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
