// A user's live stream (GET …/users/{uid}/live) read as the browser's
// EventSource would: its events as they arrive, and whether it is still open.

export interface LiveEvent {
  event: string;
  data: string;
  at: number;
}

export interface LiveStream {
  readonly events: LiveEvent[];
  /** Set when the stream ended or failed, with why. */
  readonly closed: string | undefined;
  /** The first event after `since` that `match` accepts, or null after timeoutMs. */
  next(match: (event: LiveEvent) => boolean, since: number, timeoutMs: number): Promise<LiveEvent | null>;
  close(): void;
}

export async function openLiveStream(url: string, cookie: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let closed: string | undefined;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => !line.startsWith(":") && line.includes(":"))
              .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trimStart()]),
          );
          if (fields.event || fields.data)
            events.push({ event: fields.event ?? "message", data: fields.data ?? "", at: performance.now() });
        }
        wake();
      }
      closed = "the server ended the stream";
    } catch (error) {
      closed = controller.signal.aborted ? "closed by the test" : `failed: ${String(error)}`;
    }
    wake();
  })();
  return {
    events,
    get closed() {
      return closed;
    },
    next: (match, since, timeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          const found = events.find((event) => event.at >= since && match(event));
          if (found || closed) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found ?? null);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve(null);
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
