import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { visibleToRole } from "~/features/meetings/people-directory.server";

// Who bookmarked an exhibitor or its products (docs/product/exhibitor-desk.md).
// Everyone counts; only people who let representatives see them are named:
// a person of the event the user claimed, discoverable and visible to
// representatives (their profile's choice, else their kind's default), the
// same rule as the people directory. Everyone else is a number.

/** At most this many people are named, most bookmarks first. */
export const DESK_BOOKMARKERS_SHOWN = 200;
/** At most this many of a person's bookmarked products are named. */
const PRODUCTS_NAMED = 5;

export interface Bookmarker {
  personId: string;
  name: string;
  company: string;
  jobTitle: string;
  country: string;
  attendeeType: string;
  /** They bookmarked the exhibitor itself. */
  exhibitor: boolean;
  products: number;
  /** Up to five of the products, most recently bookmarked first. */
  productNames: string[];
  lastAddedAt: string;
}

export interface DeskBookmarks {
  /** Everyone who bookmarked the exhibitor or a product of it. */
  people: number;
  /** Bookmarks of the exhibitor and its products together. */
  bookmarks: number;
  /** Those who may be named. */
  shown: Bookmarker[];
  /** People who bookmarked but keep their names from exhibitors. */
  private: number;
}

function exhibitorItems(db: DB, options: { eventId: string; exhibitorId: string }) {
  return db
    .selectFrom("favorites as f")
    .where("f.event_id", "=", options.eventId)
    .where((eb) =>
      eb.or([
        eb.and([eb("f.type", "=", "exhibitor"), eb("f.item_id", "=", options.exhibitorId)]),
        eb.and([
          eb("f.type", "=", "product"),
          eb(
            "f.item_id",
            "in",
            eb
              .selectFrom("registered_products")
              .select("product_id")
              .where("event_id", "=", options.eventId)
              .where("exhibitor_id", "=", options.exhibitorId),
          ),
        ]),
      ]),
    );
}

/** The bookmarks of the exhibitor's items by people representatives may see. */
function visibleItems(db: DB, options: { eventId: string; exhibitorId: string }) {
  return exhibitorItems(db, options)
    .innerJoin("person_profiles as p", (join) =>
      join.onRef("p.claimed_by", "=", "f.user_id").onRef("p.event_id", "=", "f.event_id"),
    )
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .where(visibleToRole(dialectOf(db), "REPRESENTATIVE"));
}

export async function deskBookmarks(db: DB, options: { eventId: string; exhibitorId: string }): Promise<DeskBookmarks> {
  const people = sql<number | string>`count(distinct f.user_id)`;
  const [totals, named, visible] = await Promise.all([
    exhibitorItems(db, options)
      .select([(eb) => eb.fn.countAll<number | string>().as("bookmarks"), people.as("people")])
      .executeTakeFirstOrThrow(),
    visibleItems(db, options).select(people.as("people")).executeTakeFirstOrThrow(),
    visibleItems(db, options)
      .select([
        "f.user_id",
        "p.id",
        "p.name",
        "p.company",
        "p.job_title",
        "p.country",
        "p.attendee_type",
        sql<number | string>`sum(case when f.type = 'product' then 1 else 0 end)`.as("products"),
        sql<number | string>`sum(case when f.type = 'exhibitor' then 1 else 0 end)`.as("exhibitor"),
        sql<string>`max(f.added_at)`.as("last_added_at"),
      ])
      .groupBy(["f.user_id", "p.id", "p.name", "p.company", "p.job_title", "p.country", "p.attendee_type"])
      .orderBy(sql`sum(case when f.type = 'product' then 1 else 0 end)`, "desc")
      .orderBy(sql`max(f.added_at)`, "desc")
      .orderBy("p.id")
      .limit(DESK_BOOKMARKERS_SHOWN)
      .execute(),
  ]);
  // A user who claimed two people of the event is named once.
  const byUser = new Map<string, (typeof visible)[number]>();
  for (const row of visible) if (!byUser.has(row.user_id)) byUser.set(row.user_id, row);
  const names = await productNames(db, { ...options, userIds: [...byUser.keys()] });
  const shown = [...byUser.values()].map((row) => ({
    personId: row.id,
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    country: row.country,
    attendeeType: row.attendee_type,
    exhibitor: Number(row.exhibitor) > 0,
    products: Number(row.products),
    productNames: names.get(row.user_id) ?? [],
    lastAddedAt: row.last_added_at,
  }));
  const everyone = Number(totals.people);
  return {
    people: everyone,
    bookmarks: Number(totals.bookmarks),
    shown,
    private: Math.max(0, everyone - Number(named.people)),
  };
}

/** The named people's bookmarked products of the exhibitor, most recent first, five each. */
async function productNames(
  db: DB,
  options: { eventId: string; exhibitorId: string; userIds: string[] },
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (options.userIds.length === 0) return names;
  const rows = await exhibitorItems(db, options)
    .innerJoin("products as pr", "pr.id", "f.item_id")
    .select(["f.user_id", "pr.name", "pr.vintage"])
    .where("f.user_id", "in", options.userIds)
    .orderBy("f.added_at", "desc")
    .orderBy("pr.name")
    .execute();
  for (const row of rows) {
    const list = names.get(row.user_id) ?? [];
    if (list.length < PRODUCTS_NAMED) list.push(row.vintage ? `${row.name} ${row.vintage}` : row.name);
    names.set(row.user_id, list);
  }
  return names;
}
