declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once the work queued after answers so far (reset mails) and the search warm-up with
     * its index snapshot save are done; for tests.
     */
    backgroundWorkSettled(): Promise<void>;
  }
}

/**
 * Work done after a request has been answered, one job at a time in arrival order. Bounded: past
 * `limit` waiting jobs new ones are dropped (and reported), so a flood of requests cannot grow
 * memory without end; the anonymous-write rate limit keeps it far below that in practice.
 */
export function createBackgroundQueue(options: { limit: number; onError: (err: unknown) => void }) {
  const waiting: Array<() => Promise<void>> = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      try {
        await job();
      } catch (err) {
        options.onError(err);
      }
    }
  }

  return {
    push(job: () => Promise<void>): void {
      if (waiting.length >= options.limit) {
        options.onError(new Error(`background queue full (${options.limit}); a job was dropped`));
        return;
      }
      waiting.push(job);
      running ??= drain().finally(() => {
        running = null;
      });
    },

    /** Resolves once every job pushed so far has run. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
