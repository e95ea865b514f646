// GETs sent without pause by a few concurrent loops until stopped: what a
// failover or a rolling restart must not break. Counts every answer that is
// not 2xx/3xx and every request that failed, with when it happened.

export interface LoadFailure {
  at: number;
  path: string;
  what: string;
}

export interface GetLoad {
  readonly sent: number;
  readonly failures: LoadFailure[];
  /** Stops the loops; resolves once every request in flight has answered. */
  stop(): Promise<void>;
}

export function startGetLoad(origin: string, paths: string[], concurrency: number): GetLoad {
  const failures: LoadFailure[] = [];
  let sent = 0;
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i += concurrency) {
      const path = paths[i % paths.length];
      sent++;
      try {
        const response = await fetch(origin + path, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status >= 400) failures.push({ at: performance.now(), path, what: `HTTP ${response.status}` });
      } catch (error) {
        failures.push({ at: performance.now(), path, what: String((error as Error).cause ?? error) });
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
  return {
    get sent() {
      return sent;
    },
    failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
