import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Operation } from 'openapi-backend';

/*
 * Every answer a test receives through `inject` is checked against the app's own OpenAPI
 * document by a third-party validator (openapi-backend: its router finds the operation, its Ajv
 * validator checks the body against the documented schema of the status). A status the operation
 * does not document, a body that does not match, a JSON answer where the document says otherwise
 * (or the reverse) makes the `inject` call throw, so the test that received it fails, naming the
 * operation and what differed. The test helpers (test-app, checkout, accounts) turn it on.
 */

type Json = Record<string, unknown>;

interface DocumentedResponse {
  content?: Record<string, unknown>;
}

const backends = new Map<string, Promise<OpenAPIBackend>>();
const backendsByApp = new WeakMap<FastifyInstance, Promise<OpenAPIBackend>>();

/**
 * The app's validator, found once per app: the document is 300 KB as JSON, and writing it out
 * for every answer took half the time of a test of 2,000 answers (fuzz.test.ts: 17 s, 9 s now).
 */
function backendOf(app: FastifyInstance): Promise<OpenAPIBackend> {
  let backend = backendsByApp.get(app);
  if (!backend) {
    backend = backendFor(app.swagger() as unknown as Json);
    backendsByApp.set(app, backend);
  }
  return backend;
}

/** One validator per distinct document (most apps of a test run have the same one). */
function backendFor(document: Json): Promise<OpenAPIBackend> {
  const key = JSON.stringify(document);
  let backend = backends.get(key);
  if (!backend) {
    const api = new OpenAPIBackend({
      // A copy: the validator dereferences it in place.
      definition: JSON.parse(key),
      strict: true,
      validate: true,
      // Dereferences the document and compiles a response's validator when it is first needed,
      // rather than checking the document and every request schema first (redocly lint checks
      // the document).
      quick: true,
      ajvOpts: { strict: false },
    });
    backend = api.init();
    backends.set(key, backend);
  }
  return backend;
}

/** The documented answer of a status: the status itself, its range (`4XX`) or `default`. */
export function documentedResponse(
  responses: Record<string, unknown> | undefined,
  status: number,
): DocumentedResponse | undefined {
  if (!responses) return undefined;
  return (responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default) as
    | DocumentedResponse
    | undefined;
}

function requestOf(options: string | InjectOptions): { method: string; path: string; query: string } {
  const raw = typeof options === 'string' ? { url: options } : options;
  const method = String(raw.method ?? 'GET').toLowerCase();
  const target = typeof raw.url === 'string' ? raw.url : String(raw.path ?? '/');
  const url = new URL(target, 'http://shop.test');
  if (raw.query && typeof raw.query === 'object') {
    for (const [name, value] of Object.entries(raw.query as Record<string, unknown>)) {
      for (const one of [value].flat()) url.searchParams.append(name, String(one));
    }
  }
  return { method, path: url.pathname, query: url.search.slice(1) };
}

function mediaOf(response: LightMyRequestResponse): string {
  return String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() as string;
}

/**
 * What is wrong with an answer, by the document; null when it is what the document says. Answers
 * to addresses the document does not describe (the web app's pages, Swagger UI, the document
 * itself) are not checked here: `openapi.test.ts` checks that every API route is described.
 */
export async function contractProblem(
  app: FastifyInstance,
  options: string | InjectOptions,
  response: LightMyRequestResponse,
): Promise<string | null> {
  const request = requestOf(options);
  if (request.method === 'head' || request.method === 'options') return null;
  await app.ready();
  const api = await backendOf(app);
  let operation: Operation | undefined;
  try {
    operation = api.router.matchOperation({
      method: request.method,
      path: request.path,
      query: request.query,
      headers: {},
    });
  } catch {
    operation = undefined;
  }
  if (!operation) return null;
  const name = `${request.method.toUpperCase()} ${operation.path}`;
  if (!operation.operationId) return `${name} has no operationId in the document`;
  const status = response.statusCode;
  const documented = documentedResponse(operation.responses as Record<string, unknown>, status);
  if (!documented) {
    return `${name} (${operation.operationId}) answered ${status}, a status the document does not describe (it describes ${Object.keys(operation.responses ?? {}).join(', ')}). Body: ${response.body.slice(0, 300)}`;
  }
  const media = mediaOf(response);
  const contentTypes = Object.keys(documented.content ?? {});
  if (contentTypes.length === 0) {
    return response.body === ''
      ? null
      : `${name} answered ${status} with a body (${media}), where the document says there is none`;
  }
  if (!contentTypes.includes(media)) {
    return `${name} answered ${status} as ${media || 'no content type'}, where the document says ${contentTypes.join(' or ')}`;
  }
  if (media !== 'application/json') return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${name} answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const result = api.validator.validateResponse(body, operation, status);
  if (result.valid) return null;
  const errors = (result.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).slice(0, 8);
  return `${name} answered ${status} with a body that does not match the document: ${errors.join('; ')}. Body: ${response.body.slice(0, 400)}`;
}

/** What the checks of the current test found wrong, once they have all run. */
export class ContractError extends Error {
  override name = 'ContractError';
}

// Checks still running, and what they found: settled after each test (contract-setup.ts).
const pending: Promise<void>[] = [];
const problems: string[] = [];

/** Records a problem found outside an answer's check (a field the serializer left out). */
export function reportContractProblem(problem: string): void {
  problems.push(problem);
}

/**
 * Waits for the checks of the answers received so far and throws a {@link ContractError} naming
 * every answer that differs from the document. Run after each test by `test/support/contract-setup.ts`.
 */
export async function settleContractChecks(): Promise<void> {
  while (pending.length > 0) await Promise.all(pending.splice(0));
  if (problems.length > 0) throw new ContractError(problems.splice(0).join('\n'));
}

/**
 * Makes every `app.inject(options)` of this app check its answer against the app's OpenAPI
 * document (see {@link contractProblem}). The answer reaches the test at once and is checked
 * beside it, so a test that times a request times the request alone; the test fails after it
 * ends when an answer differed ({@link settleContractChecks}). The callback and chained forms of
 * `inject` pass through unchecked (no test uses them).
 */
export function checkAnswersAgainstDocument<T extends FastifyInstance>(app: T): T {
  // OPENAPI_CONTRACT=off skips the checks, to tell a contract failure from another while debugging.
  if (process.env.OPENAPI_CONTRACT === 'off') return app;
  const inject = app.inject.bind(app) as (options?: string | InjectOptions, callback?: unknown) => unknown;
  const checked = (options?: string | InjectOptions, callback?: unknown): unknown => {
    if (options === undefined || callback !== undefined) return inject(options, callback);
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      pending.push(
        contractProblem(app, options, response).then(
          (problem) => {
            if (problem) problems.push(problem);
          },
          (error: unknown) => {
            problems.push(`checking ${JSON.stringify(options).slice(0, 200)} failed: ${String(error)}`);
          },
        ),
      );
      return response;
    });
  };
  // biome-ignore lint/suspicious/noExplicitAny: inject's overloads (promise, callback, chain) cannot be restated without a cast
  (app as any).inject = checked;
  return app;
}
