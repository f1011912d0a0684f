import { argon2id, hash, needsRehash, verify } from 'argon2';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): slow enough to make a stolen table
 * expensive to crack, fast enough (tens of milliseconds) not to make logging in a queue.
 */
const HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** A malformed stored hash counts as a wrong password rather than a server error. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a hash was made with weaker settings than today's, so login can upgrade it. */
export function passwordNeedsRehash(storedHash: string): boolean {
  try {
    return needsRehash(storedHash, HASH_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, so an unknown e-mail cannot be told apart
 * from a wrong password by how long the answer takes.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
