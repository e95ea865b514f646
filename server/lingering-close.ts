import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";

// Lingering close (docs/security.md "Limits"). An answer given before its
// request's body was read (a 413, a 401 of a signed-out write) closes the
// connection. Closing a socket with unread bytes makes the kernel send a
// reset, and a client still writing its body, or whose kernel gets the reset
// before the answer, sees "connection reset" instead of the answer. So once
// the answer is written the server half-closes (the client reads the answer
// and its end), reads and discards the rest of the body, and closes when the
// body has ended, or after LINGER_BYTES more bytes or LINGER_MS, whichever
// comes first: no client holds a socket longer than that.

/** The most the server reads and throws away after its answer. */
export const LINGER_BYTES = 8 * 1024 * 1024;
/** The longest the server waits for the rest of a body after its answer. */
export const LINGER_MS = 3_000;
const POLL_MS = 50;

/** The request a socket is serving now (a kept-alive socket serves one after another). */
const current = new WeakMap<Socket, IncomingMessage>();

/**
 * Node's HTTP server calls `socket.destroySoon()` once the last answer of a
 * connection is written. For a request whose body is still coming, this one
 * lingers instead of closing at once.
 */
function lingeringDestroySoon(this: Socket): void {
  const req = current.get(this);
  if (!req || req.complete || this.destroyed) {
    Socket.prototype.destroySoon.call(this);
    return;
  }
  this.end();
  // A body reader that stopped at its limit left the request paused: drain it to nowhere.
  req.unpipe();
  req.removeAllListeners("data");
  req.resume();
  const until = this.bytesRead + LINGER_BYTES;
  const deadline = Date.now() + LINGER_MS;
  const close = () => {
    clearInterval(watch);
    this.destroy();
  };
  const watch = setInterval(() => {
    if (this.bytesRead > until || Date.now() > deadline) close();
  }, POLL_MS);
  req.once("end", close);
  this.once("close", () => clearInterval(watch));
}

/** Makes the request's connection linger if it is answered and closed before its body is read. */
export function lingerIfAnsweredEarly(req: IncomingMessage): void {
  const socket = req.socket;
  if (!(socket instanceof Socket)) return;
  current.set(socket, req);
  if (socket.destroySoon !== lingeringDestroySoon) socket.destroySoon = lingeringDestroySoon;
}
