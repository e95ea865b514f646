import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorHandler } from "./api-errors";
import { LINGER_BYTES, LINGER_MS } from "./lingering-close";
import { jsonBodyReader } from "./read-json";
import { BODY_LIMIT, limitRequestBodies } from "./request-limits";

// A client that writes a whole body too large for its route at once, on a
// kept-alive connection, must read the 413 (not a connection reset): the
// server answers, then keeps reading and discarding the rest before it
// closes (docs/security.md "Limits", lingering close).

let server: Server;
let port: number;
/** What the server had read of each connection when it closed it, and when, by the client's port. */
const closes = new Map<number, { read: number; at: number }>();

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies);
  app.post("/api/collections/:eventId/meetings", jsonBodyReader(BODY_LIMIT), (_req, res) => {
    res.json({ ok: true });
  });
  // Answered before the body is read, like a signed-out user's write.
  app.post("/api/collections/:eventId/signed-out", (_req, res) => {
    res.status(401).json({ error: { code: "unauthenticated" } });
  });
  app.use(apiErrorHandler);
  server = createServer(app);
  server.on("connection", (socket) => {
    const clientPort = socket.remotePort ?? 0;
    socket.on("close", () => closes.set(clientPort, { read: socket.bytesRead, at: Date.now() }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const TWO_MB = Buffer.alloc(2 * 1024 * 1024, "a");
/** More than this machine's socket buffers take at once, still within LINGER_BYTES: the client is still writing when the answer comes. */
const SIX_MB = Buffer.alloc(6 * 1024 * 1024, "a");

/** The server's side of the connection from the client's `port`, once it closed. */
async function closedByServer(clientPort: number) {
  await expect.poll(() => closes.has(clientPort)).toBe(true);
  return closes.get(clientPort) ?? { read: 0, at: 0 };
}

/** Sends the head and the whole body in one write; resolves with everything read until the server closes, or the socket's error. */
function sendInOneWrite(
  head: string,
  body: Buffer,
): Promise<{ received: string; error: string | null; clientPort: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let clientPort = -1;
    socket.on("connect", () => {
      clientPort = socket.localPort ?? -1;
      socket.write(Buffer.concat([Buffer.from(head), body]));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (thrown: NodeJS.ErrnoException) => {
      error = thrown.code ?? thrown.message;
    });
    socket.on("close", () => resolve({ received: Buffer.concat(chunks).toString("latin1"), error, clientPort }));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

function head(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: keep-alive", ...lines, "", ""].join("\r\n");
}

function chunked(body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]);
}

describe("a body too large for its route, written at once on a kept-alive connection", () => {
  it.each([
    ["2 MB", TWO_MB],
    ["6 MB", SIX_MB],
  ])(
    "gets the whole 413 for %s with a declared length, 10 times of 10, and the server reads the body before closing",
    async (_, body) => {
      for (let i = 0; i < 10; i++) {
        const sent = head("/api/collections/fair/meetings", {
          "Content-Type": "application/json",
          "Content-Length": body.length,
        });
        const { received, error, clientPort } = await sendInOneWrite(sent, body);
        expect(error, `try ${i + 1}`).toBeNull();
        expect(received, `try ${i + 1}`).toMatch(/^HTTP\/1\.1 413 /);
        expect(received).toMatch(/connection: close/i);
        expect(received).toContain('"code":"too_large"');
        const { read } = await closedByServer(clientPort);
        expect(read, "bytes the server read before it closed").toBe(sent.length + body.length);
      }
    },
  );

  it("gets the whole 413 when the body is chunked (the JSON reader counts it), 10 times of 10", async () => {
    for (let i = 0; i < 10; i++) {
      const { received, error, clientPort } = await sendInOneWrite(
        head("/api/collections/fair/meetings", { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }),
        chunked(TWO_MB),
      );
      expect(error, `try ${i + 1}`).toBeNull();
      expect(received, `try ${i + 1}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(received).toContain('"code":"too_large"');
      const { read } = await closedByServer(clientPort);
      expect(read, "the server read the whole body before it closed").toBeGreaterThan(TWO_MB.length);
    }
  });

  it("gets the whole answer given before the body was read, 10 times of 10", async () => {
    const body = TWO_MB.subarray(0, BODY_LIMIT - 1);
    for (let i = 0; i < 10; i++) {
      const { received, error } = await sendInOneWrite(
        head("/api/collections/fair/signed-out", { "Content-Type": "application/json", "Content-Length": body.length }),
        body,
      );
      expect(error, `try ${i + 1}`).toBeNull();
      expect(received, `try ${i + 1}`).toMatch(/^HTTP\/1\.1 401 /);
      expect(received).toContain('"code":"unauthenticated"');
    }
  });
});

describe("a client that keeps sending after the answer", () => {
  it("is cut off once it sent LINGER_BYTES more (checked every 50 ms)", async () => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    socket.on("error", () => {});
    socket.resume();
    socket.write(head("/api/collections/fair/meetings", { "Content-Type": "application/json", "Content-Length": 1e9 }));
    await new Promise((resolve) => socket.on("connect", resolve));
    const clientPort = socket.localPort ?? -1;
    // A megabyte every 20 ms, up to five times the bound.
    const megabyte = Buffer.alloc(1024 * 1024, "a");
    for (let i = 0; i < (5 * LINGER_BYTES) / megabyte.length && !closes.has(clientPort); i++) {
      socket.write(megabyte);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { read } = await closedByServer(clientPort);
    socket.destroy();
    expect(read).toBeGreaterThan(LINGER_BYTES);
    expect(read).toBeLessThan(LINGER_BYTES + 5 * megabyte.length);
  });

  it("is cut off after LINGER_MS", async () => {
    const started = Date.now();
    // Half-open: the client keeps its side open after the server's answer and end, as a slow sender does.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    socket.on("error", () => {});
    socket.resume();
    socket.write(head("/api/collections/fair/meetings", { "Content-Type": "application/json", "Content-Length": 1e9 }));
    socket.write("a".repeat(1000));
    await new Promise((resolve) => socket.on("connect", resolve));
    const clientPort = socket.localPort ?? -1;
    await expect.poll(() => closes.has(clientPort), { timeout: LINGER_MS + 2000 }).toBe(true);
    socket.destroy();
    const closed = closes.get(clientPort)?.at ?? 0;
    expect(closed - started).toBeGreaterThanOrEqual(LINGER_MS - 100);
    expect(closed - started).toBeLessThan(LINGER_MS + 1000);
  }, 10_000);
});
