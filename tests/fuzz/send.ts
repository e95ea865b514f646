import http from "node:http";

// One raw HTTP request (node:http, not fetch: the fuzzer sets any header,
// any body, and a Content-Length that matches the bytes it sends).

export interface Answer {
  status: number;
  /** "no answer" when the site did not answer within the timeout. */
  error?: string;
}

export function send(
  origin: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
  timeoutMs = 15_000,
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body ? { "content-length": String(request.body.length) } : {}),
        },
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        // Read the answer (a live stream is cut after its first bytes).
        const stream = (res.headers["content-type"] ?? "").startsWith("text/event-stream");
        if (stream) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0 });
          return;
        }
        res.on("data", () => {});
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      resolve({ status: 0, error: "no answer" });
    });
    req.on("error", (error) => {
      // The site may close the connection after answering a body it will not read (413).
      if (!req.destroyed || !(error as NodeJS.ErrnoException).code?.startsWith("EPIPE"))
        resolve({ status: 0, error: error.message });
    });
    req.end(request.body);
  });
}
