import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SignInPanel } from "./sign-in-panel";

/**
 * The page a visitor sees without the sign-in a page needs (401: "You need to
 * be logged in to see this page." with the login box) or without the role it
 * needs (403: "You don't have the necessary permissions to see this page.").
 */
export default function AccessPage({ status, locale }: { status: 401 | 403; locale: Locale }) {
  const { t } = useTranslation("auth");
  if (status === 401) {
    return (
      <section aria-labelledby="error-title" className="mx-auto max-w-md py-10">
        <title>{`${t("page.needLogin")} · Uncork`}</title>
        <meta name="robots" content="noindex" />
        <h1 id="error-title" className="mb-6 text-2xl font-semibold">
          {t("page.needLogin")}
        </h1>
        <SignInPanel locale={locale} headingLevel={2} />
      </section>
    );
  }
  return (
    <section aria-labelledby="error-title" className="py-16 text-center">
      <title>{`${t("page.noPermission")} · Uncork`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        403
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {t("page.noPermission")}
      </h1>
      <p className="mt-2 text-muted">{t("page.noPermissionHint")}</p>
      <p className="mt-6">
        <a href={`/${locale}`} className="underline">
          {t("common:nav.backHome")}
        </a>
      </p>
    </section>
  );
}
