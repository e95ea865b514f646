import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { exhibitorFactFields, readExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { diffFields } from "~/features/catalogue/history";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { descriptionTexts, keptIds, only, textChanges, textsByRecord } from "./plan-fields";
import type { PlannedChange, PlanScope } from "./plan-sync.server";
import type { SourceExhibitor } from "./product-api/read-source.server";

/** The columns a synced exhibitor sets, by the name the database uses. */
export function exhibitorColumns(e: SourceExhibitor) {
  return { name: e.name, country: e.country, ...(e.website === undefined ? {} : { website: e.website }) };
}

/**
 * The exhibitors the source names, added to the event or changed; with
 * removal, the event's exhibitors it does not name leave.
 */
export async function planExhibitors(db: DB, scope: PlanScope): Promise<PlannedChange[]> {
  const { source, options } = scope;
  const exhibitorIds = source.exhibitors.map((e) => e.id);
  const kept = keptIds(options.removeMissing, "exhibitors", exhibitorIds);
  const before = await readExhibitorsBefore(db, scope, kept !== null);
  const changes: PlannedChange[] = [];
  for (const exhibitor of source.exhibitors) {
    const row = before.rows.get(exhibitor.id);
    const fields = [
      ...diffFields(row ?? {}, only(exhibitorColumns(exhibitor), options.exhibitorFields)),
      ...(exhibitor.facts
        ? diffFields(before.facts.get(exhibitor.id) ?? {}, exhibitorFactFields(exhibitor.facts))
        : []),
      ...textChanges(before.texts.get(exhibitor.id) ?? new Map(), descriptionTexts(exhibitor.descriptions)),
    ];
    const action = before.memberIds.has(exhibitor.id) ? "change" : "add";
    if (action === "add" || fields.length)
      changes.push({ type: "exhibitor", id: exhibitor.id, name: exhibitor.name, action, fields });
  }
  const leaving = kept ? before.members.filter((member) => !kept.has(member.id)) : [];
  for (const member of leaving) {
    changes.push({ type: "exhibitor", id: member.id, name: member.name, action: "remove", fields: [] });
  }
  return changes;
}

/**
 * The event's members (only those the source names when it removes nothing:
 * a file read in parts plans each part against the rows it names), and the
 * rows, texts and facts of every exhibitor the source names.
 */
async function readExhibitorsBefore(db: DB, { eventId, source }: PlanScope, allMembers: boolean) {
  const exhibitorIds = source.exhibitors.map((e) => e.id);
  const membersOf = (ids: readonly string[] | null) =>
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select(["e.id", "e.name"])
      .where("re.event_id", "=", eventId)
      .$if(ids !== null, (q) => q.where("re.exhibitor_id", "in", ids as readonly string[]))
      .execute();
  const members = allMembers ? await membersOf(null) : await inChunks(listedIds(exhibitorIds), membersOf);
  const rows = new Map(
    (
      await inChunks(listedIds(exhibitorIds), (ids) =>
        db.selectFrom("exhibitors").select(["id", "name", "country", "website"]).where("id", "in", ids).execute(),
      )
    ).map((row) => [row.id, row]),
  );
  const texts = textsByRecord(
    await inChunks(listedIds(exhibitorIds), (ids) =>
      db
        .selectFrom("exhibitor_translations")
        .select(["exhibitor_id as id", "locale", "description"])
        .where("exhibitor_id", "in", ids)
        .execute(),
    ),
  );
  // Their facts, for the exhibitors whose source carries them.
  const withFacts = source.exhibitors.filter((e) => e.facts).map((e) => e.id);
  const facts = new Map(
    (
      await inChunks(listedIds(withFacts), async (ids) => [
        ...(await readExhibitorFacts(db, ids, { locale: DEFAULT_LOCALE })).entries(),
      ])
    ).map(([id, facts]) => [id, exhibitorFactFields(facts)]),
  );
  return { members, memberIds: new Set(members.map((e) => e.id)), rows, texts, facts };
}
