import { accessSync, constants, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { databaseUnavailable } from './lib/database-unavailable.js';

/** A problem the operator can fix; its message is the whole story, so no stack trace is shown. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** A connection string with its password left out, fit to print. */
export function printableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Creates DATA_DIR when missing and checks the shop can write there, before anything opens it. */
export function ensureWritableDataDir(dataDir: string | null): void {
  if (dataDir === null) return;
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'an error';
    throw new OperatorError(
      `DATA_DIR ${dataDir} is not writable (${code}): give the shop a directory it may write to, or DATA_DIR=:memory: to keep nothing.`,
    );
  }
}

/**
 * Listens on the shop's port for a moment and lets go, before anything else starts: a port in use
 * (or not allowed, or a HOST that is not this machine's) is said at once, rather than after the
 * database has opened and the catalogue loaded (7-12 s on a 2-core machine). Another program may
 * still take the port before the shop listens; that failure is said the same way. Port 0 (any
 * free port) has nothing to check.
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

const PG_CONNECT_CODES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/**
 * One plain line for a failure the operator causes and can fix (a port in use, an unwritable
 * DATA_DIR, an unreachable DATABASE_URL, a bad setting), or null for anything else: a bug, whose
 * stack trace is worth printing.
 */
export function operatorMessage(
  err: unknown,
  context: { port?: number; host?: string; databaseUrl?: string | null } = {},
): string | null {
  if (err instanceof OperatorError || err instanceof DataDirInUseError) return err.message;
  if (!(err instanceof Error)) return null;
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${context.host ?? '0.0.0.0'}:${context.port ?? '?'}`;
  if (code === 'EADDRINUSE') {
    return `Port ${context.port} is already in use on ${context.host}: stop the program using it or set PORT to a free port.`;
  }
  if (code === 'EACCES' && (err as { syscall?: string }).syscall === 'listen') {
    return `Not allowed to listen on ${where}: use a port above 1023 (PORT) or run with the rights to bind it.`;
  }
  if (code === 'EADDRNOTAVAIL') return `HOST ${context.host} is not an address of this machine: fix HOST.`;
  if (context.databaseUrl) {
    const reason = typeof code === 'string' ? PG_CONNECT_CODES[code] : undefined;
    if (reason || databaseUnavailable(err)) {
      return `Cannot reach the database at ${printableUrl(context.databaseUrl)} (${reason ?? err.message}): check DATABASE_URL and that PostgreSQL is running.`;
    }
  }
  // loadConfig names the variable and the value it could not use.
  if (/^[A-Z_]+(=\S*)? (must|would)\b/.test(err.message)) return err.message;
  return null;
}

/** Ends the process over a failed start: one line for the operator's problems, the stack for bugs. */
export function exitOverStartFailure(
  err: unknown,
  context: Parameters<typeof operatorMessage>[1] = {},
): never {
  const message = operatorMessage(err, context);
  console.error(message ?? err);
  process.exit(1);
}
