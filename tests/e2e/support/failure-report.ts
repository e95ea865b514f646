import type { ConsoleMessage, Page, TestInfo } from "@playwright/test";

// What a failed journey's browser pages were doing when it failed, written to
// the run's output: CI keeps its log, not the trace. For each page, what
// React Router's router was doing (the location it shows, a navigation or a
// revalidation under way) and the page's last console warnings and errors.
// A click that navigates nowhere (a journey that failed once in CI, 2026-12-03)
// shows there as the router's state, which the trace does not record.

const KEPT_MESSAGES = 20;
const READ_TIMEOUT_MS = 2_000;

export interface PageRecord {
  page: Page;
  messages: string[];
}

/** Starts keeping a page's console warnings and errors, the last few. */
export function recordPage(page: Page, records: PageRecord[]): void {
  const record: PageRecord = { page, messages: [] };
  records.push(record);
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    record.messages.push(`${new Date().toISOString()} ${message.type()}: ${message.text()}`);
    if (record.messages.length > KEPT_MESSAGES) record.messages.shift();
  });
}

/** The router's state as the page sees it, or why it could not be read. */
function readRouter(page: Page): Promise<unknown> {
  const read = page.evaluate(() => {
    const router = (window as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter;
    if (!router) return { url: window.location.href, router: "none (not hydrated)" };
    const { location, navigation, revalidation, initialized, fetchers, errors } = router.state;
    return {
      url: window.location.href,
      location: location.pathname + location.search + location.hash,
      navigation: {
        state: navigation.state,
        location: navigation.location ? navigation.location.pathname + navigation.location.search : null,
      },
      revalidation,
      initialized,
      busyFetchers: [...fetchers.values()].filter((fetcher) => fetcher.state !== "idle").length,
      errors: errors ? Object.keys(errors) : null,
      focus: document.activeElement?.outerHTML.slice(0, 200) ?? null,
    };
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve("not read within 2 s"), READ_TIMEOUT_MS);
  });
  return Promise.race([read.catch((error: unknown) => `not read: ${String(error)}`), late]).finally(() =>
    clearTimeout(timer),
  );
}

interface RouterState {
  location: { pathname: string; search: string; hash: string };
  navigation: { state: string; location?: { pathname: string; search: string } };
  revalidation: string;
  initialized: boolean;
  fetchers: Map<string, { state: string }>;
  errors: Record<string, unknown> | null;
}

/** Writes, for a journey that did not end as expected, what each of its open pages was doing. */
export async function reportFailure(testInfo: TestInfo, records: PageRecord[]): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const open = records.filter(({ page }) => !page.isClosed());
  const pages = await Promise.all(
    open.map(async ({ page, messages }) => ({ router: await readRouter(page), messages })),
  );
  const report = JSON.stringify(pages, null, 2);
  await testInfo.attach("pages at the failure", { body: report, contentType: "application/json" });
  console.log(`[${testInfo.title}] pages at the failure:\n${report}`);
}
