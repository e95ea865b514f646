import { useEffect, useState } from "react";
import { arrivedConfirmed, EMAIL_CONFIRMED_PARAM } from "~/lib/email-confirmed";
import { useTranslation } from "~/lib/i18n-react";

/**
 * "Your e-mail address is confirmed." on the page a confirmation link lands on
 * (its flag, app/lib/email-confirmed.ts). Read in the browser: pages are cached
 * by path, so the server renders every page without it. The flag then leaves the
 * address bar, so a reload or a shared link does not say it again.
 */
export function EmailConfirmedNotice() {
  const { t } = useTranslation("auth");
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(EMAIL_CONFIRMED_PARAM)) return;
    setConfirmed(arrivedConfirmed(url.searchParams));
    url.searchParams.delete(EMAIL_CONFIRMED_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4">
      {confirmed ? (
        <p className="mt-4 rounded border border-success bg-paper px-3 py-2">{t("emailConfirmed")}</p>
      ) : null}
    </div>
  );
}
