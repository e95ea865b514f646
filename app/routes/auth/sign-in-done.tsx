import { useEffect } from "react";
import { notFound } from "~/.server/errors";
import { POPUP_MESSAGE } from "~/features/auth/oidc-popup";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/sign-in-done";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  return { locale: params.locale, failed: new URL(request.url).searchParams.has("failed") };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Where the identity provider's popup ends: tells the page that opened it, then closes. */
export default function SignInDone({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { failed, locale } = loaderData;
  useEffect(() => {
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage({ type: POPUP_MESSAGE, ok: !failed }, window.location.origin);
      window.close();
    } else if (!failed) {
      window.location.replace(`/${locale}/my/profile`);
    }
  }, [failed, locale]);
  return (
    <section className="mx-auto max-w-md py-10 text-center">
      <h1 className="text-2xl font-semibold">{failed ? t("state.error") : t("done.title")}</h1>
      {failed ? null : <p className="mt-2">{t("done.text")}</p>}
    </section>
  );
}
