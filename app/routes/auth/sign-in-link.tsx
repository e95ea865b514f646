import { useEffect, useRef } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { callAuth, forwardCookies } from "~/.server/auth/call-auth";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { SignInPanel } from "~/features/auth/components/sign-in-panel";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import { safeNext } from "~/lib/safe-next";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import type { Route } from "./+types/sign-in-link";

// The sign-in-link validation page. Opening the link does not sign in (mail
// scanners open links too): the page posts the token, automatically when
// JavaScript runs, else with its button. A used, expired or unknown token
// says "The link seems to be invalid" and offers a new link.

const INVALID = "/__invalid-sign-in-link";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const url = new URL(request.url);
  return {
    locale: params.locale,
    token: url.searchParams.get("token") ?? "",
    next: safeNext(url.searchParams.get("next")) ?? `/${params.locale}/my/profile`,
    title: serverT(params.locale)("auth:link.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.title} · Uncork` }, { name: "robots", content: "noindex" }] : [];

const formSchema = z.object({ token: z.string().min(1).max(512), next: z.string().max(2000) });

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLocale(params.locale)) notFound();
  const parsed = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { invalid: true };
  const next = safeNext(parsed.data.next) ?? `/${params.locale}/my/profile`;
  const query = new URLSearchParams({ token: parsed.data.token, callbackURL: next, errorCallbackURL: INVALID });
  const response = await callAuth(context.origin, request, `/magic-link/verify?${query}`, { method: "GET" });
  const location = response.headers.get("location") ?? "";
  if (!location || location.includes(INVALID)) return { invalid: true };
  return redirect(next, { headers: forwardCookies(response) });
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const invalid = actionData?.invalid || !loaderData.token;
  const submitted = useRef(false);

  useEffect(() => {
    if (!invalid && !submitted.current) {
      submitted.current = true;
      form.current?.requestSubmit();
    }
  }, [invalid]);

  if (invalid) {
    return (
      <section className="mx-auto max-w-md py-6" aria-labelledby="link-title">
        <h1 id="link-title" className="text-2xl font-semibold">
          {t("link.invalid")}
        </h1>
        <p className="mt-2 text-muted">{t("link.invalidHint", { minutes: SIGN_IN_LINK_MINUTES })}</p>
        <div className="mt-6">
          <SignInPanel locale={loaderData.locale} next={loaderData.next} initialMode="link" headingLevel={2} />
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md py-10 text-center" aria-labelledby="link-title">
      <h1 id="link-title" className="text-2xl font-semibold">
        {t("link.title")}
      </h1>
      <Form method="post" ref={form} reloadDocument className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="next" value={loaderData.next} />
        <button type="submit" disabled={navigation.state !== "idle"} className={PRIMARY_BUTTON}>
          {navigation.state !== "idle" ? t("link.signingIn") : t("link.button")}
        </button>
      </Form>
    </section>
  );
}
