import { data, Form, redirect } from "react-router";
import { currentUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError, notFound, pageRefusal } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { normalizeBadgeCode } from "~/features/leads/badge-code";
import { badgeByCode } from "~/features/leads/badges.server";
import { LeadFields } from "~/features/leads/components/lead-fields";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { leadPreview, scanBadge, scanningStand } from "~/features/leads/leads.server";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/lead";

// /{locale}/my/lead/{code} (where /b/{code} sends): for a representative of an
// exhibitor at the badge's event, the lead capture page: the person as they
// share themselves with representatives, a score and a note, saved through
// scanBadge like POST /api/…/leads (docs/leads.md). Anyone else goes on to
// the person's page in the directory (its own rules decide, else 404);
// an unknown or renewed code is the 404 page with "This badge is no longer valid."

async function resolve(args: Route.LoaderArgs | Route.ActionArgs) {
  const locale = args.params.locale;
  if (!isLocale(locale)) notFound();
  const code = normalizeBadgeCode(args.params.code ?? "");
  const badge = code ? await badgeByCode(db(), code) : undefined;
  if (!code || !badge) return { invalid: true as const, locale };
  const user = await currentUser(args.request);
  const stand = user ? await scanningStand(db(), { eventId: badge.eventId, userId: user.id }).catch(() => null) : null;
  if (!user || !stand) {
    throw redirect(
      `/${locale}/people/${encodeURIComponent(badge.personId)}?event=${encodeURIComponent(badge.eventId)}`,
    );
  }
  return { invalid: false as const, locale, code, badge, user, stand };
}

export async function loader(args: Route.LoaderArgs) {
  const resolved = await resolve(args);
  const t = serverT(resolved.locale);
  // An unknown or renewed code: a 404 that says why, in the reader's language.
  if (resolved.invalid)
    return data({ invalid: true as const, title: t("leads:errors.badgeNotValid") }, { status: 404 });
  const { locale, badge, stand } = resolved;
  // Only saving makes the lead (a GET writes nothing).
  const { lead, person } = await leadPreview(db(), { stand, personId: badge.personId });
  return {
    invalid: false as const,
    locale,
    person,
    score: lead?.score ?? null,
    note: lead?.note ?? "",
    title: `${t("leads:capture.title")} · ${t("meta.siteName")}`,
  };
}

export async function action(args: Route.ActionArgs) {
  const resolved = await resolve(args);
  if (resolved.invalid) pageRefusal(new AppError("not_found", LEAD_MESSAGES.badgeNotValid));
  const { code, badge, user } = resolved;
  const form = Object.fromEntries(await args.request.formData());
  return runPageAction(
    async () => {
      const { lead } = await scanBadge(db(), {
        eventId: badge.eventId,
        userId: user.id,
        input: { code, score: form.score || undefined, note: form.note ?? "" },
      });
      return data({ ok: true as const, lead });
    },
    (refusal) => ({ ok: false as const, error: refusal.messageKey, field: refusal.fields?.[0]?.path ?? "note" }),
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function LeadCapture({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("leads");
  if (loaderData.invalid) {
    return (
      <section aria-labelledby="page-title" className="py-16 text-center">
        <h1 id="page-title" className="text-2xl font-semibold">
          {t("errors.badgeNotValid")}
        </h1>
      </section>
    );
  }
  const saved = actionData?.ok ? actionData.lead : null;
  const { person } = loaderData;
  const score = saved ? saved.score : loaderData.score;
  const note = saved ? saved.note : loaderData.note;
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <article aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("capture.title")}
      </h1>
      <section aria-labelledby="person-name" className="mt-4 rounded-lg border border-line p-4">
        <h2 id="person-name" className="text-2xl font-semibold">
          {person.name}
        </h2>
        <p>{[person.jobTitle, person.company].filter(Boolean).join(" · ")}</p>
        {person.email ? <p>{person.email}</p> : null}
      </section>
      {actionData?.ok ? (
        <p role="status" className="mt-3 font-medium">
          {t("capture.saved")}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <LeadFields score={score} note={note} error={error?.error} />
        <button type="submit" className="rounded bg-primary px-4 py-2 text-paper">
          {t("capture.save")}
        </button>
      </Form>
    </article>
  );
}
