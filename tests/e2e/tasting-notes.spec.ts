import type { Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { patchEventSettings } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { listReady, mainHeading, openResult, productArticle, waitForHydration } from "./support/catalogue";
import { favoriteEntry, myPage, type OpenedProduct, openProduct, userPath } from "./support/favorites";
import {
  editor,
  expectSaved,
  myNote,
  noteField,
  noteStatus,
  ON_DEVICE,
  openEditor,
  phone,
  SAVED,
  sameUserElsewhere,
  scale,
  section,
} from "./support/tasting-notes";
import { expect, test } from "./support/test";

// Tasting notes as a visitor writes them at the fair, phone in one hand:
// stars and scales with a tap, text typed, each saved as it comes; the note
// after a reload, on My tasting notes and the product on My bookmarks; a
// lost connection while typing; a second browser following along; and the
// site setting that switches notes off (on the autumn tasting only, so the
// journeys on the main fair are undisturbed, and switched back after).

test.use(phone);

const AUTUMN = "uncork-autumn-tasting-2026";

async function openAutumnProduct(page: Page): Promise<OpenedProduct> {
  await page.goto(`/p/en/events/${AUTUMN}/products`);
  await listReady(page, "en");
  await openResult(page, "en", 0);
  const url = page.url();
  const eventId = decodeURIComponent(/\/events\/([^/]+)\//.exec(new URL(url).pathname)![1]!);
  const name = (await mainHeading(page).evaluate((h1) => h1.firstChild?.textContent ?? "")).trim();
  const title = (await mainHeading(page).innerText()).replace(/\s+/g, " ").trim();
  return { name, title, url, eventId };
}

const productIdOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

test("on a phone: stars, scales and text are saved as they are tapped and typed, and are there after a reload and on my pages", async ({
  page,
  context,
}) => {
  // The longest journey of the file (about 30 s alone, 50 s on a busy CI machine): room to finish.
  test.setTimeout(120_000);
  await login(context, { email: uniqueEmail("notes"), name: "Tina Taster" });
  const product = await openProduct(page, 1);
  await waitForHydration(page);
  const form = await openEditor(page, product.name, false);

  await expect(form.getByRole("group", { name: "Rating 1 to 5 stars" })).toBeVisible();
  await form.getByRole("radio", { name: "4 stars" }).tap();
  await expectSaved(page);
  await scale(form, "Body").getByRole("radio", { name: "Full", exact: true }).tap();
  await scale(form, "Acidity").getByRole("radio", { name: "High", exact: true }).tap();
  await scale(form, "Fruit").getByRole("radio", { name: "Intense", exact: true }).tap();
  // Tapping the chosen value again clears it.
  await scale(form, "Fruit").getByRole("radio", { name: "Intense", exact: true }).tap();
  await expect(scale(form, "Fruit").getByRole("radio", { name: "Intense", exact: true })).not.toBeChecked();
  await noteField(form).tap();
  await noteField(form).pressSequentially("Dark cherry and violets, a firm finish.");
  await expectSaved(page);
  await expect(noteStatus(page)).toHaveText(SAVED);

  await expectNoSeriousViolations(page, "the product page with the tasting note open");

  await page.reload();
  await waitForHydration(page);
  const again = await openEditor(page, product.name, true);
  await expect(again.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(scale(again, "Body").getByRole("radio", { name: "Full", exact: true })).toBeChecked();
  await expect(scale(again, "Acidity").getByRole("radio", { name: "High", exact: true })).toBeChecked();
  await expect(scale(again, "Fruit").getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(noteField(again)).toHaveValue("Dark cherry and violets, a firm finish.");

  await page.goto(`/en/my/tasting-notes?event=${encodeURIComponent(product.eventId)}`);
  await expect(mainHeading(page)).toHaveText("My tasting notes");
  const entry = myNote(page, product.title);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("4 of 5 stars");
  await expect(entry).toContainText("Acidity: High · Body: Full");
  await expect(entry).toContainText("Dark cherry and violets, a firm finish.");
  await expect(page.getByText("1 note", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export my tasting booklet (PDF or Excel)" })).toHaveAttribute(
    "href",
    `/en/my/booklet?source=notes&event=${encodeURIComponent(product.eventId)}`,
  );
  await expectNoSeriousViolations(page, "My tasting notes");

  // Edited in place on the page, by keyboard: arrows move the stars, Clear unsets them.
  await entry.getByRole("button", { name: `Edit the note on ${product.title}` }).click();
  const inline = editor(page, product.title);
  await expect(inline).toBeVisible();
  await inline.getByRole("radio", { name: "4 stars" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(inline.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await expect(inline.getByRole("status")).toHaveText(SAVED);
  await expectNoSeriousViolations(page, "My tasting notes with a note being edited");
  await page.keyboard.press("Shift+Tab");
  await expect(inline.getByRole("button", { name: "Clear Rating" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    inline.getByRole("group", { name: "Rating 1 to 5 stars" }).getByRole("radio", { checked: true }),
  ).toHaveCount(0);
  await expect(inline.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
  await expect(inline.getByRole("status")).toHaveText(SAVED);
  await entry.getByRole("button", { name: `Edit the note on ${product.title}` }).click();
  await expect(entry).toContainText("Not rated");

  // Saving the note bookmarked the product.
  await page.goto(myPage("bookmarks", product.eventId));
  await expect(favoriteEntry(page, product.title)).toBeVisible();

  // Deleted from My tasting notes (after a confirmation); the bookmark stays.
  await page.goto(`/en/my/tasting-notes?event=${encodeURIComponent(product.eventId)}`);
  await waitForHydration(page);
  await myNote(page, product.title)
    .getByRole("button", { name: `Delete the note on ${product.title}` })
    .click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    `The note on ${product.title} was deleted.`,
  );
  await expect(myNote(page, product.title)).toHaveCount(0);
  await expect(page.getByText("0 notes", { exact: true })).toBeVisible();
  await page.reload();
  await expect(myNote(page, product.title)).toHaveCount(0);
  await page.goto(myPage("bookmarks", product.eventId));
  await expect(favoriteEntry(page, product.title)).toBeVisible();
});

test("the sample cart answering late does not move the stars under a thumb", async ({ page, context }) => {
  // A tap lands where the star was when the finger came down: text arriving
  // above the note (the cart's state) must not push the stars away.
  await login(context, { email: uniqueEmail("steady"), name: "Steady Thumb" });
  let answerCart!: () => void;
  const cartHeld = new Promise<void>((resolve) => {
    answerCart = resolve;
  });
  await page.route(/\/sampleCart$/, async (route) => {
    await cartHeld;
    await route.continue();
  });
  const product = await openProduct(page, 2);
  await waitForHydration(page);
  const form = await openEditor(page, product.name, false);
  const star = form.getByRole("radio", { name: "3 stars" });
  const before = await star.boundingBox();
  answerCart();
  await expect(productArticle(page).getByRole("link", { name: /^Your sample cart \(/ })).toBeVisible();
  expect(await star.boundingBox()).toEqual(before);
  await star.tap();
  await expectSaved(page);
});

test("typing without a connection says the note is kept on the device, keeps the text, and saves it once back online", async ({
  page,
  context,
}) => {
  await login(context, { email: uniqueEmail("offline"), name: "Otto Offline" });
  const product = await openProduct(page, 2);
  await waitForHydration(page);
  const form = await openEditor(page, product.name, false);
  await form.getByRole("radio", { name: "3 stars" }).tap();
  await expectSaved(page);

  await context.setOffline(true);
  await noteField(form).tap();
  await noteField(form).pressSequentially("Written in the cellar, no signal.");
  await expect(noteStatus(page)).toHaveText(ON_DEVICE);
  await expect(noteField(form)).toHaveValue("Written in the cellar, no signal.");

  await context.setOffline(false);
  await expectSaved(page, 20_000);
  await page.reload();
  await waitForHydration(page);
  const again = await openEditor(page, product.name, true);
  await expect(noteField(again)).toHaveValue("Written in the cellar, no signal.");
  await expect(again.getByRole("radio", { name: "3 stars" })).toBeChecked();
});

test("a second browser of the same user sees the note change without reloading", async ({ page, context }) => {
  const account = await login(context, { email: uniqueEmail("live-notes"), name: "Lena Live" });
  const product = await openProduct(page, 3);
  await waitForHydration(page);
  const form = await openEditor(page, product.name, false);
  await form.getByRole("radio", { name: "2 stars" }).tap();
  await expectSaved(page);

  const other = await sameUserElsewhere(context, account.email);
  const productB = await other.newPage();
  await productB.goto(product.url);
  await waitForHydration(productB);
  const formB = await openEditor(productB, product.name, true);
  await expect(formB.getByRole("radio", { name: "2 stars" })).toBeChecked();
  const listB = await other.newPage();
  await listB.goto(`/en/my/tasting-notes?event=${encodeURIComponent(product.eventId)}`);
  await waitForHydration(listB);
  await expect(myNote(listB, product.title)).toContainText("2 of 5 stars");

  await form.getByRole("radio", { name: "5 stars" }).tap();
  await scale(form, "Tannins").getByRole("radio", { name: "Soft", exact: true }).tap();
  await expectSaved(page);
  await expect(formB.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await expect(scale(formB, "Tannins").getByRole("radio", { name: "Soft", exact: true })).toBeChecked();
  await expect(myNote(listB, product.title)).toContainText("5 of 5 stars");
  await expect(myNote(listB, product.title)).toContainText("Tannins: Soft");

  // Deleted in the first browser: gone from the second's list and editor.
  await form.getByRole("button", { name: "Delete note" }).click();
  await form.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(noteStatus(page)).toHaveText("Note deleted");
  await expect(myNote(listB, product.title)).toHaveCount(0);
  await expect(listB.getByText("0 notes", { exact: true })).toBeVisible();
  await expect(formB.getByRole("radio", { checked: true })).toHaveCount(0);
  await other.close();
});

test("signed out, the button opens the login dialog", async ({ page }) => {
  const product = await openProduct(page, 0);
  await waitForHydration(page);
  await section(page).getByRole("button", { name: "Write a tasting note" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Uncork" })).toBeVisible();
  await expect(editor(page, product.name)).toHaveCount(0);
});

test("notes switched off for the site: the page says so, and writes fail with the spec's messages", async ({
  page,
  context,
  request,
}) => {
  await login(context, { email: uniqueEmail("disabled-notes"), name: "Dora Disabled" });
  const product = await openAutumnProduct(page);
  await waitForHydration(page);
  const productId = productIdOf(product.url);
  const form = await openEditor(page, product.name, false);
  await form.getByRole("radio", { name: "3 stars" }).tap();
  await expectSaved(page);

  // My tasting notes in German, open in another tab from before the switch.
  const listDe = await context.newPage();
  await listDe.goto(`/de/my/tasting-notes?event=${AUTUMN}`);
  await waitForHydration(listDe);
  await expect(myNote(listDe, product.title)).toContainText("3 von 5 Sternen");

  try {
    await patchEventSettings(request, AUTUMN, { tastingNotesEnabled: false });

    // The open list hears the switch over its live stream and says so, in German, at once.
    await expect(
      listDe.getByText("Verkostungsnotizen sind auf dieser Website deaktiviert.", { exact: true }),
    ).toBeVisible({ timeout: 2_000 });
    await expect(myNote(listDe, product.title)).toHaveCount(0);
    await listDe.close();

    // The editor still open from before: a tap and a delete are refused.
    await form.getByRole("radio", { name: "5 stars" }).tap();
    await expect(form.getByRole("alert")).toHaveText("Setting tasting notes is not implemented.");
    await form.getByRole("button", { name: "Delete note" }).click();
    await form.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(form.getByRole("alert")).toHaveText("Deleting is not implemented.");
    // Nothing was deleted: the note as stored is shown again.
    await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();

    const api = `${await userPath(page, product.eventId)}/tastingNotes`;
    const put = await page.request.put(`${api}/${productId}`, { data: { rating: 1, note: "", sensory: {} } });
    expect(put.status()).toBe(403);
    expect(await put.json()).toEqual({
      error: {
        code: "disabled",
        message: "Setting tasting notes is not implemented.",
        messageKey: "notes:errors.setDisabled",
      },
    });
    const del = await page.request.delete(`${api}/${productId}`);
    expect(del.status()).toBe(403);
    expect(await del.json()).toEqual({
      error: { code: "disabled", message: "Deleting is not implemented.", messageKey: "notes:errors.deleteDisabled" },
    });
    const list = await page.request.get(api);
    expect(await list.json()).toEqual({ tastingNotes: [], enabled: false });

    await page.goto(`/en/my/tasting-notes?event=${AUTUMN}`);
    await expect(mainHeading(page)).toHaveText("My tasting notes");
    await expect(page.getByText("Tasting notes are disabled for this site.", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").getByRole("article")).toHaveCount(0);
    await expectNoSeriousViolations(page, "My tasting notes, switched off");
    await page.goto(`/de/my/tasting-notes?event=${AUTUMN}`);
    await expect(
      page.getByText("Verkostungsnotizen sind auf dieser Website deaktiviert.", { exact: true }),
    ).toBeVisible();

    // The cached product page was refreshed: no tasting note on it any more.
    await page.goto(product.url);
    await waitForHydration(page);
    await expect(mainHeading(page)).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  } finally {
    await patchEventSettings(request, AUTUMN, { tastingNotesEnabled: true });
  }

  // Switched back on, the note stored before is still there.
  await page.goto(`/en/my/tasting-notes?event=${AUTUMN}`);
  await expect(myNote(page, product.title)).toContainText("3 of 5 stars");
});
