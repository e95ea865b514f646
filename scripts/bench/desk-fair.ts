import { sql } from "kysely";
import type { DB } from "~/.server/db/connect";
import { dialectOf } from "~/.server/db/dialect";
import { insertEvent } from "../../tests/factories/catalogue";
import { FAIR_SCHEDULE, manyAttendees, manyPeople } from "../../tests/factories/meetings";

// The fair npm run bench:desk measures (scripts/bench/desk.ts), written in
// bulk: exhibitors with one stand each, their products registered at one
// event, attendees with bookmarks (one in ten bookmarking the measured
// exhibitor's products), a third of them in Germany where it seeks
// distribution, half with a profile of their own, sample requests to it,
// and its team.

export interface DeskFairSize {
  products: number;
  exhibitors: number;
  people: number;
  favorites: number;
  requests: number;
}

const NOW = "2026-11-01T00:00:00.000Z";

async function insertMany<T extends Record<string, unknown>>(db: DB, table: string, rows: T[]) {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table as never)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

/** A fair of the given size; the measured exhibitor is the first, seeking distribution in DE. */
export async function seedDeskFair(db: DB, size: DeskFairSize) {
  const dialect = dialectOf(db);
  const eventId = await insertEvent(db, {
    settings: { meetingBooking: "true", meetingSchedule: FAIR_SCHEDULE },
  });
  await db.updateTable("events").set({ timezone: "Europe/Berlin" }).where("id", "=", eventId).execute();
  const exhibitors = Array.from({ length: size.exhibitors }, (_, i) => `ex${String(i).padStart(6, "0")}`);
  await insertMany(
    db,
    "exhibitors",
    exhibitors.map((id, i) => ({ id, slug: id, name: `Exhibitor ${i}`, created_at: NOW, updated_at: NOW })),
  );
  await insertMany(
    db,
    "registrations",
    exhibitors.map((id) => ({
      id: `reg-${id}`,
      event_id: eventId,
      kind: "single",
      name: "",
      table_number: "A1",
      created_at: NOW,
      updated_at: NOW,
    })),
  );
  await insertMany(
    db,
    "registration_exhibitors",
    exhibitors.map((id) => ({ registration_id: `reg-${id}`, event_id: eventId, exhibitor_id: id, table_number: "A1" })),
  );
  await insertMany(db, "exhibitor_markets", [
    { exhibitor_id: exhibitors[0], market: "DE", status: "seekingDistribution" },
  ]);
  const products = Array.from({ length: size.products }, (_, i) => ({
    id: `pr${String(i).padStart(7, "0")}`,
    exhibitor: exhibitors[i % size.exhibitors],
  }));
  await insertMany(
    db,
    "products",
    products.map((p, i) => ({
      id: p.id,
      kind: "Wine",
      name: `Wine ${i}`,
      exhibitor_id: p.exhibitor,
      created_at: NOW,
      updated_at: NOW,
    })),
  );
  await insertMany(
    db,
    "registered_products",
    products.map((p) => ({
      event_id: eventId,
      product_id: p.id,
      registration_id: `reg-${p.exhibitor}`,
      exhibitor_id: p.exhibitor,
    })),
  );
  const mine = products.filter((p) => p.exhibitor === exhibitors[0]).map((p) => p.id);

  const attendees = await manyAttendees(db, eventId, size.people);
  // A third are in Germany; a user profile for half of them (their choices), the rest by the defaults.
  await db
    .updateTable("person_profiles")
    .set({ country: "DE", attendee_type: "Importer" })
    .where(
      "id",
      "in",
      attendees.filter((_, i) => i % 3 === 0).map((a) => a.personId),
    )
    .execute();
  await insertMany(
    db,
    "user_profiles",
    attendees
      .filter((_, i) => i % 2 === 0)
      .map((a) => ({
        event_id: eventId,
        user_id: a.userId,
        primary_role: "VISITOR",
        data: JSON.stringify({ visibleToRoles: ["REPRESENTATIVE"], acceptsChatsFrom: ["REPRESENTATIVE"] }),
        created_at: NOW,
        updated_at: NOW,
      })),
  );
  const favorites: Record<string, unknown>[] = [];
  attendees.forEach((a, i) => {
    const chosen = new Set<string>();
    if (i % 10 === 0) chosen.add(mine[i % mine.length]);
    while (chosen.size < size.favorites) chosen.add(products[(i * 7919 + chosen.size * 104_729) % size.products].id);
    for (const id of chosen)
      favorites.push({ event_id: eventId, user_id: a.userId, item_id: id, type: "product", added_at: NOW, tags: "[]" });
  });
  await insertMany(db, "favorites", favorites);
  await insertMany(
    db,
    "sample_requests",
    Array.from({ length: size.requests }, (_, i) => ({
      id: `sr${i}`,
      event_id: eventId,
      user_id: attendees[i % attendees.length].userId,
      submission_id: `sub${i}`,
      exhibitor_id: exhibitors[0],
      product_ids: JSON.stringify(mine.slice(i % 40, (i % 40) + 3)),
      message: "Please send samples.",
      requester_name: `Attendee ${i}`,
      requester_email: `a${i}@example.com`,
      locale: "en",
      created_at: new Date(Date.parse(NOW) + i * 60_000).toISOString(),
    })),
  );
  await manyPeople(db, eventId, 5, { kind: "representative", registrationId: `reg-${exhibitors[0]}` });
  if (dialect === "postgres") await sql`analyze`.execute(db);
  return { eventId, exhibitorId: exhibitors[0], favorites: favorites.length };
}
