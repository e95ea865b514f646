import { expect, it } from "vitest";
import { createRequestContext } from "~/.server/request-context";
import { insertEvent } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { primaryEventIdOf } from "./event-context.server";

// The primary event's id is looked up once per request: the root loader, the
// footer's region and a content page ask for it in the same request.

describeEachDialect("the primary event's id, once per request", (t) => {
  const request = () => createRequestContext({ preferredLocale: "en", origin: "http://localhost" });
  const startsOn = (id: string, date: string) =>
    t.db.updateTable("events").set({ starts_on: date }).where("id", "=", id).execute();

  it("is the newest event, the same for every caller of one request, and read again by the next request", async () => {
    const first = await insertEvent(t.db, { slug: "primary-first" });
    await startsOn(first, "2098-01-01");
    const context = request();
    const asked = await Promise.all([
      primaryEventIdOf(context, undefined, t.db),
      primaryEventIdOf(context, undefined, t.db),
      primaryEventIdOf(context, undefined, t.db),
    ]);
    expect(asked).toEqual([first, first, first]);

    // A newer event: the request under way keeps the id it read, a new request reads the newer one.
    const newer = await insertEvent(t.db, { slug: "primary-newer" });
    await startsOn(newer, "2099-01-01");
    expect(await primaryEventIdOf(context, undefined, t.db)).toBe(first);
    expect(await primaryEventIdOf(request(), undefined, t.db)).toBe(newer);
  });

  it("is the configured event, by id or slug, kept apart from the unconfigured answer", async () => {
    const configured = await insertEvent(t.db, { slug: "primary-configured" });
    const context = request();
    const newest = await primaryEventIdOf(context, undefined, t.db);
    expect(newest).not.toBe(configured);
    expect(await primaryEventIdOf(context, "primary-configured", t.db)).toBe(configured);
    expect(await primaryEventIdOf(context, configured, t.db)).toBe(configured);
    expect(await primaryEventIdOf(context, "no-such-event", t.db)).toBeNull();
  });
});
