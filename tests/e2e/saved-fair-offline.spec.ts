import { insertExhibitor, insertProducer, insertProduct, register } from "../factories/catalogue";
import { e2eDatabase } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { facet, facetValue, mainHeading, results, searchBox, tick } from "./support/catalogue";
import { eventOfMyOwn, randomId } from "./support/own-event";
import { saveFair } from "./support/saved-fair";
import { expect, test } from "./support/test";

// A saved fair without a network (issue 31, docs/offline-package.md "Offline
// pages", "Search on the device"): with the service worker in control and
// the network gone, product, exhibitor and producer pages never opened on the
// device show from the saved fair, a label's /q/{code} opens its product,
// their links work, and a page the fair does not hold is the offline page;
// the event's home and its lists show too, searched on the device with the
// typo tolerance and facets of the lists online.

test.use({ serviceWorkers: "allow" });

test("offline, a saved fair's product, exhibitor and producer pages and a label's code show from the device", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Offline Walk");
  const db = e2eDatabase();
  const exhibitorId = await insertExhibitor(db, { id: randomId(), name: "Weingut Jörg Häußler" });
  const producerId = await insertProducer(db, { id: randomId(), name: "Kellerei Süd" });
  const riesling = await insertProduct(db, {
    id: randomId(),
    exhibitor_id: exhibitorId,
    producer_id: producerId,
    name: "Riesling Spätlese",
    vintage: 2021,
  });
  const veltliner = await insertProduct(db, { id: randomId(), exhibitor_id: exhibitorId, name: "Grüner Veltliner" });
  await register(db, {
    eventId,
    exhibitorId,
    registrationId: randomId(),
    products: [{ id: riesling }, { id: veltliner }],
  });

  const home = `/p/de/events/${eventId}`;
  await saveFair(page, home);
  const { code } = await db
    .selectFrom("product_codes")
    .select("code")
    .where("event_id", "=", eventId)
    .where("product_id", "=", riesling)
    .executeTakeFirstOrThrow();

  await context.setOffline(true);
  const fromDevice = page.getByRole("status").filter({ hasText: "Diese Seite stammt aus der Messe, die am" });

  // A product page never opened on this device.
  await page.goto(`${home}/products/by-exhibitor/${exhibitorId}/${riesling}`);
  await expect(mainHeading(page)).toContainText("Riesling Spätlese");
  await expect(fromDevice).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Kellerei Süd");
  await expectNoSeriousViolations(page, "a saved product page offline");

  // Its breadcrumb's exhibitor: a whole page load, answered from the saved fair again.
  await page
    .getByRole("navigation", { name: "Brotkrümelnavigation" })
    .getByRole("link", { name: "Weingut Jörg Häußler" })
    .click();
  await expect(mainHeading(page)).toHaveText("Weingut Jörg Häußler");
  await expect(fromDevice).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Grüner Veltliner/ })).toBeVisible();

  // The producer's page, and a label's code typed in any case.
  await page.goto(`${home}/producers/${producerId}`);
  await expect(mainHeading(page)).toHaveText("Kellerei Süd");
  await page.goto(`/q/${code.toLowerCase()}`);
  await expect(mainHeading(page)).toContainText("Riesling Spätlese");
  await expect(fromDevice).toBeVisible();

  // What the saved fair does not hold is the offline page, as without a saved fair.
  await page.goto(`${home}/products/by-exhibitor/${exhibitorId}/no-such-wine`);
  await expect(mainHeading(page)).toHaveText("Sie sind offline");
  await context.setOffline(false);
});

test("offline, a saved fair's home and lists show from the device, searched with typos and facets", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Offline Lists");
  const db = e2eDatabase();
  const weingut = await insertExhibitor(db, { id: randomId(), name: "Weingut Jörg Häußler" });
  const brauerei = await insertExhibitor(db, { id: randomId(), name: "Brauerei Hopfenglück" });
  const producerId = await insertProducer(db, { id: randomId(), name: "Kellerei Süd" });
  const product = (exhibitor: string, name: string, more: Record<string, unknown> = {}) =>
    insertProduct(db, { id: randomId(), exhibitor_id: exhibitor, name, ...more });
  const wines = [
    await product(weingut, "Riesling Spätlese", { producer_id: producerId, vintage: 2021 }),
    await product(weingut, "Grüner Veltliner"),
  ];
  const beers = [await product(brauerei, "Helles Lager", { kind: "Beer" })];
  await register(db, {
    eventId,
    exhibitorId: weingut,
    registrationId: randomId(),
    products: wines.map((id) => ({ id })),
  });
  await register(db, {
    eventId,
    exhibitorId: brauerei,
    registrationId: randomId(),
    products: beers.map((id) => ({ id })),
  });

  const home = `/p/de/events/${eventId}`;
  await saveFair(page, home);
  await context.setOffline(true);
  const fromDevice = page.getByRole("status").filter({ hasText: "Diese Seite stammt aus der Messe, die am" });
  const total = results(page, "de").getByRole("status");

  // The home, with its counts as saved (the online home's) and the way into the lists. The producers are
  // counted as the A–Z lists them: the one producer and the two exhibitors standing in for theirs.
  await page.goto(home);
  await expect(fromDevice).toBeVisible();
  await expect(page.getByRole("main")).toContainText("2 Aussteller · 3 Erzeuger · 3 Produkte");
  await page.getByRole("main").getByRole("link", { name: "Produkte", exact: true }).click();

  // The products list, never opened on this device: a search with a typo, then a facet.
  await expect(mainHeading(page)).toHaveText("Produkte");
  await expect(fromDevice).toBeVisible();
  await expect(total).toHaveText("3 Produkte");
  await searchBox(page, "de").fill("Rieslng");
  await expect(total).toHaveText("1 Produkt");
  await expect(results(page, "de").getByRole("article")).toHaveText([/Riesling Spätlese/]);
  await searchBox(page, "de").fill("");
  await expect(total).toHaveText("3 Produkte");
  await tick(facetValue(facet(page, "Art"), "Bier"));
  await expect(total).toHaveText("1 Produkt");
  await expect(results(page, "de").getByRole("article")).toHaveText([/Helles Lager/]);
  await expectNoSeriousViolations(page, "a saved products list offline");
  // Back walks through the searches made on the device, as online.
  await page.goBack();
  await expect(total).toHaveText("3 Produkte");
  await expect(facetValue(facet(page, "Art"), "Bier")).not.toBeChecked();

  // A result opens its page from the device too.
  await results(page, "de")
    .getByRole("link", { name: /Helles Lager/ })
    .click();
  await expect(mainHeading(page)).toContainText("Helles Lager");
  await expect(fromDevice).toBeVisible();

  // The exhibitors list, searched; the producers' A–Z, searched by name (a whole page load).
  await page.goto(`${home}/exhibitors`);
  await expect(total).toHaveText("2 Aussteller");
  await searchBox(page, "de").fill("Brauerai");
  await expect(total).toHaveText("1 Aussteller");
  await expect(results(page, "de").getByRole("article")).toHaveText([/Brauerei Hopfenglück/]);
  await page.goto(`${home}/producers`);
  await expect(mainHeading(page)).toHaveText("Erzeuger");
  await expect(page.getByRole("main").getByRole("link", { name: /Kellerei Süd/ })).toBeVisible();
  await page.getByLabel("Erzeuger nach Namen suchen").fill("kellerei");
  await page.getByLabel("Erzeuger nach Namen suchen").press("Enter");
  await expect(page.getByRole("main").getByRole("link", { name: /Brauerei Hopfenglück/ })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: /Kellerei Süd/ })).toBeVisible();
  await expect(fromDevice).toBeVisible();
  await context.setOffline(false);
});
