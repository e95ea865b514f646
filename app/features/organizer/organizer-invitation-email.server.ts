import type { Mailer, SentMessage } from "~/.server/email/mailer";
import { serverT } from "~/.server/i18n";
import { absoluteUrl, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// The e-mail to an address made organizer of an event (locales/<lng>/organizer.json
// "emails.invitation"), in the language the inviting organizer chose: where to
// sign in, and that the rights come with the first sign-in with this address.

export async function sendOrganizerInvitation(
  mailer: Mailer,
  options: { to: string; locale: Locale; eventName: string; invitedBy: string; origin: string; hasAccount: boolean },
): Promise<SentMessage> {
  const t = serverT(options.locale);
  const consoleUrl = absoluteUrl(options.origin, links.organizer(options.locale));
  const signIn = absoluteUrl(options.origin, links.signIn(options.locale, links.organizer(options.locale)));
  const vars = { event: options.eventName, inviter: options.invitedBy };
  const text = [
    t("organizer:emails.invitation.greeting"),
    "",
    t("organizer:emails.invitation.body", vars),
    "",
    options.hasAccount ? t("organizer:emails.invitation.open") : t("organizer:emails.invitation.signIn"),
    options.hasAccount ? consoleUrl : signIn,
    "",
    t("organizer:emails.invitation.ignore"),
  ].join("\n");
  return mailer.send({
    to: options.to,
    subject: t("organizer:emails.invitation.subject", vars),
    text,
  });
}
