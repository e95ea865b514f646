import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { mailer } from "~/.server/email";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { DataTable } from "~/components/ui/data-table";
import { ALERT, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { listPeople } from "~/features/accounts/people-list.server";
import { CONSOLE_TABLE } from "~/features/organizer/components/console-list";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { INVITE_BATCH } from "~/features/organizer/people-admin.server";
import { peopleQuerySchema } from "~/features/organizer/person-form";
import { inviteUnclaimed } from "~/features/organizer/person-invitations.server";
import { formatDateTimeInZone, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/people";

// The organizer's list of registered representatives and attendees, with
// who has claimed each and when each was invited, searched by name, address
// or company; each links to its page, and "Invite all not yet claimed" sends
// a bounded batch per click. Only the event's organizers see it.

const withEvent = (query: string, kind: string | null, q: string) => {
  const params = new URLSearchParams(query);
  if (kind) params.set("kind", kind);
  if (q) params.set("q", q);
  return `?${params}`;
};

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const { request } = args;
  const { kind, q } = peopleQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const people = await listPeople(db(), event.id, { kind, q });
  return {
    locale,
    kind: kind ?? null,
    q: q ?? "",
    query,
    eventParam: new URLSearchParams(query).get("event"),
    inviteBatch: INVITE_BATCH,
    event: { name: event.name, timezone: event.timezone },
    people,
    title: serverT(locale)("organizer:people.title"),
  };
}

type ActionData = { status: "invited"; sent: number; failed: number; left: number } | { status: "refused" };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const form = z
    .object({ intent: z.literal("inviteAll") })
    .safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) return data<ActionData>({ status: "refused" }, { status: 400 });
  const result = await inviteUnclaimed(db(), mailer(), {
    event: page.event,
    origin: env().PUBLIC_URL ?? new URL(args.request.url).origin,
    actor: organizerActor(page),
  });
  return data<ActionData>({ status: "invited", ...result });
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, people, kind, q, event, query, eventParam, inviteBatch } = loaderData;
  const busy = useNavigation().state === "submitting";
  const claimed = people.filter((p) => p.claimedByEmail).length;
  const filters = [
    { value: null, label: t("people.all") },
    { value: "representative", label: t("people.representatives") },
    { value: "attendee", label: t("people.attendees") },
  ] as const;
  return (
    <section aria-labelledby="people-title">
      <OrganizerNav locale={locale} query={query} />
      <p className="mt-6 text-muted">{event.name}</p>
      <h1 id="people-title" className="text-2xl font-semibold">
        {t("people.title")}
      </h1>
      <p className="mt-2">{t("people.summary", { count: people.length, claimed: formatNumber(locale, claimed) })}</p>
      <nav aria-label={t("people.filter")} className="mt-4 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={withEvent(query, filter.value, q)}
            aria-current={kind === filter.value ? "page" : undefined}
            className={`rounded border px-3 py-1 ${kind === filter.value ? "border-primary bg-primary text-paper" : "border-line"}`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          <div>
            <label htmlFor="people-search" className="block text-sm font-semibold">
              {t("people.search")}
            </label>
            <input
              id="people-search"
              type="search"
              name="q"
              defaultValue={q}
              aria-describedby="people-search-hint"
              className="mt-1 block rounded-md border border-line bg-paper px-3 py-2"
            />
            <p id="people-search-hint" className="mt-0.5 text-sm text-muted">
              {t("people.searchHint")}
            </p>
          </div>
          <button type="submit" className={SECONDARY_BUTTON}>
            {t("people.searchButton")}
          </button>
        </Form>
        <Link to={`/${locale}/organizer/people/new${query}`} className={PRIMARY_BUTTON}>
          {t("people.add")}
        </Link>
      </div>
      <section aria-labelledby="invite-all" className="mt-4 grid max-w-3xl gap-2">
        <h2 id="invite-all" className="sr-only">
          {t("people.inviteAll")}
        </h2>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="inviteAll" />
          <button type="submit" className={SECONDARY_BUTTON} disabled={busy} aria-describedby="invite-all-hint">
            {t("people.inviteAll")}
          </button>
        </Form>
        <p id="invite-all-hint" className="text-sm text-muted">
          {t("people.inviteAllHint", { count: inviteBatch })}
        </p>
        {actionData?.status === "invited" ? (
          <p role="status" data-answer="" className={NOTICE}>
            {actionData.sent === 0 && actionData.failed === 0
              ? t("people.inviteAllNone")
              : [
                  t("people.inviteAllSent", { count: actionData.sent }),
                  actionData.failed > 0 ? t("people.inviteAllFailed", { count: actionData.failed }) : "",
                  actionData.left > 0 ? t("people.inviteAllLeft", { count: actionData.left }) : "",
                ]
                  .filter(Boolean)
                  .join(" ")}
          </p>
        ) : actionData?.status === "refused" ? (
          <p role="alert" className={ALERT}>
            {t("common:errors.invalid")}
          </p>
        ) : null}
      </section>
      {people.length === 0 && q ? <p className="mt-6">{t("people.noMatches")}</p> : null}
      <div className="mt-6">
        <DataTable
          {...CONSOLE_TABLE}
          caption={t("people.title")}
          columns={[
            {
              header: t("people.name"),
              cell: (person) => (
                <>
                  <Link to={`/${locale}/organizer/people/${person.id}${query}`}>{person.name || person.email}</Link>
                  <div className="text-muted">{person.email}</div>
                </>
              ),
            },
            { header: t("people.company"), cell: (person) => person.company },
            {
              header: t("people.kind"),
              cell: (person) => (person.kind === "representative" ? t("people.representative") : t("people.attendee")),
            },
            {
              header: t("people.claim"),
              cell: (person) => (
                <>
                  {person.claimedByEmail
                    ? t("people.claimedBy", {
                        email: person.claimedByEmail,
                        date: person.claimedAt ? formatDateTimeInZone(locale, person.claimedAt, event.timezone) : "",
                      })
                    : t("people.unclaimed")}
                  {person.invitedAt && !person.claimedByEmail ? (
                    <div className="text-muted">
                      {t("people.invitedOn", { date: formatDateTimeInZone(locale, person.invitedAt, event.timezone) })}
                    </div>
                  ) : null}
                </>
              ),
            },
          ]}
          rows={people}
          rowKey={(person) => person.id}
        />
      </div>
    </section>
  );
}
