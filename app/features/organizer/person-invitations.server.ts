import type { DB } from "~/.server/db";
import type { Mailer } from "~/.server/email/mailer";
import { AppError } from "~/.server/errors";
import { eventNameIn } from "~/features/events/event-name.server";
import type { AuditActor } from "~/lib/audit-actions";
import type { Locale } from "~/lib/locales";
import {
  type ConsolePerson,
  getConsolePerson,
  INVITE_BATCH,
  peopleToInvite,
  recordInvitation,
} from "./people-admin.server";
import { PERSON_MESSAGES } from "./person-form";
import { sendPersonInvitation } from "./person-invitation-email.server";

// Inviting registered people to claim their profile (docs/product/site-settings.md
// "People"): the e-mail goes first, then the invitation is recorded with its
// audit entry, so the record never claims an e-mail that did not go.

interface InviteContext {
  event: { id: string; name: string; defaultLocale: Locale };
  origin: string;
  actor: AuditActor;
}

/** The invitation's language unless the organizer picks another: the person's own, else the event's. */
export function invitationLocale(person: Pick<ConsolePerson, "locale">, event: { defaultLocale: Locale }): Locale {
  return person.locale ?? event.defaultLocale;
}

async function invite(db: DB, mailer: Mailer, context: InviteContext, person: ConsolePerson, locale: Locale) {
  await sendPersonInvitation(mailer, {
    to: person.email,
    locale,
    eventName: await eventNameIn(db, context.event, locale),
    person,
    origin: context.origin,
  });
  return recordInvitation(db, { eventId: context.event.id, personId: person.id, locale, actor: context.actor });
}

/** Invites one person; says when they were invited before. A failed e-mail throws and records nothing. */
export async function invitePerson(
  db: DB,
  mailer: Mailer,
  options: InviteContext & { personId: string; locale: Locale },
): Promise<{ email: string; previous: string | null }> {
  const person = await getConsolePerson(db, { eventId: options.event.id, personId: options.personId });
  if (!person) throw new AppError("not_found", "Person not found");
  if (!person.email) throw new AppError("invalid", PERSON_MESSAGES.noEmail);
  const { previous } = await invite(db, mailer, options, person, options.locale);
  return { email: person.email, previous };
}

/**
 * invitePerson for the person's page: null when the e-mail did not go (it is
 * logged, nothing was recorded); a refusal (no such person, no address) is
 * thrown on.
 */
export async function invitePersonUnlessMailFails(
  db: DB,
  mailer: Mailer,
  options: InviteContext & { personId: string; locale: Locale },
): Promise<{ email: string; previous: string | null } | null> {
  try {
    return await invitePerson(db, mailer, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error("The person invitation could not be sent", error);
    return null;
  }
}

/**
 * "Invite all not yet claimed": at most INVITE_BATCH people per call, one
 * e-mail after the other, each in their own language or the event's. Says
 * how many went, how many failed (they stay uninvited, for the next click)
 * and how many are left.
 */
export async function inviteUnclaimed(
  db: DB,
  mailer: Mailer,
  options: InviteContext,
): Promise<{ sent: number; failed: number; left: number }> {
  const { people, total } = await peopleToInvite(db, { eventId: options.event.id, limit: INVITE_BATCH });
  let sent = 0;
  let failed = 0;
  for (const person of people) {
    try {
      await invite(db, mailer, options, person, invitationLocale(person, options.event));
      sent += 1;
    } catch (error) {
      console.error("A person invitation could not be sent", error);
      failed += 1;
    }
  }
  return { sent, failed, left: total - sent };
}
