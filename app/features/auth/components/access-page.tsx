import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SignInPanel } from "./sign-in-panel";

/** A loader's own reason for the refusal: keys of locales/<lng>/<ns>.json. */
export interface AccessReason {
  messageKey: string;
  detailKey?: string;
  adviceKey?: string;
}

/**
 * The page a visitor sees without the sign-in a page needs (401: "You need to
 * be logged in to see this page." with the login box) or without the role it
 * needs (403: "You don't have the necessary permissions to see this page.").
 * A page may give its own reason instead (`reason`, e.g. "Email address not
 * registered for meeting booking" with its detail and advice).
 */
export default function AccessPage({
  status,
  locale,
  reason,
}: {
  status: 401 | 403;
  locale: Locale;
  reason?: AccessReason;
}) {
  const { t } = useTranslation("auth");
  if (status === 401) {
    const title = reason ? t(reason.messageKey) : t("page.needLogin");
    return (
      <section aria-labelledby="error-title" className="mx-auto max-w-md py-10">
        <title>{`${title} · Uncork`}</title>
        <meta name="robots" content="noindex" />
        <h1 id="error-title" className="mb-6 text-2xl font-semibold">
          {title}
        </h1>
        <SignInPanel locale={locale} headingLevel={2} />
      </section>
    );
  }
  const title = reason ? t(reason.messageKey) : t("page.noPermission");
  return (
    <section aria-labelledby="error-title" className="py-16 text-center">
      <title>{`${title} · Uncork`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        403
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {title}
      </h1>
      {reason ? (
        <>
          {reason.detailKey ? <p className="mt-2">{t(reason.detailKey)}</p> : null}
          {reason.adviceKey ? <p className="mt-2 text-muted">{t(reason.adviceKey)}</p> : null}
        </>
      ) : (
        <p className="mt-2 text-muted">{t("page.noPermissionHint")}</p>
      )}
      <p className="mt-6">
        <a href={`/${locale}`} className="underline">
          {t("common:nav.backHome")}
        </a>
      </p>
    </section>
  );
}
