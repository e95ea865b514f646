import type { BrowserContext, Page, Route } from "@playwright/test";
import { insertExhibitor, insertProduct, register } from "../factories/catalogue";
import { e2eDatabase, login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, results, searchBox, waitForHydration } from "./support/catalogue";
import { expectFavorited, myPage, productFavorite } from "./support/favorites";
import { eventOfMyOwn, randomId } from "./support/own-event";
import { saveFair } from "./support/saved-fair";
import { expectSaved, noteField, noteStatus, ON_DEVICE, openEditor, sameUserElsewhere } from "./support/tasting-notes";
import { expect, test } from "./support/test";

// Writes made on a saved fair without a network (issue 31, docs/offline-writes.md):
// a visitor saves the fair, loses the network, reloads, finds a wine with a
// typo, writes a note and bookmarks it. The network returns: both reach the
// server and the visitor's second device without a reload (how soon: npm run
// bench:live), and sending them
// again (their first answers lost on the way back) makes no duplicate.

test.use({ serviceWorkers: "allow" });

const NOTE = "Peach and slate, written in the hall.";

/** The PUTs of bookmarks and notes reach the server, but the first answer of each is lost: the device sends it again. */
async function loseFirstAnswers(page: Page): Promise<Record<"favorite" | "note", number>> {
  const sent = { favorite: 0, note: 0 };
  await page.route(
    /\/api\/collections\/[^/]+\/users\/[^/]+\/(favorites|tastingNotes)\/[^/]+$/,
    async (route: Route) => {
      if (route.request().method() !== "PUT") return route.continue();
      const kind = route.request().url().includes("/favorites/") ? "favorite" : "note";
      const response = await route.fetch();
      sent[kind] += 1;
      return sent[kind] === 1 ? route.abort("connectionreset") : route.fulfill({ response });
    },
  );
  return sent;
}

/** A fair of its own with two wines, and a visitor signed in: what each journey here starts from. */
async function fairAndVisitor(context: BrowserContext, name: string) {
  const eventId = await eventOfMyOwn(name);
  const db = e2eDatabase();
  const exhibitorId = await insertExhibitor(db, { id: randomId(), name: "Weingut Schieferhang" });
  const riesling = await insertProduct(db, { id: randomId(), exhibitor_id: exhibitorId, name: "Riesling Kabinett" });
  const pinot = await insertProduct(db, { id: randomId(), exhibitor_id: exhibitorId, name: "Pinot Noir" });
  await register(db, { eventId, exhibitorId, registrationId: randomId(), products: [{ id: riesling }, { id: pinot }] });
  const account = await login(context, { email: uniqueEmail("offline-writes"), name: "Hanna Hall" });
  const { id: userId } = await db
    .selectFrom("auth_users")
    .select("id")
    .where("email", "=", account.email.toLowerCase())
    .executeTakeFirstOrThrow();
  const home = `/p/en/events/${eventId}`;
  const productUrl = `${home}/products/by-exhibitor/${exhibitorId}/${riesling}`;
  return { db, eventId, account, userId, home, riesling, productUrl };
}

test("a note and a bookmark made offline on a saved fair reach the server and another device live, once", async ({
  page,
  context,
}) => {
  // Two devices, a saved fair, offline and back: a long journey.
  test.setTimeout(120_000);
  const { db, eventId, account, userId, home, riesling, productUrl } = await fairAndVisitor(
    context,
    "Hall Without Signal",
  );
  await saveFair(page, home, "en");

  // No network: the products list, reloaded, searched on the device with a typo.
  await context.setOffline(true);
  await page.goto(`${home}/products`);
  await page.reload();
  const total = results(page, "en").getByRole("status");
  await expect(total).toHaveText("2 products");
  await searchBox(page, "en").fill("Reisling");
  await expect(total).toHaveText("1 product");
  await results(page, "en")
    .getByRole("link", { name: /Riesling Kabinett/ })
    .click();
  await expect(mainHeading(page)).toHaveText("Riesling Kabinett");

  // A note and a bookmark, made without a network: kept on the device, and it says so.
  const form = await openEditor(page, "Riesling Kabinett", false);
  await form.getByRole("radio", { name: "4 stars" }).click();
  await noteField(form).pressSequentially(NOTE);
  await expect(noteStatus(page)).toHaveText(ON_DEVICE);
  const favorite = productFavorite(page, "Riesling Kabinett");
  await favorite.click();
  await expectFavorited(favorite, true);
  await expect(favorite).toHaveAccessibleDescription(ON_DEVICE);
  await expectNoSeriousViolations(page, "a saved product page with a note and a bookmark made offline");

  // The tab reloads, still without a network: nothing is lost.
  await page.reload();
  await expect(mainHeading(page)).toHaveText("Riesling Kabinett");
  await expectFavorited(favorite, true);
  await expect(favorite).toHaveAccessibleDescription(ON_DEVICE);
  const again = await openEditor(page, "Riesling Kabinett", true);
  await expect(noteField(again)).toHaveValue(NOTE);
  await expect(again.getByRole("radio", { name: "4 stars" })).toBeChecked();
  expect(await db.selectFrom("favorites").select("item_id").where("user_id", "=", userId).execute()).toEqual([]);

  // My bookmarks and My tasting notes, still without a network: from what the device keeps.
  await page.goto(`/en/my/bookmarks?event=${encodeURIComponent(eventId)}`);
  await expect(mainHeading(page)).toHaveText("My bookmarks");
  const mine = page.getByRole("main").getByRole("article");
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole("link", { name: "Riesling Kabinett" })).toBeVisible();
  await expectFavorited(mine.getByRole("button", { name: "Bookmarked Riesling Kabinett" }), true);
  await expectNoSeriousViolations(page, "My bookmarks offline");
  await page.goto(`/en/my/tasting-notes?event=${encodeURIComponent(eventId)}`);
  await expect(mainHeading(page)).toHaveText("My tasting notes");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("4 of 5 stars");
  await expect(mine).toContainText(NOTE);
  await expect(mine).toContainText(ON_DEVICE);
  // Its link opens the product's saved page, with the note as written.
  await mine.getByRole("link", { name: "Riesling Kabinett" }).click();
  await expect(mainHeading(page)).toHaveText("Riesling Kabinett");
  await expect(noteField(await openEditor(page, "Riesling Kabinett", true))).toHaveValue(NOTE);

  // The same visitor's tablet, online, on the same wine: nothing there yet.
  const tablet = await sameUserElsewhere(context, account.email);
  const tabletPage = await tablet.newPage();
  await tabletPage.goto(productUrl);
  await waitForHydration(tabletPage);
  const tabletFavorite = productFavorite(tabletPage, "Riesling Kabinett");
  await expectFavorited(tabletFavorite, false);
  const tabletForm = await openEditor(tabletPage, "Riesling Kabinett", false);
  await expect(noteField(tabletForm)).toHaveValue("");

  // The network returns. The first answers are lost on the way back, so each write is sent twice.
  const sent = await loseFirstAnswers(page);
  await context.setOffline(false);
  await expectFavorited(tabletFavorite, true);
  await expect(noteField(tabletForm)).toHaveValue(NOTE);
  await expect(tabletForm.getByRole("radio", { name: "4 stars" })).toBeChecked();

  // Sent again, applied once: one bookmark, one note with the text once, nothing kept beside it.
  await expectSaved(page, 20_000);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("uncork.outbox."))), {
      timeout: 20_000,
    })
    .toEqual([]);
  expect(sent.favorite).toBeGreaterThanOrEqual(2);
  expect(sent.note).toBeGreaterThanOrEqual(2);
  await expect(favorite).toHaveAccessibleDescription("");
  const favorites = await db.selectFrom("favorites").select("item_id").where("user_id", "=", userId).execute();
  expect(favorites).toEqual([{ item_id: riesling }]);
  const notes = await db.selectFrom("tasting_notes").select(["note", "rating"]).where("user_id", "=", userId).execute();
  expect(notes).toEqual([{ note: NOTE, rating: 4 }]);
  const kept = await db.selectFrom("tasting_note_conflicts").select("note").where("user_id", "=", userId).execute();
  expect(kept).toEqual([]);
  await tablet.close();
});

test("a list made offline, a bookmark moved into it, the list renamed and a note left unsent reach the server once, in that order", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { db, eventId, userId, home, productUrl } = await fairAndVisitor(context, "Hall Of Lists");
  await page.goto(productUrl);
  await waitForHydration(page);
  const favorite = productFavorite(page, "Riesling Kabinett");
  await favorite.click();
  await expectFavorited(favorite, true);
  await saveFair(page, home, "en");

  // No network: a note written on the saved product page, whose editor is then left before it is sent.
  await context.setOffline(true);
  await page.goto(productUrl);
  const form = await openEditor(page, "Riesling Kabinett", false);
  await noteField(form).pressSequentially(NOTE);
  await expect(noteStatus(page)).toHaveText(ON_DEVICE);

  // My lists from the device, with the server's rules on the name, next to the field.
  await page.goto(myPage("lists", eventId));
  await expect(mainHeading(page)).toHaveText("My lists");
  const main = page.getByRole("main");
  await expect(main).toContainText("You have no lists yet. Create one to sort your bookmarks.");
  const name = main.getByRole("textbox", { name: "Name of the new list" });
  await main.getByRole("button", { name: "Create list" }).click();
  await expect(name).toHaveAccessibleDescription("Please enter a name for the list.");
  await name.fill("Hall B");
  await main.getByRole("button", { name: "Create list" }).click();
  await expect(main.getByRole("status").last()).toHaveText("The list “Hall B” was created.");
  await expect(main.getByRole("button", { name: "Create list" })).toBeFocused();
  const list = main.getByRole("region", { name: "Hall B" });
  await expect(list).toContainText("0 bookmarks");
  await expect(list).toContainText(ON_DEVICE);
  await expectNoSeriousViolations(page, "My lists offline");

  // My bookmarks, still offline: the wine moved into the new list.
  await page.goto(myPage("bookmarks", eventId));
  await main.getByRole("combobox", { name: "List for Riesling Kabinett" }).selectOption("Hall B");
  await main.getByRole("button", { name: "Move" }).click();
  await expect(main.getByText("Moved to the list “Hall B”.")).toBeVisible();

  // Back on My lists after a reload: the wine is in it; the list is renamed.
  await page.goto(myPage("lists", eventId));
  await page.reload();
  await expect(list).toContainText("1 bookmark");
  await expect(list.getByRole("link", { name: "Riesling Kabinett" })).toBeVisible();
  const rename = list.getByRole("textbox", { name: "New name for the list “Hall B”" });
  await rename.fill("Hall B, row 3");
  await list.getByRole("button", { name: "Rename" }).click();
  const renamed = main.getByRole("region", { name: "Hall B, row 3" });
  await expect(renamed).toContainText("1 bookmark");
  expect(await db.selectFrom("favorite_lists").select("id").where("user_id", "=", userId).execute()).toEqual([]);

  // The network returns; the list's first answer is lost, so it is sent twice, and made once.
  let posts = 0;
  await page.route(/\/lists$/, async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    posts += 1;
    return posts === 1 ? route.abort("connectionreset") : route.fulfill({ response });
  });
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("uncork.outbox."))), {
      timeout: 20_000,
    })
    .toEqual([]);
  expect(posts).toBeGreaterThanOrEqual(2);
  // The note left on the device is sent from this page, which has no editor.
  await expect
    .poll(
      () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("uncork.tastingNoteDraft."))),
      {
        timeout: 20_000,
      },
    )
    .toEqual([]);
  const notes = await db.selectFrom("tasting_notes").select("note").where("user_id", "=", userId).execute();
  expect(notes).toEqual([{ note: NOTE }]);
  const lists = await db.selectFrom("favorite_lists").select(["id", "name"]).where("user_id", "=", userId).execute();
  expect(lists.map((l) => l.name)).toEqual(["Hall B, row 3"]);
  const favorites = await db
    .selectFrom("favorites")
    .select(["list_id", "list_name"])
    .where("user_id", "=", userId)
    .execute();
  expect(favorites).toEqual([{ list_id: lists[0]?.id, list_name: "Hall B, row 3" }]);
});
