/** Milliseconds until `done` first holds (asked every `everyMs`), or null when it did not within timeoutMs. */
export async function timeUntil(done: () => Promise<boolean>, timeoutMs: number, everyMs = 10): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await done()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return null;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
