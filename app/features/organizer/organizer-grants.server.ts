import type { DB } from "~/.server/db";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import type { AuditTool } from "~/lib/audit-actions";
import { addOrganizer, normalizeEmail } from "../events/organizers.server";

// The first organizers of an event, made outside the site: by
// `npm run organizer:add -- <email> [--event <id>]` and by ORGANIZER_EMAILS at
// start (docs/product/site-settings.md "The organizers").

export type GrantOutcome = { email: string; status: "added" | "invited" | "unchanged" };

/** The event named by id or slug, else the primary one; null when there is none. */
export async function organizerEvent(
  db: DB,
  options: { event?: string; primaryEvent?: string },
): Promise<{ id: string; name: string } | null> {
  const event = options.event
    ? await getEvent(db, { idOrSlug: options.event, locale: "en" })
    : await getPrimaryEvent(db, { locale: "en", configured: options.primaryEvent });
  return event ? { id: event.id, name: event.name } : null;
}

/** A list of addresses as ORGANIZER_EMAILS holds them: separated by commas, spaces or semicolons. */
export function parseOrganizerEmails(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(/[\s,;]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export async function grantOrganizers(
  db: DB,
  options: { eventId: string; emails: readonly string[]; tool: AuditTool },
): Promise<GrantOutcome[]> {
  const outcomes: GrantOutcome[] = [];
  for (const email of options.emails) {
    const { status } = await addOrganizer(db, { eventId: options.eventId, email, actor: { tool: options.tool } });
    outcomes.push({ email: normalizeEmail(email), status });
  }
  return outcomes;
}
