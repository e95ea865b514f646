// What the audit log records (docs/product/site-settings.md "The audit log"),
// each a label in locales/<lng>/organizer.json ("audit.actions.<name>").
// Tools that are not a person show as one of AUDIT_TOOLS.

export const AUDIT_ACTIONS = [
  "settings.changed",
  "organizer.added",
  "organizer.invited",
  "organizer.removed",
  "invitation.withdrawn",
  "import.applied",
  "sync.applied",
  "product.added",
  "product.changed",
  "product.removed",
  "exhibitor.added",
  "exhibitor.changed",
  "exhibitor.removed",
  "page.created",
  "page.published",
  "person.added",
  "person.changed",
  "person.removed",
  "person.invited",
  "chat.reportHandled",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actors that are not a signed-in person: the command line, ORGANIZER_EMAILS at start, the admin token API. */
export const AUDIT_TOOLS = ["cli", "environment", "admin-api"] as const;
export type AuditTool = (typeof AUDIT_TOOLS)[number];

export function isAuditTool(actor: string): actor is AuditTool {
  return (AUDIT_TOOLS as readonly string[]).includes(actor);
}

/** A person (their user id and address at the time) or a tool. */
export type AuditActor = { userId: string; email: string } | { tool: AuditTool };

export function actorColumns(actor: AuditActor): { actor_id: string | null; actor: string } {
  return "tool" in actor ? { actor_id: null, actor: actor.tool } : { actor_id: actor.userId, actor: actor.email };
}

/** One entry as the log's page shows it; `actor` is an address or an AuditTool. */
export interface AuditEntry {
  id: string;
  actor: string;
  action: AuditAction;
  subject: string;
  details: Record<string, unknown>;
  createdAt: string;
}
