import { expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { warmPool } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { eventExhibitorForm } from "./event-exhibitor.server";
import { editExhibitor } from "./exhibitor-edit.server";
import { type ExhibitorFormValues, readExhibitorForm } from "./exhibitor-form";
import { ORGANIZER_MESSAGES } from "./organizer-messages";

// The organizer's edit of an exhibitor against the form it was made on:
// only the changed fields are written, a field someone changed since is
// refused, and of 50 saves of one field from the same form one wins.

const conflict = (error: unknown) =>
  error instanceof AppError &&
  error.code === "conflict" &&
  error.messageKey === ORGANIZER_MESSAGES.exhibitorChanged.key;

function posted(values: ExhibitorFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") form.set(name, value);
  for (const [locale, text] of Object.entries(values.descriptions)) form.set(`description.${locale}`, text);
  return form;
}

describeEachDialect("the organizer edits an exhibitor", (t) => {
  async function fixture() {
    const eventId = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db, { name: "Weingut Sonnenhang", country: "DE", phone: "+49 1" });
    await register(t.db, { eventId, exhibitorId });
    const olga = await insertUser(t.db, { email: `olga-${exhibitorId}@example.com` });
    const shown = (await eventExhibitorForm(t.db, { eventId, exhibitorId }))?.values;
    if (!shown) throw new Error("not in the event");
    const save = (values: ExhibitorFormValues, base: ExhibitorFormValues = shown) => {
      const read = readExhibitorForm(posted(values));
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      return editExhibitor(t.db, {
        eventId,
        exhibitorId,
        values: read.values,
        base,
        changes: read.changes,
        actor: olga.id,
        audit: { userId: olga.id, email: olga.email },
      });
    };
    const stored = async () => (await eventExhibitorForm(t.db, { eventId, exhibitorId }))?.values;
    return { shown, save, stored };
  }

  it("writes only what the organizer changed, and keeps what someone else changed in other fields", async () => {
    const { shown, save, stored } = await fixture();
    // Someone changes the phone; then a form shown before it renames the exhibitor.
    await save({ ...shown, phone: "+49 2" });
    const { changes } = await save({ ...shown, name: "Weingut Sonnenhang & Söhne" });
    expect(changes.map((change) => change.field)).toEqual(["name"]);
    expect(await stored()).toMatchObject({ name: "Weingut Sonnenhang & Söhne", phone: "+49 2" });
  });

  it("refuses a field someone else changed since the form was shown, and writes nothing", async () => {
    const { shown, save, stored } = await fixture();
    await save({ ...shown, phone: "+49 2", descriptions: { ...shown.descriptions, de: "Am Rhein." } });
    await expect(save({ ...shown, phone: "+49 3", name: "Mine" })).rejects.toSatisfy(conflict);
    await expect(save({ ...shown, descriptions: { ...shown.descriptions, de: "An der Mosel." } })).rejects.toSatisfy(
      conflict,
    );
    expect(await stored()).toMatchObject({ name: shown.name, phone: "+49 2", descriptions: { de: "Am Rhein." } });
  });

  it("lets one of 50 simultaneous saves of one field from the same form win", async () => {
    const { shown, save, stored } = await fixture();
    await warmPool(t.db, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => save({ ...shown, phone: `+49 ${100 + i}` })),
    );
    const won = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const result of results) if (result.status === "rejected") expect(result.reason).toSatisfy(conflict);
    expect((await stored())?.phone).toBe(`+49 ${100 + won[0]}`);
  });
});
