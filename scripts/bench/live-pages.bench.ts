import type { APIRequestContext, Browser, Page, Request } from "@playwright/test";
import { login, signedInPage, uniqueEmail } from "../../tests/e2e/support/accounts";
import { mainHeading, waitForHydration } from "../../tests/e2e/support/catalogue";
import { expectFavorited, gotoSignedIn, myPage, openProduct, productFavorite } from "../../tests/e2e/support/favorites";
import { eventOfMyOwn, organizerOf } from "../../tests/e2e/support/own-event";
import { registerPerson } from "../../tests/e2e/support/people";
import { ON_DEVICE, sameUserElsewhere } from "../../tests/e2e/support/tasting-notes";
import { expect, test } from "../../tests/e2e/support/test";
import { quantile } from "./quantile";

// How soon an open page shows what was written elsewhere (npm run bench:live,
// docs/benchmarks.md "Live pages in a browser"): the promises "within a
// second" of docs/product/my-catalogue.md, docs/product/chat.md,
// docs/product/meetings.md, docs/product/site-settings.md and
// docs/offline-writes.md, timed in a real Chromium on the journeys' built site
// (tests/support/test-stack.ts); the journeys only hold that the page follows
// without a reload. The watched page takes the time of the change (a
// MutationObserver there); the writing page's request gives the times it was
// sent and its answer read (Resource Timing), a request sent through the API
// takes them on this side, and a write made offline is timed from the
// network's return: all on the machine's one clock. BENCH_ROUNDS writes per
// case (default 20).

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
test.describe.configure({ mode: "serial" });
test.setTimeout(Number(process.env.BENCH_TIMEOUT_MS ?? 600_000));

/**
 * What the watched page must show: elements matching `selector` (with `text`),
 * or none of them; with `ofHeading`, only those whose nearest article holds the
 * page's heading (a product page's own button, not a related product's card).
 */
interface Shown {
  selector: string;
  text?: string;
  absent?: boolean;
  ofHeading?: boolean;
  /** At least this many (default 1). */
  count?: number;
}

/** Starts watching `page`; resolves with the epoch time (ms) at which it first shows `shown`. */
function whenShown(page: Page, shown: Shown): Promise<number> {
  return page.evaluate(
    (w) =>
      new Promise<number>((resolve) => {
        const holds = () => {
          const matching = [...document.querySelectorAll(w.selector)].filter(
            (node) =>
              (w.text === undefined || (node.textContent ?? "").includes(w.text)) &&
              (!w.ofHeading || node.closest("article")?.querySelector("h1") != null),
          );
          const found = matching.length >= (w.count ?? 1);
          return w.absent ? !found : found;
        };
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        if (holds()) throw new Error(`${JSON.stringify(w)} holds before the write`);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    shown,
  );
}

/**
 * The first request `isWrite` names once it is done (finished, or failed: React
 * Router lets go of a form's answer once it has read it, which Chromium reports
 * as aborted), with the epoch times (ms) at which it left `page` and its answer
 * had reached it. Listening starts before the write, so no ending is missed.
 */
function writeTimes(page: Page, isWrite: (request: Request) => boolean): Promise<{ sent: number; answered: number }> {
  return new Promise((resolve, reject) => {
    const done = (request: Request) => {
      if (!isWrite(request)) return;
      page.off("requestfinished", done);
      page.off("requestfailed", done);
      const timing = request.timing();
      if (timing.responseEnd > 0) resolve({ sent: timing.startTime, answered: timing.startTime + timing.responseEnd });
      else reject(new Error(`no answer to ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  });
}

/** Per case, each sample's delay from each of its starts (a write's sending and its answer, which the other page may beat). */
const samples = new Map<string, Record<string, number>[]>();
function record(name: string, starts: Record<string, number>, shownAt: number): void {
  expect(shownAt, `${name}: shown before it was written`).toBeGreaterThan(Math.min(...Object.values(starts)));
  const sample = Object.fromEntries(Object.entries(starts).map(([from, at]) => [from, shownAt - at]));
  samples.set(name, [...(samples.get(name) ?? []), sample]);
}

/** One write on `writer` (`act`), answered by the request `isWrite` names, and each watched page's delay. */
async function timeWrite(
  writer: Page,
  isWrite: (request: Request) => boolean,
  act: () => Promise<void>,
  watched: Record<string, [Page, Shown]>,
): Promise<void> {
  const shown = Object.entries(watched).map(([name, [page, what]]) => [name, whenShown(page, what)] as const);
  const answered = writeTimes(writer, isWrite);
  await act();
  const write = await answered;
  const starts = { "the write sent": write.sent, "its answer": write.answered };
  for (const [name, when] of shown) record(name, starts, await when);
}

test.afterAll(() => {
  for (const [name, values] of samples) {
    const from = Object.keys(values[0] ?? {}).map((start) => {
      const ms = (q: number) =>
        Math.round(
          quantile(
            values.map((sample) => sample[start] ?? Number.NaN),
            q,
          ),
        );
      return `from ${start} p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms`;
    });
    console.log(`live ${name}: n=${values.length}; ${from.join("; ")}`);
  }
});

/** A form's POST to its route's action (React Router's `.data` request). */
const isFormPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname.endsWith(".data");

const isFavoriteWrite = (request: Request) =>
  /\/favorites\/[^/]+$/.test(new URL(request.url()).pathname) && request.method() !== "GET";

test("a bookmark reaches the same user's other open pages", async ({ context, page }) => {
  const account = await login(context, { email: uniqueEmail("live-bench"), name: "Lina Live" });
  const product = await openProduct(page);
  await gotoSignedIn(page, product.url);
  const tablet = await sameUserElsewhere(context, account.email);
  const tabletProduct = await tablet.newPage();
  await gotoSignedIn(tabletProduct, product.url);
  const tabletList = await tablet.newPage();
  await tabletList.goto(myPage("bookmarks", product.eventId));
  await waitForHydration(tabletList);
  const button = productFavorite(page, product.name);
  const pressed = (value: boolean): Shown => ({
    selector: `main article button[aria-pressed="${value}"]`,
    ofHeading: true,
    text: `${value ? "Bookmarked" : "Bookmark"} ${product.name}`,
  });
  const entry = { selector: "main li article h2", text: product.name };
  for (let round = 0; round < ROUNDS; round++) {
    await timeWrite(page, isFavoriteWrite, () => button.click(), {
      "bookmark added, the product page of another device": [tabletProduct, pressed(true)],
      "bookmark added, My bookmarks on another device": [tabletList, entry],
    });
    await expectFavorited(button, true);
    await timeWrite(page, isFavoriteWrite, () => button.click(), {
      "bookmark removed, the product page of another device": [tabletProduct, pressed(false)],
      "bookmark removed, My bookmarks on another device": [tabletList, { ...entry, absent: true }],
    });
    await expectFavorited(button, false);
  }
  // Made without a network, kept on the device, sent when the network returns: timed from its return.
  const tabletButton = productFavorite(tabletProduct, product.name);
  for (let round = 0; round < ROUNDS; round++) {
    await context.setOffline(true);
    await button.click();
    await expect(button).toHaveAccessibleDescription(ON_DEVICE);
    const shown = whenShown(tabletProduct, pressed(true));
    const back = Date.now();
    await context.setOffline(false);
    record("bookmark made offline, the product page of another device", { "the network's return": back }, await shown);
    await expect(button).not.toHaveAccessibleDescription(ON_DEVICE);
    await button.click();
    await expectFavorited(button, false);
    await expectFavorited(tabletButton, false);
  }
  await tablet.close();
});

/** A representative and a visitor registered at the primary event, each signed in on a page of their own. */
async function pair(browser: Browser, request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const person = (kind: "representative" | "attendee", name: string) =>
    registerPerson(request, {
      kind,
      email: uniqueEmail(`live-${kind}`),
      name: `${name} ${stamp}`,
      company: `${name}'s`,
      discoverable: true,
    });
  const rep = await person("representative", "Carla");
  const visitor = await person("attendee", "Viktor");
  return { rep, visitor, repPage: await signedInPage(browser, rep), visitorPage: await signedInPage(browser, visitor) };
}

test("a message reaches the representative's open inbox, the answer the visitor's open conversation", async ({
  browser,
  request,
}) => {
  const { rep, visitor, repPage: repInbox, visitorPage } = await pair(browser, request);
  await visitorPage.goto(`/en/people/${rep.id}`);
  await waitForHydration(visitorPage);
  await visitorPage.getByRole("button", { name: "Send a message" }).click();
  await expect(mainHeading(visitorPage)).toHaveText(`Conversation with ${rep.name}`);
  await repInbox.goto("/en/my/messages");
  await waitForHydration(repInbox);
  await waitForHydration(visitorPage);
  const send = (page: Page, text: string) => async () => {
    await page.getByLabel("Your message").fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
  };
  // Both people open the conversation at the same address once it has a message.
  const repConversation = await repInbox.context().newPage();
  for (let round = 0; round < ROUNDS; round++) {
    const question = `Question ${round} about the Barolo`;
    await timeWrite(visitorPage, isFormPost, send(visitorPage, question), {
      "message, the representative's open inbox": [repInbox, { selector: "main li", text: question }],
    });
    // Answered: the field is emptied for the next message.
    await expect(visitorPage.getByLabel("Your message")).toHaveValue("");
    if (round === 0) {
      await repConversation.goto(new URL(visitorPage.url()).pathname);
      await expect(mainHeading(repConversation)).toHaveText(`Conversation with ${visitor.name}`);
      await waitForHydration(repConversation);
    }
    const answer = `Answer ${round}: table B12`;
    await timeWrite(repConversation, isFormPost, send(repConversation, answer), {
      "answer, the visitor's open conversation": [visitorPage, { selector: "main ol li", text: answer }],
    });
    await expect(repConversation.getByLabel("Your message")).toHaveValue("");
  }
});

test("a meeting request reaches the representative's open meetings page", async ({ browser, request }) => {
  const { rep, visitor, repPage, visitorPage } = await pair(browser, request);
  await repPage.goto("/en/my/meetings");
  await waitForHydration(repPage);
  // Sent as the booking form sends it, from the visitor's signed-in context: timed on this side, on the same clock.
  const asVisitor = visitorPage.context().request;
  const api = `/api/collections/${rep.eventId}`;
  const { slots } = (await (await asVisitor.get(`${api}/people/${rep.id}/slots`)).json()) as {
    slots: { start: string; status: string }[];
  };
  const free = slots.filter((slot) => slot.status === "available" && Date.parse(slot.start) > Date.now());
  expect(free.length).toBeGreaterThanOrEqual(ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const link = { selector: "main section a", text: `Meeting with ${visitor.name}`, count: round + 1 };
    const shown = whenShown(repPage, link);
    const sent = Date.now();
    const response = await asVisitor.post(`${api}/meetings`, {
      data: {
        partnerId: rep.id,
        start: free[round]?.start,
        message: `Request ${round}: your Riesling, at your table?`,
        telephone: "+49 30 1234567",
        shareContactDetails: true,
        acceptTerms: true,
      },
    });
    const answered = Date.now();
    expect(response.status(), await response.text()).toBe(201);
    record(
      "meeting requested, the representative's open meetings page",
      { "the write sent": sent, "its answer": answered },
      await shown,
    );
  }
});

test("a settings change reaches a visitor's open notes page", async ({ browser, context, page }) => {
  const eventId = await eventOfMyOwn("Live Bench Fair");
  await organizerOf(context, eventId, "Olga");
  const visitorContext = await browser.newContext();
  await login(visitorContext, { name: "Vera Visitor" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en/my/tasting-notes?event=${eventId}`);
  await waitForHydration(visitor);
  await page.goto(`/en/organizer?event=${eventId}`);
  await waitForHydration(page);
  const notes = page.getByRole("checkbox", { name: "Tasting notes" });
  const disabled = { selector: "main", text: "Tasting notes are disabled for this site." };
  const saved = page.getByRole("status").filter({ hasText: "Settings saved." });
  for (let round = 0; round < ROUNDS; round++) {
    for (const off of [true, false]) {
      await (off ? notes.uncheck() : notes.check());
      await timeWrite(page, isFormPost, () => page.getByRole("button", { name: "Save settings" }).click(), {
        [`settings: notes switched ${off ? "off" : "on"}, a visitor's open notes page`]: [
          visitor,
          { ...disabled, absent: !off },
        ],
      });
      await expect(saved).toBeVisible();
    }
  }
  await visitorContext.close();
});
