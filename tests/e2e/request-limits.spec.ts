import http from "node:http";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// docs/security.md "Limits": a body larger than its route accepts is refused
// with 413 before it is read (a declared length at once, a chunked body once
// it passes the limit); a page action refuses what no form sends (415); an
// answer given before the body was read closes the connection, so a client
// that keeps connections alive never waits on it.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

function send(
  options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; chunked?: boolean },
  agent?: http.Agent,
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: APP_PORT,
        method: options.method ?? "POST",
        path: options.path,
        agent,
        headers: {
          origin: `http://127.0.0.1:${APP_PORT}`,
          ...(options.body && !options.chunked ? { "content-length": options.body.length } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: Date.now() - started,
          }),
        );
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.body && options.chunked) {
      // Chunked: sent in pieces with no declared length.
      for (let at = 0; at < options.body.length; at += 64 * 1024)
        request.write(options.body.subarray(at, at + 64 * 1024));
      request.end();
    } else request.end(options.body);
  });
}

const form = (bytes: number) => Buffer.from(`intent=person&note=${"a".repeat(bytes)}`);
const FORM = { "content-type": "application/x-www-form-urlencoded" };

test("a page action's body over the limit is refused with the 413 page, declared or chunked", async () => {
  const declared = await send({ path: "/de/my/profile", headers: FORM, body: form(600 * 1024) });
  expect(declared.status).toBe(413);
  expect(declared.headers.connection).toBe("close");
  expect(declared.body).toContain("<h1>Die Anfrage ist zu groß.</h1>");

  // A page that reads its form before anything else (the password reset), sent without a declared length.
  const chunked = await send({ path: "/en/reset-password", headers: FORM, body: form(600 * 1024), chunked: true });
  expect(chunked.status).toBe(413);
  expect(chunked.body).toContain("<h1>The request is too large.</h1>");
});

test("an API body over the limit is 413 in the API's error shape", async () => {
  const big = Buffer.from(JSON.stringify({ message: "x".repeat(600 * 1024) }));
  const refused = await send({
    path: "/api/collections/any/meetings",
    headers: { "content-type": "application/json" },
    body: big,
  });
  expect(refused.status).toBe(413);
  expect(JSON.parse(refused.body)).toEqual({
    error: { code: "too_large", message: "The request is too large.", messageKey: "common:errors.too_large" },
  });
});

test("a page action refuses a body no form sends with 415", async () => {
  const json = await send({
    path: "/en/my/profile",
    headers: { "content-type": "application/json" },
    body: Buffer.from('{"intent":"person"}'),
  });
  expect(json.status).toBe(415);
  expect(json.body).toContain("<h1>This type of content is not accepted here.</h1>");
});

test("an answer given before the body was read leaves a kept-alive client a working connection", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // Signed out: a page action reads the 200 KB form (within the limit) before it answers 401,
    // so the connection is left clean and kept.
    const refused = await send({ path: "/en/my/profile", headers: FORM, body: form(200 * 1024) }, agent);
    expect(refused.status).toBe(401);
    // The next request on the same client is answered at once, not after a 66 s stall.
    const next = await send({ method: "GET", path: "/api/health" }, agent);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(5_000);
    // An unknown API path answers 404 to a body it never reads, the same way.
    const unknown = await send(
      {
        path: "/api/no-such-thing",
        headers: { "content-type": "application/json" },
        body: Buffer.alloc(200 * 1024, 32),
      },
      agent,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.headers.connection).toBe("close");
    const after = await send({ method: "GET", path: "/api/health" }, agent);
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(5_000);
  } finally {
    agent.destroy();
  }
});

test("what a JSON route's parser refuses is the client's mistake: 413, 415 or 400, never a 500", async () => {
  const json = (type: string, body: string) =>
    send({ path: "/api/exports", headers: { "content-type": type }, body: Buffer.from(body) });
  // Over this route's own, smaller limit (10 KB), under the server's.
  const big = await json("application/json", JSON.stringify({ products: "x".repeat(20 * 1024) }));
  expect([big.status, JSON.parse(big.body).error.code]).toEqual([413, "too_large"]);
  const latin1 = await json("application/json; charset=iso-8859-1", "{}");
  expect([latin1.status, JSON.parse(latin1.body).error.code]).toEqual([415, "unsupported"]);
  const broken = await json("application/json", '{"products": [');
  expect([broken.status, JSON.parse(broken.body).error.code]).toEqual([400, "invalid"]);
});

test("a path parameter with broken %-encoding is a 400 or the 404 page, never a 500", async () => {
  for (const bad of ["%", "%zz", "%E0%A4%A", "%C0%AF"]) {
    const api = await send({ method: "GET", path: `/api/collections/${bad}/meetings` });
    expect([api.status, JSON.parse(api.body).error.code], bad).toEqual([400, "invalid"]);
    for (const page of [`/en/catalog/${bad}`, `/p/en/events/${bad}`, `/en/people/${bad}`, `/en/my/meetings/${bad}`]) {
      const answer = await send({ method: "GET", path: page });
      expect([400, 401, 404], `${page}: ${answer.status}`).toContain(answer.status);
    }
  }
});
