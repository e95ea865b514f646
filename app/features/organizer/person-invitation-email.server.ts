import type { Mailer, SentMessage } from "~/.server/email/mailer";
import { serverT } from "~/.server/i18n";
import { personOnboardingLink } from "~/features/onboarding/onboarding-links";
import { absoluteUrl, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// The e-mail inviting a registered person to claim their profile
// (locales/<lng>/organizer.json "emails.personInvitation"), in the language
// the organizer chose: which event, and a sign-in link that lands on the
// person's own onboarding, where signing in with this address claims it.

export interface PersonInvitation {
  to: string;
  locale: Locale;
  eventName: string;
  person: { id: string; name: string; kind: "representative" | "attendee"; registrationId: string | null };
  origin: string;
}

/** The invitation's subject and text, as sent. */
export function personInvitationText(options: PersonInvitation): { subject: string; text: string } {
  const t = serverT(options.locale);
  const next = personOnboardingLink(options.locale, options.person);
  const signIn = absoluteUrl(options.origin, links.signIn(options.locale, next));
  const vars = { event: options.eventName, name: options.person.name };
  const text = [
    options.person.name
      ? t("organizer:emails.personInvitation.greetingName", vars)
      : t("organizer:emails.personInvitation.greeting"),
    "",
    t(`organizer:emails.personInvitation.body.${options.person.kind}`, vars),
    "",
    t("organizer:emails.personInvitation.signIn"),
    signIn,
    "",
    t("organizer:emails.personInvitation.ignore"),
  ].join("\n");
  return { subject: t("organizer:emails.personInvitation.subject", vars), text };
}

export async function sendPersonInvitation(mailer: Mailer, options: PersonInvitation): Promise<SentMessage> {
  return mailer.send({ to: options.to, ...personInvitationText(options) });
}
