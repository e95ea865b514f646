import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { listPeople } from "~/features/accounts/people-list.server";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage } from "~/features/organizer/organizer-page.server";
import { formatDateTime, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/people";

// The organizer's list of registered representatives and attendees, with
// who has claimed each. Only the event's organizers see it.

const querySchema = z.object({ kind: z.enum(["representative", "attendee"]).optional().catch(undefined) });
const withEvent = (query: string, kind: string | null) => {
  const params = new URLSearchParams(query);
  if (kind) params.set("kind", kind);
  return `?${params}`;
};

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const { request } = args;
  const { kind } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const people = await listPeople(db(), event.id, { kind });
  return {
    locale,
    kind: kind ?? null,
    query,
    event: { name: event.name },
    people,
    title: serverT(locale)("organizer:people.title"),
  };
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, people, kind, event, query } = loaderData;
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
      <nav aria-label={t("people.filter")} className="mt-4 flex gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={withEvent(query, filter.value)}
            aria-current={kind === filter.value ? "page" : undefined}
            className={`rounded border px-3 py-1 ${kind === filter.value ? "border-primary bg-primary text-paper" : "border-line"}`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">{t("people.title")}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {t("people.name")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("people.company")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("people.kind")}
            </th>
            <th scope="col" className="py-2">
              {t("people.claim")}
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} className="border-b border-line align-top">
              <td className="py-2 pr-3">
                {person.kind === "representative" && person.registrationId ? (
                  <Link
                    to={`/${locale}/registrations/${person.registrationId}/representatives/${person.id}/onboarding`}
                  >
                    {person.name}
                  </Link>
                ) : (
                  person.name
                )}
                <div className="text-muted">{person.email}</div>
              </td>
              <td className="py-2 pr-3">{person.company}</td>
              <td className="py-2 pr-3">
                {person.kind === "representative" ? t("people.representative") : t("people.attendee")}
              </td>
              <td className="py-2">
                {person.claimedByEmail
                  ? t("people.claimedBy", {
                      email: person.claimedByEmail,
                      date: person.claimedAt ? formatDateTime(locale, person.claimedAt) : "",
                    })
                  : t("people.unclaimed")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
