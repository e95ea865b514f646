import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { type PersonToMeetReason, reasonText } from "../desk-people";

/** Why the desk suggests meeting someone, one reason a line. */
export function PersonToMeetReasons({ locale, reasons }: { locale: Locale; reasons: PersonToMeetReason[] }) {
  const { t } = useTranslation("desk");
  return (
    <ul aria-label={t("people.why")} className="mt-2 list-disc pl-5">
      {reasons.map((reason) => (
        <li key={reason.kind}>{reasonText(t, locale, reason)}</li>
      ))}
    </ul>
  );
}
