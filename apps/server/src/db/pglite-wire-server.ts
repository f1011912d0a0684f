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
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** Message types after which the client waits for an answer: the end of a turn. */
const TURN_ENDS = new Set(['S', 'Q', 'H']);

interface Client {
  id: number;
  socket: Socket;
  started: boolean;
  buffer: Buffer;
  pending: Buffer[];
  closed: boolean;
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
          client.socket.destroy(err as Error);
          continue;
        }
        owner = !turn.complete || db.isInTransaction() ? client : null;
        if (client.closed && owner === client) await abandon(client);
        if (output.length > 0) {
          relayNotifications(output);
          if (!client.closed) client.socket.write(output);
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
        client.socket.write('N'); // no encryption on a local socket; the client goes on in clear
      } else if (code === CANCEL_REQUEST) {
        client.socket.end(); // a single backend has no running query to cancel from outside
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
        client.socket.end();
        return;
      }
      client.pending.push(Buffer.from(message));
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

  rmSync(socketPath, { force: true }); // left by a shop that crashed; we hold the data dir lock
  const server: Server = createServer((socket) => {
    const client: Client = {
      id: nextId++,
      socket,
      started: false,
      buffer: Buffer.alloc(0),
      pending: [],
      closed: false,
    };
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
      for (const client of clients) client.socket.destroy();
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
