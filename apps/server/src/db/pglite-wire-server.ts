import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves one PGlite over the PostgreSQL wire protocol on a Unix socket, to several clients at
 * once: the shop's own connection pool, the CLI and `psql`.
 *
 * PGlite is a single backend, so clients take turns. @electric-sql/pglite-socket (0.2.17) was
 * judged and not used: it interleaves clients message by message, so one client's Parse can
 * land between another's Parse and Bind and the unnamed statement of the first is replaced by
 * the second's; and a NOTIFY goes to whichever client happened to commit. Here a client's turn
 * is a whole exchange (up to its Sync or simple Query), and while a client is inside a
 * transaction (or half way through an exchange) only that client runs: every other client
 * waits, exactly as it would wait on PostgreSQL for the rows that transaction holds. So
 * transactions, FOR UPDATE and advisory locks keep their meaning across clients.
 *
 * One backend also means one set of named prepared statements: two pooled connections that
 * both prepare "book_by_id" would collide ("already exists"). Each client's statement and
 * portal names are therefore given a prefix of its own on the way in, and its statements are
 * closed when it leaves.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** Message types after which the client waits for an answer: the end of a turn. */
const TURN_ENDS = new Set(['S', 'Q', 'H']);

interface Client {
  id: number;
  /** null for the server's own turns, whose answers go nowhere. */
  socket: Socket | null;
  started: boolean;
  buffer: Buffer;
  pending: Buffer[];
  closed: boolean;
  /** Prepared statements this client made, by their name inside the backend. */
  statements: Set<string>;
}

interface Turn {
  client: Client;
  bytes: Buffer;
  /** Ended by Sync or a simple Query: the backend is back at a clean point after it. */
  complete: boolean;
}

export interface WireServerOptions {
  db: PGlite;
  socketPath: string;
  /** Called for every NOTIFY committed by any client (PGlite sends it to the committing one). */
  onNotification?: (channel: string, payload: string) => void;
}

export interface WireServer {
  socketPath: string;
  stats(): { clients: number; queued: number };
  close(): Promise<void>;
}

export async function startWireServer(options: WireServerOptions): Promise<WireServer> {
  const { db, socketPath } = options;
  const clients = new Set<Client>();
  const queue: Turn[] = [];
  /** The client whose transaction or unfinished exchange holds the backend, if any. */
  let owner: Client | null = null;
  let running = false;
  let nextId = 1;
  /** Runs the server's own turns (closing a departed client's statements); never has a socket reader. */
  const housekeeping: Client = newClient(null, 0);

  function nextTurn(): Turn | null {
    const at = owner ? queue.findIndex((t) => t.client === owner) : 0;
    if (at < 0 || queue.length === 0) return null;
    return queue.splice(at, 1)[0] ?? null;
  }

  async function drain(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (let turn = nextTurn(); turn; turn = nextTurn()) {
        const { client } = turn;
        if (client.closed) continue;
        let output: Uint8Array;
        try {
          output = await db.runExclusive(() => db.execProtocolRaw(turn.bytes));
        } catch (err) {
          // Not a database error (those come back as ErrorResponse): the exchange is lost.
          client.socket?.destroy(err as Error);
          continue;
        }
        owner = !turn.complete || db.isInTransaction() ? client : null;
        if (client.closed && owner === client) await abandon(client);
        if (output.length > 0) {
          relayNotifications(output);
          if (!client.closed) client.socket?.write(output);
        }
      }
    } finally {
      running = false;
    }
  }

  function relayNotifications(output: Uint8Array): void {
    if (!options.onNotification) return;
    const view = Buffer.from(output.buffer, output.byteOffset, output.length);
    for (let at = 0; at + 5 <= view.length; ) {
      const type = view[at];
      const length = view.readInt32BE(at + 1);
      if (type === 0x41 /* 'A' NotificationResponse */) {
        const body = view.subarray(at + 9, at + 1 + length); // after the sender's pid
        const channelEnd = body.indexOf(0);
        const channel = body.toString('utf8', 0, channelEnd);
        const payload = body.toString('utf8', channelEnd + 1, body.indexOf(0, channelEnd + 1));
        options.onNotification(channel, payload);
      }
      at += 1 + length;
    }
  }

  function enqueue(client: Client, bytes: Buffer, complete: boolean): void {
    queue.push({ client, bytes, complete });
    void drain();
  }

  /** Splits what a client sent into turns; the startup message is a turn of its own. */
  function receive(client: Client, data: Buffer): void {
    client.buffer = client.buffer.length === 0 ? data : Buffer.concat([client.buffer, data]);
    while (!client.started) {
      if (client.buffer.length < 8) return;
      const length = client.buffer.readInt32BE(0);
      if (client.buffer.length < length) return;
      const code = client.buffer.readInt32BE(4);
      const message = client.buffer.subarray(0, length);
      client.buffer = client.buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        client.socket?.write('N'); // no encryption on a local socket; the client goes on in clear
      } else if (code === CANCEL_REQUEST) {
        client.socket?.end(); // a single backend has no running query to cancel from outside
        return;
      } else {
        client.started = true;
        enqueue(client, Buffer.from(message), true);
      }
    }
    let at = 0;
    while (client.buffer.length - at >= 5) {
      const type = String.fromCharCode(client.buffer[at] ?? 0);
      const length = client.buffer.readInt32BE(at + 1);
      if (client.buffer.length - at < 1 + length) break;
      const message = client.buffer.subarray(at, at + 1 + length);
      at += 1 + length;
      if (type === 'X') {
        client.socket?.end();
        return;
      }
      client.pending.push(withClientNames(client, type, message));
      if (TURN_ENDS.has(type)) {
        enqueue(client, Buffer.concat(client.pending), type !== 'H');
        client.pending = [];
      }
    }
    client.buffer = client.buffer.subarray(at);
  }

  /** A client gone mid-transaction must not keep the backend: its work is rolled back. */
  async function release(client: Client): Promise<void> {
    if (client.closed) return;
    client.closed = true;
    clients.delete(client);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.client === client) queue.splice(i, 1);
    // While its turn runs, drain() sees it closed afterwards and abandons it there.
    if (owner === client && !running) await abandon(client);
    forgetStatements(client);
    void drain();
  }

  async function abandon(client: Client): Promise<void> {
    await db.runExclusive(async () => {
      // A Sync ends an unfinished exchange; ROLLBACK ends an open transaction.
      await db.execProtocolRaw(Buffer.from([0x53, 0, 0, 0, 4]));
      if (db.isInTransaction()) await db.execProtocolRaw(simpleQuery('ROLLBACK'));
    });
    if (owner === client) owner = null;
  }

  /** The statements a client prepared outlive it in the one backend unless closed. */
  function forgetStatements(client: Client): void {
    if (client.statements.size === 0) return;
    const closes = [...client.statements].map((name) => closeStatement(name));
    client.statements.clear();
    queue.push({ client: housekeeping, bytes: Buffer.concat([...closes, SYNC]), complete: true });
    void drain();
  }

  rmSync(socketPath, { force: true }); // left by a shop that crashed; we hold the data dir lock
  const server: Server = createServer((socket) => {
    const client = newClient(socket, nextId++);
    clients.add(client);
    socket.setNoDelay(true);
    socket.on('data', (data) => receive(client, data));
    socket.on('error', () => void release(client));
    socket.on('close', () => void release(client));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    socketPath,
    stats: () => ({ clients: clients.size, queued: queue.length }),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of clients) client.socket?.destroy();
      await closed;
      // Let rollbacks of clients cut off mid-transaction finish before the database closes.
      while (running || owner) await new Promise((r) => setTimeout(r, 5));
      rmSync(socketPath, { force: true });
    },
  };
}

function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

function newClient(socket: Socket | null, id: number): Client {
  return {
    id,
    socket,
    started: false,
    buffer: Buffer.alloc(0),
    pending: [],
    closed: false,
    statements: new Set(),
  };
}

function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

function closeStatement(name: string): Buffer {
  return message('C', Buffer.concat([Buffer.from('S', 'latin1'), cstring(name)]));
}

/** Reads a NUL-terminated name at `at`; returns it and where the rest starts. */
function nameAt(body: Buffer, at: number): [string, number] {
  const end = body.indexOf(0, at);
  return [body.toString('utf8', at, end), end + 1];
}

/**
 * Gives the statement and portal names of Parse, Bind, Describe and Close a prefix of the
 * client's own ("" stays "": the unnamed statement lives only within one turn).
 */
function withClientNames(client: Client, type: string, original: Buffer): Buffer {
  if (type !== 'P' && type !== 'B' && type !== 'D' && type !== 'C') return Buffer.from(original);
  const body = original.subarray(5);
  const own = (name: string) => (name === '' ? '' : `c${client.id}_${name}`);
  if (type === 'P') {
    const [statement, rest] = nameAt(body, 0);
    if (statement === '') return Buffer.from(original);
    client.statements.add(own(statement));
    return message('P', Buffer.concat([cstring(own(statement)), body.subarray(rest)]));
  }
  if (type === 'B') {
    const [portal, afterPortal] = nameAt(body, 0);
    const [statement, rest] = nameAt(body, afterPortal);
    if (portal === '' && statement === '') return Buffer.from(original);
    return message('B', Buffer.concat([cstring(own(portal)), cstring(own(statement)), body.subarray(rest)]));
  }
  // Describe and Close: 'S' (statement) or 'P' (portal), then the name.
  const kind = body.subarray(0, 1);
  const [name] = nameAt(body, 1);
  if (name === '') return Buffer.from(original);
  if (type === 'C' && kind.toString('latin1') === 'S') client.statements.delete(own(name));
  return message(type, Buffer.concat([kind, cstring(own(name))]));
}
