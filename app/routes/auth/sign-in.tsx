import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { SignInPanel } from "~/features/auth/components/sign-in-panel";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import { safeNext } from "~/lib/safe-next";
import type { Route } from "./+types/sign-in";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const url = new URL(request.url);
  return {
    locale: params.locale,
    next: safeNext(url.searchParams.get("next")) ?? `/${params.locale}/my/profile`,
    failed: url.searchParams.has("failed"),
    title: serverT(params.locale)("auth:page.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.title} · Uncork` }, { name: "robots", content: "noindex" }] : [];

/** The login box as a page of its own (links in emails, no-JavaScript fallbacks, popups blocked). */
export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <section className="mx-auto max-w-md py-6">
      {loaderData.failed ? (
        <p role="alert" className="mb-4 rounded border border-danger px-3 py-2 text-danger">
          {t("state.error")}
        </p>
      ) : null}
      <SignInPanel locale={loaderData.locale} next={loaderData.next} headingLevel={1} />
    </section>
  );
}
