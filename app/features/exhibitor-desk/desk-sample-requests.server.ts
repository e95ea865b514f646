import type { DB } from "~/.server/db";
import type { SampleRequestStatus } from "~/.server/db/schema-my-catalogue";
import { AppError } from "~/.server/errors";
import { DESK_MESSAGES } from "./desk-messages";

// The sample requests an exhibitor received (its part of each submitted
// cart, docs/product/exhibitor-desk.md) and their handling: open until someone
// at the stand marks it sent or declined, with a note for the team.
//
// A change names the revision it was made on and is one conditional UPDATE
// (`where revision = seen`): of two representatives marking the same request
// at once, one wins and the other is told it changed meanwhile, with the
// other's status to see. Never read-then-write.

export interface DeskSampleRequest {
  id: string;
  createdAt: string;
  requester: { name: string; email: string };
  /** The language the requester wrote in. */
  locale: string;
  message: string;
  products: { id: string; name: string; vintage: number | null }[];
  status: SampleRequestStatus;
  note: string;
  changedAt: string | null;
  changedBy: string | null;
  revision: number;
}

export interface DeskSampleFilter {
  status?: SampleRequestStatus;
  /** A page of the list (the page shows 50 at a time); all when absent (the export). */
  page?: { number: number; size: number };
}

function parseIds(json: string): string[] {
  try {
    const ids = JSON.parse(json) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The exhibitor's sample requests at the event, newest first, optionally of one status and one page; counts per status. */
export async function listDeskSampleRequests(
  db: DB,
  options: { eventId: string; exhibitorId: string } & DeskSampleFilter,
): Promise<{ requests: DeskSampleRequest[]; counts: Record<SampleRequestStatus, number> }> {
  const own = db
    .selectFrom("sample_requests as s")
    .where("s.event_id", "=", options.eventId)
    .where("s.exhibitor_id", "=", options.exhibitorId);
  const [rows, countRows] = await Promise.all([
    own
      .leftJoin("auth_users as u", "u.id", "s.status_changed_by")
      .select([
        "s.id",
        "s.created_at",
        "s.requester_name",
        "s.requester_email",
        "s.locale",
        "s.message",
        "s.product_ids",
        "s.status",
        "s.status_note",
        "s.status_changed_at",
        "s.revision",
        "u.name as changed_by",
      ])
      .$if(options.status !== undefined, (q) => q.where("s.status", "=", options.status ?? "open"))
      .orderBy("s.created_at", "desc")
      .orderBy("s.id")
      .$if(options.page !== undefined, (q) =>
        q.limit(options.page?.size ?? 0).offset(((options.page?.number ?? 1) - 1) * (options.page?.size ?? 0)),
      )
      .execute(),
    own
      .select(["s.status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("s.status")
      .execute(),
  ]);
  // One cart holds at most 12 products: the names of every listed request in one query.
  const productIds = [...new Set(rows.flatMap((row) => parseIds(row.product_ids)))];
  const products = new Map<string, { name: string; vintage: number | null }>();
  for (let i = 0; i < productIds.length; i += 500) {
    const found = await db
      .selectFrom("products")
      .select(["id", "name", "vintage"])
      .where("id", "in", productIds.slice(i, i + 500))
      .execute();
    for (const product of found) products.set(product.id, { name: product.name, vintage: product.vintage });
  }
  const counts: Record<SampleRequestStatus, number> = { open: 0, sent: 0, declined: 0 };
  for (const row of countRows) counts[row.status] = Number(row.n);
  return {
    counts,
    requests: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      requester: { name: row.requester_name, email: row.requester_email },
      locale: row.locale,
      message: row.message,
      products: parseIds(row.product_ids).map((id) => ({
        id,
        name: products.get(id)?.name ?? "",
        vintage: products.get(id)?.vintage ?? null,
      })),
      status: row.status,
      note: row.status_note,
      changedAt: row.status_changed_at,
      changedBy: row.changed_by ?? null,
      revision: Number(row.revision),
    })),
  };
}

/**
 * Sets a request's status and note, if it is still at `revision`. Unknown
 * (or another exhibitor's) request: not_found. Changed meanwhile: conflict,
 * with the status and note it has now in the details.
 */
export async function setSampleRequestStatus(
  db: DB,
  options: {
    eventId: string;
    exhibitorId: string;
    requestId: string;
    status: SampleRequestStatus;
    note: string;
    revision: number;
    userId: string;
    now?: Date;
  },
): Promise<DeskSampleRequest["status"]> {
  const now = (options.now ?? new Date()).toISOString();
  const updated = await db
    .updateTable("sample_requests")
    .set((eb) => ({
      status: options.status,
      status_note: options.note.trim(),
      status_changed_at: now,
      status_changed_by: options.userId,
      revision: eb("revision", "+", 1),
    }))
    .where("id", "=", options.requestId)
    .where("event_id", "=", options.eventId)
    .where("exhibitor_id", "=", options.exhibitorId)
    .where("revision", "=", options.revision)
    .returning("status")
    .executeTakeFirst();
  if (updated) return updated.status;
  const current = await db
    .selectFrom("sample_requests")
    .select(["status", "status_note"])
    .where("id", "=", options.requestId)
    .where("event_id", "=", options.eventId)
    .where("exhibitor_id", "=", options.exhibitorId)
    .executeTakeFirst();
  if (!current) throw new AppError("not_found", DESK_MESSAGES.requestNotFound);
  throw new AppError("conflict", DESK_MESSAGES.requestChanged, { current: current.status, note: current.status_note });
}
