import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { visibleToRole } from "~/features/people/visibility.server";
import type { DeskPerson, PersonToMeetReason } from "./desk-people";
import { type DeskScope, withExhibitorFavorites } from "./exhibitor-favorites.server";

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

export interface PersonToMeet extends DeskPerson {
  /** Why: each a reason the page words (and the export too). */
  reasons: PersonToMeetReason[];
}

export async function peopleToMeet(db: DB, scope: DeskScope & { limit?: number }): Promise<PersonToMeet[]> {
  const { eventId, exhibitorId } = scope;
  const seeking = db
    .selectFrom("exhibitor_markets")
    .select("market")
    .where("exhibitor_id", "=", exhibitorId)
    .where("status", "=", "seekingDistribution");
  const marketMatch = sql<number>`case when p.country in (${seeking}) then 1 else 0 end`;
  const score = sql<number>`s.products * 2 + s.listed + ${marketMatch} * 3`;
  const rows = await withExhibitorFavorites(db, scope)
    // The candidates, each found by an index: the bookmarkers' people with their
    // counts, and the people of the markets; summed per person, so the main
    // query joins each person once (a join back to `b` made PostgreSQL compare
    // every candidate with every bookmarker).
    .with("candidates", (qb) =>
      qb
        .selectFrom("b")
        .crossJoin("person_profiles as p")
        .select(["p.id", "b.products", "b.listed"])
        .where("p.event_id", "=", eventId)
        .whereRef("p.claimed_by", "=", "b.user_id")
        .unionAll(
          db
            .selectFrom("person_profiles as p")
            .select(["p.id", sql<number>`0`.as("products"), sql<number>`0`.as("listed")])
            .where("p.event_id", "=", eventId)
            .where("p.country", "in", seeking),
        ),
    )
    .with("s", (qb) =>
      qb
        .selectFrom("candidates")
        .select([
          "candidates.id",
          sql<number>`sum(candidates.products)`.as("products"),
          sql<number>`sum(candidates.listed)`.as("listed"),
        ])
        .groupBy("candidates.id"),
    )
    .selectFrom("s")
    .innerJoin("person_profiles as p", "p.id", "s.id")
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .select([
      "p.id",
      "p.name",
      "p.company",
      "p.job_title",
      "p.country",
      "p.attendee_type",
      "s.products",
      "s.listed",
      marketMatch.as("market_match"),
    ])
    .where("p.kind", "=", "attendee")
    .where(visibleToRole(dialectOf(db), "REPRESENTATIVE"))
    .orderBy(score, "desc")
    .orderBy("p.name")
    .orderBy("p.id")
    .limit(scope.limit ?? PEOPLE_TO_MEET_SHOWN)
    .execute();
  return rows.map((row) => {
    const reasons: PersonToMeetReason[] = [];
    const favoriteProducts = Number(row.products ?? 0);
    const listed = Number(row.listed ?? 0);
    if (favoriteProducts > 0) reasons.push({ kind: "bookmarked", count: favoriteProducts });
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
