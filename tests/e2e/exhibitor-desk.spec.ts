import ExcelJS from "exceljs";
import { e2eDatabase, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForHydration } from "./support/catalogue";
import { userPath } from "./support/favorites";
import { registerPerson, signInOrganizer } from "./support/people";
import { expect, test } from "./support/test";

// The exhibitor's desk as a stand uses it (docs/product/exhibitor-desk.md):
// a visitor bookmarks a product and requests samples; a representative of
// the exhibitor finds the desk in the header's menu, marks the request sent
// with a note, a colleague's stale form is refused beside the field, the
// export reads back, and the visitor appears under "Bookmarked by" and
// "People to meet" with the reason. A visitor cannot open a desk.

/** The exhibitor of a registration and two of its products at the event, read from the journeys' database. */
async function standOf(registrationId: string) {
  const db = e2eDatabase();
  const exhibitor = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.id", "e.name", "re.event_id"])
    .where("re.registration_id", "=", registrationId)
    .orderBy("re.sort_number")
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .select(["p.id", "p.name"])
    .where("rp.event_id", "=", exhibitor.event_id)
    .where("rp.exhibitor_id", "=", exhibitor.id)
    .orderBy("p.id")
    .limit(2)
    .execute();
  expect(products).toHaveLength(2);
  return { eventId: exhibitor.event_id, exhibitor: { id: exhibitor.id, name: exhibitor.name }, products };
}

test("a representative marks a sample request sent, exports it, and sees who bookmarked and whom to meet", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("desk-rep"),
    name: `Dora Desk ${stamp}`,
    discoverable: true,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail("desk-visitor"),
    name: `Ulla Upstream ${stamp}`,
    company: "Upstream Imports",
    discoverable: true,
  });
  const stand = await standOf(rep.registrationId as string);

  // The visitor bookmarks a product and asks for samples of two.
  const visitorPage = await signedInPage(browser, visitor);
  const path = await userPath(visitorPage, stand.eventId);
  const favorite = await visitorPage.request.put(`${path}/favorites/${stand.products[0].id}`, {
    data: { type: "product" },
  });
  expect(favorite.status()).toBe(200);
  for (const product of stand.products)
    expect((await visitorPage.request.put(`${path}/sampleCart/${product.id}`)).status()).toBe(200);
  await visitorPage.goto("/en/my/cart");
  await waitForHydration(visitorPage);
  await visitorPage.getByLabel("Message to the exhibitors (optional)").fill(`Please send to Hamburg ${stamp}`);
  await visitorPage.getByRole("button", { name: "Send the sample request" }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Your sample request has been sent");

  // A visitor has no desk.
  await visitorPage.goto("/en/my/desk");
  await expect(visitorPage.getByText("You don't have the necessary permissions to see this page.")).toBeVisible();

  // The representative finds the desk in the header's menu.
  const repPage = await signedInPage(browser, rep);
  await repPage.goto("/en/my/bookmarks");
  await waitForHydration(repPage);
  await repPage.getByRole("button", { name: "My pages" }).click();
  await expect(
    repPage.getByRole("navigation", { name: "My pages" }).getByRole("link", { name: "Reports" }),
  ).toBeVisible();
  await repPage.getByRole("link", { name: "Exhibitor desk" }).click();
  await expect(repPage.getByRole("heading", { level: 1 })).toHaveText(`Exhibitor desk: ${stand.exhibitor.name}`);
  await expectNoSeriousViolations(repPage, "the exhibitor desk's sample requests");

  // A colleague has the desk open in another tab, before anything changes.
  const colleague = await repPage.context().newPage();
  await colleague.goto("/en/my/desk");
  await waitForHydration(colleague);

  const request_ = repPage.getByRole("article", { name: `From ${visitor.name}` });
  await expect(request_).toContainText(`Please send to Hamburg ${stamp}`);
  for (const product of stand.products) await expect(request_).toContainText(product.name);
  await expect(request_.getByLabel("Status")).toHaveValue("open");
  await waitForHydration(repPage);
  await request_.getByLabel("Status").selectOption({ label: "Sent" });
  // A note over 1,000 characters is refused beside it, and nothing changes.
  await request_.getByLabel("Note for your team").fill("x".repeat(1001));
  await request_.getByRole("button", { name: "Save" }).click();
  await expect(request_.getByLabel("Note for your team")).toHaveAccessibleDescription(
    "A note can have at most 1,000 characters.",
  );
  await expect(request_).not.toContainText("marked by");
  await request_.getByLabel("Note for your team").fill("DHL 00340434161234567890");
  await request_.getByRole("button", { name: "Save" }).click();
  await expect(repPage.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved: the request is now Sent.");
  await expect(request_).toContainText(`Sent, marked by ${rep.name}`);

  // Saved for good: a reload shows it, and the filter counts it.
  await repPage.reload();
  await expect(request_.getByLabel("Status")).toHaveValue("sent");
  await expect(request_.getByLabel("Note for your team")).toHaveValue("DHL 00340434161234567890");
  // The stand may hold other journeys' requests: the filters show the visitor's under Sent only.
  const filters = repPage.getByRole("navigation", { name: "Show sample requests" });
  await filters.getByRole("link", { name: /^Open \(\d+\)$/ }).click();
  await expect(repPage.getByRole("link", { name: /^Open \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(request_).toHaveCount(0);
  await filters.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
  await expect(request_.getByLabel("Status")).toHaveValue("sent");

  // The colleague's form still says open: saving it is refused beside the status, and it shows what is stored.
  const stale = colleague.getByRole("article", { name: `From ${visitor.name}` });
  await stale.getByLabel("Status").selectOption({ label: "Declined" });
  await stale.getByRole("button", { name: "Save" }).click();
  await expect(stale.getByLabel("Status")).toHaveAccessibleDescription(
    "Someone at your stand changed this sample request in the meantime. Its current status is shown; please check it and save again.",
  );
  await expect(stale.getByLabel("Status")).toHaveValue("sent");

  // The export reads back with what the page shows.
  const download = repPage.waitForEvent("download");
  await repPage.getByRole("link", { name: "Download as Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Sample requests - .+ - \d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe("Sample requests");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  const mine = rows.find((row) => row?.[headers.indexOf("Requested by") + 1] === visitor.name);
  expect(mine, "the visitor's request is in the file").toBeDefined();
  const cell = (header: string) => mine?.[headers.indexOf(header) + 1];
  expect(cell("Status")).toBe("Sent");
  expect(cell("Note")).toBe("DHL 00340434161234567890");
  expect(cell("Products (number)")).toBe(2);
  expect(cell("E-mail")).toBe(visitor.email);

  // Who bookmarked: the visitor lets representatives see them, so they are named.
  await repPage.getByRole("navigation", { name: "Desk sections" }).getByRole("link", { name: "Bookmarked by" }).click();
  await expect(repPage.getByRole("heading", { level: 2, name: "Bookmarked by" })).toBeVisible();
  const row = repPage.getByRole("row").filter({ hasText: visitor.name });
  await expect(row).toContainText(stand.products[0].name);

  // People to meet, with the reason.
  await repPage
    .getByRole("navigation", { name: "Desk sections" })
    .getByRole("link", { name: "People to meet" })
    .click();
  const card = repPage.getByRole("listitem").filter({ has: repPage.getByRole("link", { name: visitor.name }) });
  await expect(card.getByRole("list", { name: "Why" })).toContainText("bookmarked 1 of your products");
  await expect(card.getByRole("button", { name: `Send a message: ${visitor.name}` })).toBeVisible();
  await expectNoSeriousViolations(repPage, "the exhibitor desk's people to meet");

  // The team's meetings and schedule.
  await repPage
    .getByRole("navigation", { name: "Desk sections" })
    .getByRole("link", { name: "Meetings and schedule" })
    .click();
  await expect(repPage.getByRole("heading", { level: 2, name: "Team schedule" })).toBeVisible();
  await expect(repPage.getByRole("columnheader", { name: rep.name })).toBeVisible();

  // In German.
  await repPage.goto("/de/my/desk");
  await expect(repPage.getByRole("heading", { level: 1 })).toHaveText(`Ausstellerschalter: ${stand.exhibitor.name}`);
  await expect(repPage.getByRole("article", { name: `Von ${visitor.name}` }).getByLabel("Status")).toHaveValue("sent");
});

test("an organizer opens an exhibitor's desk from the console", async ({ page, context, request }) => {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("desk-rep-organizer"),
    name: `Olga Desk ${Date.now().toString(36)}`,
  });
  const stand = await standOf(rep.registrationId as string);
  await signInOrganizer(context);
  await page.goto(`/en/organizer/exhibitors/${stand.exhibitor.id}?event=${stand.eventId}`);
  await page.getByRole("link", { name: "Its exhibitor desk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Exhibitor desk: ${stand.exhibitor.name}`);
  await expect(page.getByText("You are looking at this desk as an organizer of the event.")).toBeVisible();
  await page.getByRole("navigation", { name: "Desk sections" }).getByRole("link", { name: "Contact messages" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Contact messages" })).toBeVisible();
  // Without the exhibitor named, an organizer who represents none has no desk.
  await page.goto(`/en/my/desk?event=${stand.eventId}`);
  await expect(page.getByText("You don't have the necessary permissions to see this page.")).toBeVisible();
});
