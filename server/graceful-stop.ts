import type { Server } from "node:http";
import { beginStopping } from "~/.server/lifecycle";
import { logger } from "~/.server/observability/logger";
import { noRequestsInFlight, requestsInFlight } from "./request-observer";

// What the process does on SIGTERM or SIGINT (a rolling deploy, Ctrl-C):
// readiness turns 503 and live streams are told to reconnect (to another
// instance, through the proxy); the listening socket closes, so new
// connections are refused and the proxy tries the next instance; kept-alive
// connections close as soon as they are idle, and each answer still to come
// says `Connection: close`; requests in flight finish, for at most
// `timeoutMs`; then the application stops (buffered analytics are written).

/** How often connections that became idle during the stop are closed. */
const IDLE_SWEEP_MS = 50;

export async function stopGracefully(
  listener: Server,
  options: { timeoutMs: number; stopApplication: () => Promise<void> },
): Promise<void> {
  const log = logger();
  log.info(`Stopping: ${requestsInFlight()} requests in flight.`);
  const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
  beginStopping();
  const sweep = setInterval(() => listener.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    noRequestsInFlight().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), options.timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (!drained)
    log.warn(`Stopping: ${requestsInFlight()} requests still in flight after ${options.timeoutMs} ms, cut.`);
  listener.closeAllConnections();
  await closed;
  try {
    await options.stopApplication();
  } catch (error) {
    log.error("Stopping: the application did not stop cleanly", error);
  }
  log.info("Stopped.");
}
