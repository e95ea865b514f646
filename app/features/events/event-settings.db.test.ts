import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { bus, type CatalogueChanged } from "~/.server/realtime/bus";
import { insertEvent } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { eventSettingsChangesSchema, updateEventSettings } from "./event-settings.server";
import { getEvent } from "./events.server";

describeEachDialect("event settings (admin)", (t) => {
  let eventId: string;
  const messages: CatalogueChanged[] = [];
  let unsubscribe = () => {};

  beforeAll(async () => {
    unsubscribe = bus().subscribe((m) => {
      if (m.type === "catalogue.changed") messages.push(m);
    });
    eventId = await insertEvent(t.db, { slug: "settings-fair", settings: { currency: "CHF", meetingBooking: "true" } });
  });
  afterAll(() => unsubscribe());
  beforeEach(() => {
    messages.length = 0;
  });

  it("merges the changes into the stored settings, keeps the others and evicts the event's pages", async () => {
    const result = await updateEventSettings(t.db, {
      idOrSlug: "settings-fair",
      changes: { tastingNotesEnabled: false },
    });
    expect(result.eventId).toBe(eventId);
    expect(result.settings).toMatchObject({
      tastingNotesEnabled: false,
      listsEnabled: true,
      currency: "CHF",
      meetingBooking: "true",
    });
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings).toMatchObject({ tastingNotesEnabled: false, listsEnabled: true, currency: "CHF" });
    expect(messages).toEqual([
      {
        type: "catalogue.changed",
        eventIds: [],
        tags: [`event:${eventId}`, `catalogue:${eventId}`],
        productIds: [],
        exhibitorIds: [],
      },
    ]);

    await updateEventSettings(t.db, { idOrSlug: eventId, changes: { tastingNotesEnabled: true, listsEnabled: false } });
    const again = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(again?.settings).toMatchObject({ tastingNotesEnabled: true, listsEnabled: false, currency: "CHF" });
  });

  it("lets two clients switching different settings at once both win", async () => {
    await Promise.all([
      updateEventSettings(t.db, { idOrSlug: eventId, changes: { showDistributionDetails: "all" } }),
      updateEventSettings(t.db, { idOrSlug: eventId, changes: { listsEnabled: true } }),
      updateEventSettings(t.db, { idOrSlug: eventId, changes: { meetingBooking: "false" } }),
    ]);
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings).toMatchObject({
      showDistributionDetails: "all",
      listsEnabled: true,
      meetingBooking: "false",
      currency: "CHF",
    });
  });

  it("answers not found for an unknown event and writes nothing", async () => {
    await expect(
      updateEventSettings(t.db, { idOrSlug: "no-such-fair", changes: { listsEnabled: false } }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "not_found");
    expect(messages).toEqual([]);
  });

  it("refuses unknown keys and wrong types", () => {
    expect(eventSettingsChangesSchema.safeParse({ tastingNotesEnabled: "no" }).success).toBe(false);
    expect(eventSettingsChangesSchema.safeParse({ currency: "USD" }).success).toBe(false);
    expect(eventSettingsChangesSchema.safeParse({ showDistributionDetails: "everywhere" }).success).toBe(false);
    expect(eventSettingsChangesSchema.safeParse({}).success).toBe(true);
  });
});
