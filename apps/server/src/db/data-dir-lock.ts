import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One owner per data directory. PGlite is a single-process database: two processes that open
 * the same files each keep their own copy in memory and overwrite each other's writes (a
 * `set-stock` from the CLI was lost this way while the shop ran). Whoever opens the files first
 * (the shop, or a CLI run with no shop running) writes this lock; everyone else either goes
 * through the owner's socket (the CLI) or refuses to start (a second shop).
 */
export const LOCK_FILE = 'bookshop.lock';
const TAKEOVER_FILE = 'bookshop.lock.takeover';
/** A takeover marker older than this was left by a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;

export type LockRole = 'server' | 'cli';

export interface LockOwner {
  pid: number;
  role: LockRole;
  /** The process's start time on Linux (/proc/PID/stat), so a reused pid is not taken for it. */
  startTicks: string | null;
  startedAt: string;
}

export interface DataDirLock {
  dataDir: string;
  owner: LockOwner;
  release(): void;
}

/** Thrown when another live process owns the directory; the message is meant for an operator. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      owner.role === 'server'
        ? `DATA_DIR ${dataDir} is already used by a running bookshop server (pid ${owner.pid}); stop it first or choose another DATA_DIR.`
        : `DATA_DIR ${dataDir} is in use by a bookshop CLI command (pid ${owner.pid}); wait for it to finish.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Directories this process holds: a pid equal to ours is either one of these or a reused pid. */
const heldHere = new Map<string, LockOwner>();

function startTicksOf(pid: number): string | null {
  try {
    // Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces, so count after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs (and is the same process, not a reused pid). */
export function ownerIsAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user; it is alive.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTicks === null) return true;
  const now = startTicksOf(owner.pid);
  return now === null || now === owner.startTicks;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    // Missing, or half written by a process that died between create and write: no owner.
    return null;
  }
}

/** The live owner of a data directory, or null when nobody (alive) holds it. */
export function currentOwner(dataDir: string): LockOwner | null {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  if (!owner) return null;
  if (owner.pid === process.pid) return heldHere.has(path.resolve(dataDir)) ? owner : null;
  return ownerIsAlive(owner) ? owner : null;
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function tryCreate(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function removeIfExists(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Removes a lock left by a process that is gone. Two starters may both find it stale; the
 * takeover marker (created exclusively) lets only one of them remove it, and the lock is read
 * again under the marker so a fresh lock written meanwhile by the other is never removed.
 */
function takeOverStale(dataDir: string, stale: string): void {
  const lockFile = path.join(dataDir, LOCK_FILE);
  const marker = path.join(dataDir, TAKEOVER_FILE);
  if (!tryCreate(marker, String(process.pid))) {
    try {
      if (Date.now() - statSync(marker).mtimeMs > TAKEOVER_STALE_MS) removeIfExists(marker);
    } catch {
      // The other starter finished its takeover in the meantime.
    }
    return;
  }
  try {
    let now: string | null = null;
    try {
      now = readFileSync(lockFile, 'utf8');
    } catch {
      now = null;
    }
    if (now === stale) removeIfExists(lockFile);
  } finally {
    removeIfExists(marker);
  }
}

/**
 * Takes the lock on a data directory for this process, or throws DataDirInUseError naming the
 * live owner. A lock whose process has died (a crash, a kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string, role: LockRole): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const mine = heldHere.get(path.resolve(dataDir));
  if (mine) throw new DataDirInUseError(dataDir, mine);
  const owner: LockOwner = {
    pid: process.pid,
    role,
    startTicks: startTicksOf(process.pid),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(owner);
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(lockFile, content)) {
      heldHere.set(path.resolve(dataDir), owner);
      let released = false;
      return {
        dataDir,
        owner,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path.resolve(dataDir));
          // Only our own lock: never one another process wrote after taking over.
          if (readOwner(lockFile)?.pid === process.pid) removeIfExists(lockFile);
        },
      };
    }
    let existing: string;
    try {
      existing = readFileSync(lockFile, 'utf8');
    } catch {
      continue; // removed between our create and our read: try again
    }
    const holder = readOwner(lockFile);
    // Our own pid on a lock we do not hold is a previous life of ours (pid 1 in a container).
    if (holder && holder.pid !== process.pid && ownerIsAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    if (!holder && youngerThan(lockFile, 2000)) {
      // Created a moment ago and not yet written: its owner is starting, not dead.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    takeOverStale(dataDir, existing);
  }
  throw new Error(`Could not take the lock ${lockFile}: it kept changing; is another process starting?`);
}
