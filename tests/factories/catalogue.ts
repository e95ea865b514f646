import type { Insertable } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import type { ExhibitorsTable, ProducersTable, ProductsTable } from "~/.server/db/schema";

// Small, explicit catalogues for database tests: every row a test relies on
// is written in the test. Large realistic data comes from the demo generator.

let counter = 0;
/** A fresh 24-hex id with a readable prefix digit pattern. */
export function testId(): string {
  counter++;
  return counter.toString(16).padStart(24, "0");
}

const NOW = "2026-11-01T00:00:00.000Z";

export async function insertEvent(
  db: DB,
  overrides: { id?: string; slug?: string; name?: string; settings?: object } = {},
) {
  const id = overrides.id ?? testId();
  await db
    .insertInto("events")
    .values({
      id,
      slug: overrides.slug ?? `event-${id}`,
      default_locale: "en",
      locales: JSON.stringify(["en", "de", "fr", "es", "it"]),
      starts_on: "2026-12-07",
      ends_on: "2026-12-09",
      timezone: "Europe/Berlin",
      venue_name: "Hall",
      venue_street: "Street 1",
      venue_postal_code: "10115",
      venue_city: "Berlin",
      venue_country: "DE",
      settings: JSON.stringify(overrides.settings ?? {}),
      logo_image_id: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto("event_translations")
    .values({ event_id: id, locale: "en", name: overrides.name ?? "Test Fair", tagline: "", description: "" })
    .execute();
  return id;
}

export async function insertExhibitor(db: DB, overrides: Partial<Insertable<ExhibitorsTable>> = {}) {
  const id = overrides.id ?? testId();
  await db
    .insertInto("exhibitors")
    .values({
      id,
      brand_id: testId(),
      slug: `exhibitor-${id}`,
      name: "Weingut Test",
      brand_name: "",
      country: "DE",
      website: "",
      email: "",
      phone: "",
      networking_id: "",
      languages_spoken: "[]",
      countries: "[]",
      offering: "[]",
      opening_hours: "[]",
      logo_image_id: null,
      founded: null,
      created_at: NOW,
      updated_at: NOW,
      ...overrides,
    })
    .execute();
  return id;
}

export async function insertProducer(db: DB, overrides: Partial<Insertable<ProducersTable>> = {}) {
  const id = overrides.id ?? testId();
  await db
    .insertInto("producers")
    .values({
      id,
      brand_id: testId(),
      slug: `producer-${id}`,
      name: "Domaine Test",
      country: "FR",
      region: "Loire",
      website: "",
      founded: null,
      logo_image_id: null,
      created_at: NOW,
      updated_at: NOW,
      ...overrides,
    })
    .execute();
  return id;
}

export async function insertProduct(db: DB, overrides: Partial<Insertable<ProductsTable>> & { exhibitor_id: string }) {
  const id = overrides.id ?? testId();
  const row: Insertable<ProductsTable> = {
    id,
    kind: "Wine",
    name: "Cuvée Test",
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
  await db.insertInto("products").values(row).execute();
  return id;
}

/** Registers exhibitors (one single registration each) and their products in an event. */
export async function register(
  db: DB,
  options: {
    eventId: string;
    exhibitorId: string;
    tableNumber?: string;
    products?: { id: string; tableNumber?: string; price?: number | null; isNew?: boolean }[];
    /** Browser journeys give a random one: testId's counter starts again in every worker. */
    registrationId?: string;
  },
) {
  const registrationId = options.registrationId ?? testId();
  await db
    .insertInto("registrations")
    .values({
      id: registrationId,
      event_id: options.eventId,
      kind: "single",
      name: "",
      table_number: options.tableNumber ?? "A1",
      sort_number: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto("registration_exhibitors")
    .values({
      registration_id: registrationId,
      event_id: options.eventId,
      exhibitor_id: options.exhibitorId,
      table_number: "",
      sort_number: null,
    })
    .execute();
  for (const product of options.products ?? []) {
    await db
      .insertInto("registered_products")
      .values({
        event_id: options.eventId,
        product_id: product.id,
        registration_id: registrationId,
        exhibitor_id: options.exhibitorId,
        table_number: product.tableNumber ?? "",
        price: product.price ?? null,
        currency: "EUR",
        price_range: "",
        is_new: fromBool(dialectOf(db), product.isNew ?? false),
      })
      .execute();
  }
  return registrationId;
}
