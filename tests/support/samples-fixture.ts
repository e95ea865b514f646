import { sql } from "kysely";
import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import type { Mailer, OutgoingMessage } from "~/.server/email/mailer";
import { insertEvent, insertExhibitor, insertProduct, register, testId } from "../factories/catalogue";
import { insertUser } from "../factories/people";

// What the sample cart, sample request and contact database tests share: an
// event whose default language is German, three exhibitors (one with an
// address, one reachable only through a contact, one with no address at
// all) with products registered at the event, a product that is not, two
// users, and a mailer that keeps what it is given.

export interface SamplesFixture {
  eventId: string;
  /** Weingut Alpha (alpha@weingut.example): 12 products. */
  alpha: { id: string; productIds: string[] };
  /** Cave Beta: no address of its own; its second contact has one. 2 products. */
  beta: { id: string; productIds: string[]; contactIds: string[] };
  /** Gamma Spirits: no address anywhere. 1 product. */
  gamma: { id: string; productIds: string[] };
  /** In the catalogue, not at the event. */
  elsewhereProductId: string;
  anna: SessionUser;
  bruno: SessionUser;
}

async function sessionUser(db: DB, name: string): Promise<SessionUser> {
  const user = await insertUser(db, { email: `${name.split(" ")[0].toLowerCase()}-${testId()}@example.com`, name });
  return { id: user.id, email: user.email, name: user.name, emailVerified: true, image: null, phone: null };
}

async function contact(db: DB, exhibitorId: string, position: number, name: string, email: string): Promise<string> {
  const id = testId();
  await db
    .insertInto("exhibitor_contacts")
    .values({ id, exhibitor_id: exhibitorId, position, name, job_title: "Export", email, phone: "" })
    .execute();
  return id;
}

export async function samplesFixture(db: DB): Promise<SamplesFixture> {
  const eventId = await insertEvent(db, { name: "Test Fair" });
  await db.updateTable("events").set({ default_locale: "de" }).where("id", "=", eventId).execute();
  await db
    .insertInto("event_translations")
    .values({ event_id: eventId, locale: "de", name: "Testmesse", tagline: "", description: "" })
    .execute();

  const alphaId = await insertExhibitor(db, { name: "Weingut Alpha", email: "alpha@weingut.example" });
  const alphaProducts: string[] = [];
  for (let i = 1; i <= 12; i++)
    alphaProducts.push(
      await insertProduct(db, { exhibitor_id: alphaId, name: `Riesling Nr. ${i}`, vintage: 2020 + (i % 5) }),
    );
  await register(db, { eventId, exhibitorId: alphaId, products: alphaProducts.map((id) => ({ id })) });

  const betaId = await insertExhibitor(db, { name: "Cave Beta", email: "" });
  const betaContacts = [
    await contact(db, betaId, 0, "Paul Sans-Adresse", ""),
    await contact(db, betaId, 1, "Chloé Martin", "chloe@cave-beta.example"),
  ];
  const betaProducts = [
    await insertProduct(db, { exhibitor_id: betaId, name: "Crémant Rosé" }),
    await insertProduct(db, { exhibitor_id: betaId, name: "Chenin Sec" }),
  ];
  await register(db, { eventId, exhibitorId: betaId, products: betaProducts.map((id) => ({ id })) });

  const gammaId = await insertExhibitor(db, { name: "Gamma Spirits", email: "" });
  const gammaProducts = [await insertProduct(db, { exhibitor_id: gammaId, name: "Gin Zero", kind: "Spirit" })];
  await register(db, { eventId, exhibitorId: gammaId, products: gammaProducts.map((id) => ({ id })) });

  const elsewhereProductId = await insertProduct(db, { exhibitor_id: await insertExhibitor(db), name: "Not Here" });
  return {
    eventId,
    alpha: { id: alphaId, productIds: alphaProducts },
    beta: { id: betaId, productIds: betaProducts, contactIds: betaContacts },
    gamma: { id: gammaId, productIds: gammaProducts },
    elsewhereProductId,
    anna: await sessionUser(db, "Anna Weiss"),
    bruno: await sessionUser(db, "Bruno Roth"),
  };
}

/** A mailer that keeps every message; `failFor` addresses make it throw, as a refusing server would. */
export function recordingMailer(failFor: string[] = []): Pick<Mailer, "send"> & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      if (failFor.some((address) => message.to.includes(address)))
        throw new Error(`550 mailbox unavailable: ${message.to}`);
      sent.push(message);
      return { id: `m${sent.length}`, transport: "outbox" };
    },
  };
}

/**
 * Opens the PostgreSQL pool's connections before a race: otherwise the second
 * writer waits for a new connection while the first finishes, and the race
 * the test is about never happens.
 */
export async function warmPool(db: DB, connections = 4): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await Promise.all(Array.from({ length: connections }, () => sql`select pg_sleep(0.02)`.execute(db)));
}
