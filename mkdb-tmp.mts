import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
const db = connect("file:/tmp/imp.db");
await migrateToLatest(db);
const now = new Date().toISOString();
await db.insertInto("events").values({ id: "b0000000000000000000000b", slug: "bench-import", default_locale: "en", locales: '["en"]', starts_on: "2027-01-01", ends_on: "2027-01-03", timezone: "Europe/Berlin", venue_name: "", venue_street: "", venue_postal_code: "", venue_city: "", venue_country: "", settings: "{}", logo_image_id: null, created_at: now, updated_at: now }).execute();
await db.destroy();
