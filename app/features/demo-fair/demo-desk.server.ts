import type { DB } from "~/.server/db/connect";
import type { Mailer } from "~/.server/email/mailer";
import { sendContactMessage } from "~/features/contact/contact-messages.server";
import { representedExhibitors } from "~/features/exhibitor-desk/desk-access.server";
import { listDeskSampleRequests, setSampleRequestStatus } from "~/features/exhibitor-desk/desk-sample-requests.server";
import { setFavorite } from "~/features/favorites/favorites.server";
import { addToCart } from "~/features/samples/sample-cart.server";
import { submitSampleRequest } from "~/features/samples/sample-requests.server";
import { DEMO_MEETING_PEOPLE } from "./people";

// What Sam Seller's exhibitor desk shows at every demo event (README "The
// demo fair"): Bea Buyer bookmarked three of the stand's products, asked
// for samples of two (and, earlier, of one more, already marked sent), and
// wrote to one of its contacts. Written through the features' own
// functions, with a mailer that keeps nothing (the demo sends no mail).
// Kept when Bea has requested samples there already.

const SILENT: Pick<Mailer, "send"> = { send: async () => ({ id: "demo", transport: "outbox" }) };

export async function writeDemoDesk(
  db: DB,
  options: { eventId: string; seller: { userId: string }; buyer: { userId: string; email: string } },
): Promise<void> {
  const { eventId, seller, buyer } = options;
  const [exhibitor] = await representedExhibitors(db, { eventId, userId: seller.userId });
  if (!exhibitor) return;
  const existing = await db
    .selectFrom("sample_requests")
    .select("id")
    .where("event_id", "=", eventId)
    .where("user_id", "=", buyer.userId)
    .executeTakeFirst();
  if (existing) return;
  const products = await db
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitor.id)
    .orderBy("product_id")
    .limit(3)
    .execute();
  if (products.length === 0) return;
  const ids = products.map((row) => row.product_id);
  const user = {
    id: buyer.userId,
    email: buyer.email,
    name: DEMO_MEETING_PEOPLE.attendee.name,
    emailVerified: true,
    image: null,
    phone: null,
  };
  for (const id of ids) await setFavorite(db, { eventId, userId: buyer.userId, id, type: "product" });

  // An earlier request, handled: sent with the parcel's number.
  await addToCart(db, { eventId, userId: buyer.userId, productId: ids[0] });
  await submitSampleRequest(db, { eventId, user, message: "For our autumn tasting.", locale: "en", mail: SILENT });
  const [earlier] = (await listDeskSampleRequests(db, { eventId, exhibitorId: exhibitor.id })).requests;
  if (earlier)
    await setSampleRequestStatus(db, {
      eventId,
      exhibitorId: exhibitor.id,
      requestId: earlier.id,
      status: "sent",
      note: "DHL parcel 00340434161094042557",
      revision: earlier.revision,
      userId: seller.userId,
    });
  // And a new one, waiting (when the stand shows more than one product).
  if (ids.length > 1) {
    for (const productId of ids.slice(1)) await addToCart(db, { eventId, userId: buyer.userId, productId });
    await submitSampleRequest(db, {
      eventId,
      user,
      message: "Could you send these to our Amsterdam office before the fair?",
      locale: "en",
      mail: SILENT,
    });
  }

  const contact = await db
    .selectFrom("exhibitor_contacts")
    .select("id")
    .where("exhibitor_id", "=", exhibitor.id)
    .where("email", "<>", "")
    .orderBy("position")
    .executeTakeFirst();
  if (contact)
    await sendContactMessage(db, {
      eventId,
      exhibitorId: exhibitor.id,
      contactId: contact.id,
      user,
      input: { message: "Do you already have an importer in the Netherlands?", acceptPrivacy: true, locale: "en" },
      mail: SILENT,
    });
}
