// Long synchronous work (building a 100,000-product search index) written
// once as a generator that yields at safe points, and run either to the end
// at once (tests, small inputs) or in slices of a few milliseconds between
// which the event loop answers requests. Yielding costs a function call, so
// the work yields often (every few hundred items) and the driver decides
// when a slice has lasted long enough.

/** Work that yields at points where it may be paused, and returns a T. */
export type Steps<T> = Generator<void, T, void>;

/** How long one slice runs before the event loop gets its turn (ms). */
export const SLICE_MS = 8;

/** Runs the work to its end, synchronously. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// The browser has no setImmediate: there a zero timeout gives the page its
// turn (input, painting) when the saved fair's index is built.
const yieldTurn: (resolve: () => void) => unknown =
  typeof setImmediate === "function" ? setImmediate : (resolve) => setTimeout(resolve, 0);

/** Resolves after the event loop has had a turn (I/O callbacks, timers; in a browser, input and painting). */
export const nextTurn = () => new Promise<void>((resolve) => yieldTurn(resolve));

/**
 * For async loops over many items (a bulk write awaiting a query per row, whose
 * promises settle without the event loop turning): call the returned
 * function after each item; once a slice has lasted `sliceMs` it waits for
 * the event loop's next turn, so requests are answered meanwhile.
 */
export function sliceYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}

/** Runs the work in slices of about `sliceMs`, letting the event loop run between them. */
export async function runSliced<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Runs of this many items are sorted at once; merging them yields every this many items. */
const RUN = 512;

/**
 * Sorts the array in place, as `array.sort(compare)` would (stable), yielding
 * between runs and during merges: a bottom-up merge sort of sorted runs.
 */
export function* sortSteps<T>(array: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const n = array.length;
  for (let from = 0; from < n; from += RUN) {
    const run = array.slice(from, from + RUN).sort(compare);
    for (let i = 0; i < run.length; i++) array[from + i] = run[i];
    yield;
  }
  let source = array;
  let target: T[] = new Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (k < hi) {
        // Stable: on a tie the left run's item comes first.
        if (j >= hi || (i < mid && compare(source[i], source[j]) <= 0)) target[k++] = source[i++];
        else target[k++] = source[j++];
        if ((k & (RUN - 1)) === 0) yield;
      }
    }
    [source, target] = [target, source];
  }
  if (source !== array) for (let i = 0; i < n; i++) array[i] = source[i];
  return array;
}
