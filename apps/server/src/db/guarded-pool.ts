import pg from 'pg';
import { NamingClient } from './named-statements.js';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A node-postgres pool whose connections may die at any moment without taking the process along.
 *
 * node-postgres emits 'error' on a client whose connection breaks (PostgreSQL restarting, a
 * failover, `pg_terminate_backend`). The pool listens on idle clients only; a client checked out
 * with `connect()` (Drizzle takes one for every transaction) has no listener, so the event was
 * thrown at the process and ended it. Here every client gets a listener for its whole life, and a
 * checked-out client that breaks is handed back to the pool at once as broken: the pool discards
 * it and opens a fresh one for the next request, even when its borrower never releases it (Drizzle
 * does not when `begin` itself fails). The borrower's pending and later queries fail with the
 * connection error, which the error handler answers with 503 and Retry-After.
 */
export class GuardedPool extends pg.Pool {
  /** The hand-back of each client now checked out through the promise form of `connect()`. */
  readonly #checkedOut = new WeakMap<pg.PoolClient, (err?: Error | boolean) => void>();
  /** Clients whose connection broke, with the error it broke with. */
  readonly #broken = new WeakMap<pg.PoolClient, Error>();

  /** `namedStatements: false` keeps node-postgres's unnamed statements (a pooler that cannot hold them). */
  /** Whether its connections keep prepared statements by name (named-statements.ts, db/prepared.ts). */
  readonly namedStatements: boolean;

  constructor({ namedStatements = true, ...config }: pg.PoolConfig & { namedStatements?: boolean } = {}) {
    // Its connections prepare each statement once (named-statements.ts).
    super(namedStatements ? { Client: NamingClient, ...config } : config);
    this.namedStatements = namedStatements;
    // An idle client that breaks is dropped by the pool itself; without a listener on the pool
    // node-postgres would throw that too.
    this.on('error', () => {});
    // From its first moment in the pool: a break can arrive in the same read as the answer that
    // hands the client to its next borrower, before that borrower could add a listener.
    this.on('connect', (client) => {
      client.on('error', (error: Error) => {
        this.#broken.set(client, error);
        this.#checkedOut.get(client)?.(error);
      });
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is the pool's own query path, which listens for errors itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => this.#guard(client));
  }

  #guard(client: pg.PoolClient): pg.PoolClient {
    const broken = this.#broken.get(client);
    if (broken) {
      // It broke between being handed over and reaching its borrower: back to be discarded.
      client.release(broken);
      throw broken;
    }
    const handBack = client.release.bind(client);
    let released = false;
    const release = (err?: Error | boolean): void => {
      // The borrower's own release after a break already handed the client back: not twice.
      if (released) return;
      released = true;
      this.#checkedOut.delete(client);
      handBack(err);
    };
    client.release = release;
    this.#checkedOut.set(client, release);
    return client;
  }
}
