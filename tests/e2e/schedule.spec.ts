import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// My schedule (docs/product/meetings.md): a representative blocks an
// afternoon in one action and the slots vanish from the booking form a
// visitor sees; a backwards range is refused beside its field; the personal
// calendar link is read by a calendar app (no cookies), renewed and revoked;
// a visitor gets no blocking controls; the page in German.

const notice = (page: Page) => page.getByRole("main").getByRole("status");

test("a representative blocks an afternoon in one action; the booking form no longer offers it; unblocked, it does", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("sched-rep"),
    name: `Bea Blocker ${tag}`,
    discoverable: true,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail("sched-vis"),
    name: "Val Visitor",
  });
  const repPage = await signedInPage(browser, rep);
  const visitorPage = await signedInPage(browser, visitor);

  await repPage.goto("/en/my/schedule");
  await expect(repPage.getByRole("heading", { level: 1, name: "My schedule" })).toBeVisible();
  await expectNoSeriousViolations(repPage, "my schedule");
  const firstDay = repPage
    .getByRole("region")
    .filter({ has: repPage.getByRole("table") })
    .first();
  await expect(firstDay.getByRole("cell", { name: "Blocked", exact: true })).toHaveCount(0);

  // The afternoon of the first day, in one action.
  const partForm = repPage.getByRole("form", { name: "Part of a day" });
  await expect(partForm.getByLabel("Part of the day")).toHaveValue("afternoon");
  await partForm.getByRole("button", { name: "Block part of the day" }).click();
  await expect(notice(repPage)).toContainText("Blocked:");
  await expect(firstDay.getByRole("cell", { name: "Blocked", exact: true })).toHaveCount(12);
  await expect(repPage.getByRole("button", { name: /^Unblock/ })).toHaveCount(1);

  // The visitor's booking form shows those twelve slots as blocked, none to choose.
  await visitorPage.goto(`/en/people/${rep.id}`);
  await expect(visitorPage.getByText("(Blocked)")).toHaveCount(12);
  const offered = await visitorPage.getByRole("radio").count();

  // Unblocked in one action: the form offers them again.
  await repPage.getByRole("button", { name: /^Unblock/ }).click();
  await expect(notice(repPage)).toContainText("Unblocked: the time is free again.");
  await expect(firstDay.getByRole("cell", { name: "Blocked", exact: true })).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByText("(Blocked)")).toHaveCount(0);
  await expect(visitorPage.getByRole("radio")).toHaveCount(offered + 12);

  // A range that ends before it starts is refused beside "Until", and nothing is blocked.
  const rangeForm = repPage.getByRole("form", { name: "A time range" });
  await rangeForm.getByLabel("From").selectOption("14:00");
  await rangeForm.getByLabel("Until").selectOption("12:00");
  await rangeForm.getByRole("button", { name: "Block this time" }).click();
  await expect(rangeForm.getByLabel("Until")).toHaveAccessibleDescription("The end must be after the start.");
  await expect(repPage.getByText("You have not blocked any time.")).toBeVisible();

  await Promise.all([repPage, visitorPage].map((page) => page.context().close()));
});

test("my calendar link is read by a calendar app, renewed and revoked", async ({ browser, request }) => {
  const visitor = await registerPerson(request, { kind: "attendee", email: uniqueEmail("cal-vis"), name: "Cal Endar" });
  const page = await signedInPage(browser, visitor);
  await page.goto("/en/my/schedule");
  // A visitor does not block time.
  await expect(page.getByRole("form", { name: "A time range" })).toHaveCount(0);
  await expect(page.getByText("You have no calendar link.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Make a calendar link" }).click();
  const link = page.getByLabel("Calendar link");
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  const first = await link.inputValue();

  // A calendar app reads it without cookies.
  const feed = await request.get(first);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(new ICAL.Component(ICAL.parse(await feed.text())).name).toBe("vcalendar");

  await page.getByRole("button", { name: "Renew the link" }).click();
  await expect(notice(page)).toHaveText("Your calendar has a new link. The old one no longer works.");
  await expect(link).not.toHaveValue(first);
  const renewed = await link.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(renewed)).status()).toBe(200);

  await page.getByRole("button", { name: "Revoke the link" }).click();
  await expect(notice(page)).toHaveText("Your calendar link no longer works.");
  await expect(page.getByLabel("Calendar link")).toHaveCount(0);
  expect((await request.get(renewed)).status()).toBe(404);
  await page.reload();
  await expect(page.getByRole("button", { name: "Make a calendar link" })).toBeVisible();
  await page.context().close();
});

test("the schedule in German", async ({ browser, request }) => {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("de-rep"),
    name: "Dirk Deutsch",
  });
  const page = await signedInPage(browser, rep);
  await page.goto("/de/my/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Mein Zeitplan" })).toBeVisible();
  await expect(page.getByText(/Ihre Termine, freie und blockierte Zeiten/)).toBeVisible();
  await page
    .getByRole("form", { name: "Ein Teil des Tages" })
    .getByRole("button", { name: "Tageszeit blockieren" })
    .click();
  await expect(notice(page)).toContainText("Blockiert:");
  await expect(page.getByRole("cell", { name: "Blockiert", exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "my schedule in German");
  await page.context().close();
});
