import { expect, it } from "vitest";
import { createRequestContext } from "~/.server/request-context";
import { insertEvent, testId } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { createContentPage, publishPage, saveDraft } from "./content-pages.server";
import { loadSiteRegion } from "./site-regions.server";

// The footer every page shows is kept across requests
// (app/.server/cache/kept-records.ts), none published included, and must
// still show a publication on the very next page. Kept only while the bus
// vouches for it: a PostgreSQL bus not started here never does.

describeEachDialect("the site's regions, kept between requests", (t) => {
  const request = () => createRequestContext({ preferredLocale: "en", origin: "http://localhost" });

  it("shows the footer on the next page once it is published, and each new version of it", async () => {
    const eventId = await insertEvent(t.db);
    const stamp = testId();
    const anna = (await insertUser(t.db, { email: `anna-${stamp}@example.com`, name: "Anna" })).id;
    const footer = () => loadSiteRegion(t.db, request(), { name: "footer", locale: "en", eventId });
    expect(await footer()).toBeNull();
    expect(await footer()).toBeNull();

    const region = await createContentPage(t.db, { eventId, slug: "footer", kind: "region", userId: anna });
    await saveDraft(t.db, {
      pageId: region.id,
      userId: anna,
      locale: "en",
      title: "",
      body: "© Fair 2026",
      version: 0,
    });
    // A draft is not shown.
    expect(await footer()).toBeNull();
    await publishPage(t.db, { pageId: region.id, userId: anna });
    expect((await footer())?.html).toContain("© Fair 2026");

    await saveDraft(t.db, {
      pageId: region.id,
      userId: anna,
      locale: "en",
      title: "",
      body: "© Fair 2027",
      version: 1,
    });
    await publishPage(t.db, { pageId: region.id, userId: anna });
    expect((await footer())?.html).toContain("© Fair 2027");
  });
});
