import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";
import { type PageRecord, recordPage, reportFailure } from "./failure-report";

// The `test` every journey uses: Playwright's, plus a watch on every page of
// every browser context the test opens (its own `page` and those of
// `browser.newContext()`). A journey fails when the browser refused anything
// under the Content-Security-Policy (what it says on the console, and every
// `securitypolicyviolation` event, which also reports a refused `eval` or
// `new Function` that the page's code caught, so said nothing about), or when React reported a hydration
// error or the page threw: a user would be looking at a broken page. The
// "Leave site?" prompt of a pending write is answered "Leave". Every API call
// a journey makes itself closes its connection (`closeEachCall`). A journey
// that fails writes what each of its pages was doing (failure-report.ts).

export { expect } from "@playwright/test";

const CSP_VIOLATION = /Content Security Policy|Refused to (execute|load|apply|connect|frame|evaluate|compile)/i;
/** Said on the console by the script every page of a watched context starts with. */
const REPORTED = "Content Security Policy violation reported:";

// Runs in the page before its own scripts; added by the test, so no page policy applies to it.
const REPORT_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (e) => {
  console.error(${JSON.stringify(REPORTED)} + " " + e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " in " + (e.sourceFile || "the document") + ":" + e.lineNumber);
});`;
const HYDRATION = /hydrat|Minified React error #(418|423|425)/i;

function watch(page: Page, problems: string[], records: PageRecord[]): void {
  recordPage(page, records);
  page.on("console", (message: ConsoleMessage) => {
    const text = message.text();
    if (CSP_VIOLATION.test(text)) problems.push(`CSP violation on ${page.url()}: ${text}`);
    else if (message.type() === "error" && HYDRATION.test(text))
      problems.push(`hydration error on ${page.url()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  // A write still on its way makes leaving ask first (app/lib/pending-writes.ts); a journey that
  // reloads or leaves then means it, as a person answering "Leave" would. The write goes on
  // (keepalive); tests/e2e/pending-writes.spec.ts holds both the prompt and the write.
  page.on("dialog", (dialog) => {
    if (dialog.type() === "beforeunload") void dialog.accept().catch(() => {});
  });
}

async function watchContext(context: BrowserContext, problems: string[], records: PageRecord[]): Promise<void> {
  await context.addInitScript(REPORT_VIOLATIONS);
  for (const page of context.pages()) watch(page, problems, records);
  context.on("page", (page) => watch(page, problems, records));
}

/**
 * The site keeps an idle connection 65 s (server.js); Playwright's API client
 * keeps its own without a limit, and reused one 66.07 s after its last call,
 * as the site closed it (ECONNRESET, small-screen.spec.ts in the CI of
 * 2026-11-30 07:20). Every call of every API client (the `request` fixture,
 * `context.request`, `page.request`: one class) asks for its connection to
 * be closed after it, unless the call says otherwise. A browser's own requests
 * are left as they are.
 */
function closeEachCall(api: APIRequestContext): void {
  const proto = Object.getPrototypeOf(api) as APIRequestContext & { [CLOSING]?: true };
  if (proto[CLOSING]) return;
  const fetch = proto.fetch;
  proto.fetch = function (
    this: APIRequestContext,
    urlOrRequest: Parameters<Fetch>[0],
    options: Parameters<Fetch>[1] = {},
  ) {
    // A Request carries its own headers, which `headers` would replace.
    if (typeof urlOrRequest !== "string") return fetch.call(this, urlOrRequest, options);
    return fetch.call(this, urlOrRequest, { ...options, headers: { connection: "close", ...options.headers } });
  } as Fetch;
  proto[CLOSING] = true;
}
const CLOSING = Symbol("closes each call");
type Fetch = APIRequestContext["fetch"];

export const test = base.extend<{ browserProblems: string[] }>({
  browserProblems: [
    async ({ browser, context }, use, testInfo) => {
      const problems: string[] = [];
      const records: PageRecord[] = [];
      closeEachCall(context.request);
      await watchContext(context, problems, records);
      const newContext = browser.newContext.bind(browser) as Browser["newContext"];
      const patched: Browser["newContext"] = async (...args) => {
        const created = await newContext(...args);
        await watchContext(created, problems, records);
        return created;
      };
      browser.newContext = patched;
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
        await reportFailure(testInfo, records);
      }
      if (problems.length > 0) throw new Error(`The browser reported:\n${problems.join("\n")}`);
    },
    { auto: true },
  ],
});
