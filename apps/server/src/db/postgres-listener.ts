import pg from 'pg';

export type NotificationListener = (payload: string) => void;

/** What a PostgreSQL handle listens through: `listen` as DatabaseHandle has it, and `close`. */
export interface PostgresListener {
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long after losing its connection the listener connects again, and then between tries. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_AGAIN_MS = 1000;

/**
 * The most characters PostgreSQL keeps of an application_name (NAMEDATALEN - 1): a longer one
 * is cut, so the listener cuts it itself and knows what pg_stat_activity shows.
 */
const APPLICATION_NAME_MAX = 63;

/** The application_name of the listening connection of a shop working in `schema` (null: the default). */
export function listenerApplicationName(schema: string | null): string {
  return `bookshop listener${schema ? ` ${schema}` : ''}`.slice(0, APPLICATION_NAME_MAX);
}

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN for a PostgreSQL handle on one connection of its own, whatever the number of channels
 * (a pooled connection would be handed to other queries): a process holds its pool and this one
 * connection, which pg_stat_activity names `application_name` (listenerApplicationName). The
 * connection is made at the first `listen`. A lost connection may have missed notifications, so
 * every listener hears "*" (everything may have changed) and the connection is made again, every
 * channel listened to anew.
 */
export function createPostgresListener(
  connection: pg.ClientConfig,
  applicationName: string,
): PostgresListener {
  const listeners = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  // Connecting, listening and unlistening take turns, so a channel is never listened to on a
  // connection that is being replaced.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const next = turn.then(step);
    turn = next.catch(() => {});
    return next;
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ ...connection, application_name: applicationName });
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    return next;
  }

  function lost(which: pg.Client): void {
    if (closed || client !== which) return;
    client = null;
    for (const set of listeners.values()) for (const listener of set) listener('*');
    const again = (): void => {
      retry = null;
      if (closed || client) return;
      inTurn(connect).catch(() => {
        retry = setTimeout(again, RECONNECT_AGAIN_MS);
      });
    };
    retry = setTimeout(again, RECONNECT_FIRST_MS);
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('listening on a closed database handle');
      const set = listeners.get(channel) ?? new Set<NotificationListener>();
      listeners.set(channel, set);
      set.add(listener);
      try {
        // Made now (listening to every channel, this one too), or told of one channel more.
        await inTurn(async () => {
          if (!client) await connect();
          else await client.query(`listen ${quoted(channel)}`);
        });
      } catch (error) {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
        throw error;
      }
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await inTurn(async () => {
          await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
        });
      };
    },

    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await inTurn(async () => {
        await client?.end().catch(() => {});
        client = null;
      });
    },
  };
}
