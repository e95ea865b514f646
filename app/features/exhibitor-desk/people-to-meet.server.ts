import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { visibleToRole } from "~/features/meetings/people-directory.server";
import type { PersonToMeetReason } from "./person-to-meet-reason";

// "People to meet" at the exhibitor's desk (docs/product/exhibitor-desk.md):
// attendees whose bookmarks, lists or market match the exhibitor, each with
// the reasons shown, among the people representatives may see (the people
// directory's rule). The matching is one query: the attendee's bookmarks of
// the exhibitor's products (and how many of those they keep in a named list)
// and whether their country is one where the exhibitor seeks distribution.
//
// Ranked by a plain score: a bookmarked product 2, one kept in a list 1 more,
// a market match 3; ties by name.

export const PEOPLE_TO_MEET_SHOWN = 50;

/** Attendee types whose country is where they buy for others: "imports into …" rather than "is from …". */
const TRADE_BUYERS = /import|distribut|wholesal|großhänd|grossist|importat|distribu/i;

export interface PersonToMeet {
  personId: string;
  name: string;
  company: string;
  jobTitle: string;
  country: string;
  attendeeType: string;
  /** Why: each a reason the page words (and the export too). */
  reasons: PersonToMeetReason[];
}

export async function peopleToMeet(
  db: DB,
  options: { eventId: string; exhibitorId: string; limit?: number },
): Promise<PersonToMeet[]> {
  const { eventId, exhibitorId } = options;
  const seeking = db
    .selectFrom("exhibitor_markets")
    .select("market")
    .where("exhibitor_id", "=", exhibitorId)
    .where("status", "=", "seekingDistribution");
  const bookmarks = db
    .selectFrom("favorites as f")
    .select([
      "f.user_id",
      (eb) => eb.fn.countAll<number | string>().as("bookmarked"),
      sql<number | string>`sum(case when f.list_id is null then 0 else 1 end)`.as("listed"),
    ])
    .where("f.event_id", "=", eventId)
    .where("f.type", "=", "product")
    .where("f.item_id", "in", (eb) =>
      eb
        .selectFrom("registered_products")
        .select("product_id")
        .where("event_id", "=", eventId)
        .where("exhibitor_id", "=", exhibitorId),
    )
    .groupBy("f.user_id");
  const marketMatch = sql<number>`case when p.country in (${seeking}) then 1 else 0 end`;
  const score = sql<number>`coalesce(b.bookmarked, 0) * 2 + coalesce(b.listed, 0) + ${marketMatch} * 3`;
  const rows = await db
    .selectFrom("person_profiles as p")
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .leftJoin(bookmarks.as("b"), "b.user_id", "p.claimed_by")
    .select([
      "p.id",
      "p.name",
      "p.company",
      "p.job_title",
      "p.country",
      "p.attendee_type",
      "b.bookmarked",
      "b.listed",
      marketMatch.as("market_match"),
    ])
    .where("p.event_id", "=", eventId)
    .where("p.kind", "=", "attendee")
    .where(visibleToRole(dialectOf(db), "REPRESENTATIVE"))
    .where((eb) => eb.or([eb("b.user_id", "is not", null), eb("p.country", "in", seeking)]))
    .orderBy(score, "desc")
    .orderBy("p.name")
    .orderBy("p.id")
    .limit(options.limit ?? PEOPLE_TO_MEET_SHOWN)
    .execute();
  return rows.map((row) => {
    const reasons: PersonToMeetReason[] = [];
    const bookmarked = Number(row.bookmarked ?? 0);
    const listed = Number(row.listed ?? 0);
    if (bookmarked > 0) reasons.push({ kind: "bookmarked", count: bookmarked });
    if (listed > 0) reasons.push({ kind: "listed", count: listed });
    if (Number(row.market_match) === 1)
      reasons.push({
        kind: TRADE_BUYERS.test(row.attendee_type) ? "imports" : "basedIn",
        country: row.country,
      });
    return {
      personId: row.id,
      name: row.name,
      company: row.company,
      jobTitle: row.job_title,
      country: row.country,
      attendeeType: row.attendee_type,
      reasons,
    };
  });
}
