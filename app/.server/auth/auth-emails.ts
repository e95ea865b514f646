import type { Locale } from "~/lib/locales";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import { mailer } from "../email";
import { serverT } from "../i18n";

// The messages sign-in sends, in the language of the page that asked for
// them (locales/<lng>/auth.json, "emails.<kind>").

export type AuthEmailKind = "signInLink" | "verifyEmail" | "resetPassword" | "existingAccount";

export async function sendAuthEmail(
  kind: AuthEmailKind,
  options: { to: string; url: string | null; locale: Locale },
): Promise<void> {
  const t = serverT(options.locale);
  const lines = [
    t(`auth:emails.${kind}.body`, { minutes: SIGN_IN_LINK_MINUTES }),
    ...(options.url ? ["", options.url] : []),
    "",
    t("auth:emails.ignore"),
    "",
    t("auth:emails.signature"),
  ];
  await mailer().send({ to: options.to, subject: t(`auth:emails.${kind}.subject`), text: lines.join("\n") });
}
