// Where this instance is in its life, for readiness (GET /api/health/ready)
// and a graceful stop: migrated once start() has brought the schema up to
// date; stopping from the signal on, when whatever holds a connection open
// (a live stream) is asked to let go.

let migrated = false;
let stopping = false;
const stopListeners = new Set<() => void>();

export function markMigrated(): void {
  migrated = true;
}

export function isMigrated(): boolean {
  return migrated;
}

export function isStopping(): boolean {
  return stopping;
}

/** Says to every listener, once, that the process is stopping. */
export function beginStopping(): void {
  if (stopping) return;
  stopping = true;
  for (const listener of [...stopListeners]) listener();
  stopListeners.clear();
}

/** Runs `listener` when the process begins to stop (at once if it has); returns the unsubscribe. */
export function onStopping(listener: () => void): () => void {
  if (stopping) {
    listener();
    return () => {};
  }
  stopListeners.add(listener);
  return () => stopListeners.delete(listener);
}
