import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { callAuth } from "~/.server/auth/call-auth";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { PasswordField } from "~/features/auth/components/password-field";
import { SignInPanel } from "~/features/auth/components/sign-in-panel";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/reset-password";

// Where the emailed reset link lands (better-auth checks the token, then
// redirects here with it, or with error=INVALID_TOKEN).

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const url = new URL(request.url);
  return {
    locale: params.locale,
    token: url.searchParams.get("error") ? "" : (url.searchParams.get("token") ?? ""),
    title: serverT(params.locale)("auth:reset.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.title} · Uncork` }, { name: "robots", content: "noindex" }] : [];

const formSchema = z.object({ token: z.string().min(1).max(512), password: z.string().max(1000) });

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLocale(params.locale)) notFound();
  const parsed = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { result: "invalidToken" as const };
  if (!parsed.data.password) return { result: "required" as const };
  const response = await callAuth(context.origin, request, "/reset-password", {
    method: "POST",
    json: { newPassword: parsed.data.password, token: parsed.data.token },
  });
  if (response.ok) return { result: "done" as const };
  const code = ((await response.json().catch(() => ({}))) as { code?: string }).code;
  if (code === "PASSWORD_TOO_WEAK" || code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG")
    return { result: "weak" as const };
  if (response.status === 400) return { result: "invalidToken" as const };
  if (response.status === 429) {
    // Too many tries for this address: the same page says so, in the reader's language.
    const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
    return data(
      { result: "limited" as const },
      { status: 429, headers: retryAfter ? { "Retry-After": retryAfter } : {} },
    );
  }
  throw new Error(`password reset failed: ${response.status} ${code ?? ""}`);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const result = actionData?.result;
  if (result === "done") {
    return (
      <section className="mx-auto max-w-md py-6">
        <p role="status" data-answer="" className="mb-6 rounded border border-success px-3 py-2">
          {t("reset.done")}
        </p>
        <SignInPanel locale={loaderData.locale} next={`/${loaderData.locale}/my/profile`} headingLevel={1} />
      </section>
    );
  }
  if (!loaderData.token || result === "invalidToken") {
    return (
      <section className="mx-auto max-w-md py-6">
        <h1 className="text-2xl font-semibold">{t("reset.title")}</h1>
        <p role="alert" className="mt-4 rounded border border-danger px-3 py-2 text-danger">
          {t("reset.invalid")}
        </p>
        <div className="mt-6">
          <SignInPanel locale={loaderData.locale} initialMode="reset" headingLevel={2} />
        </div>
      </section>
    );
  }
  const error =
    result === "weak"
      ? t("password.tooWeak")
      : result === "required"
        ? t("accounts:errors.required")
        : result === "limited"
          ? t("common:errors.limit")
          : undefined;
  return (
    <section className="mx-auto max-w-md py-6">
      <h1 className="text-2xl font-semibold">{t("reset.title")}</h1>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField name="password" label={t("fields.newPassword")} autoComplete="new-password" error={error} />
        <button type="submit" disabled={navigation.state !== "idle"} className={PRIMARY_BUTTON}>
          {t("actions.setPassword")}
        </button>
      </Form>
    </section>
  );
}
