import type { Page, Request } from "@playwright/test";
import { waitForHydration } from "./catalogue";

// A page "settled": hydrated, and no request in flight for a while, live
// streams aside. Playwright's "networkidle" counts an open EventSource (the
// signed-in header's unread count, a preview's frame) as a request that never
// ends, so it is reached only when the stream happens to open after a quiet
// half second: a journey waiting for it hung now and then.

const QUIET_MS = 500;

/** Opens `url` and waits until it is hydrated and no request but live streams has been in flight for half a second. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  const pending = new Set<Request>();
  const opened = (request: Request) => {
    if (request.resourceType() !== "eventsource") pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on("request", opened);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(url);
    await waitForHydration(page);
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off("request", opened);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}
