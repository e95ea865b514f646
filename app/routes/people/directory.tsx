import { Form, Link } from "react-router";
import { currentUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { StartChatForm } from "~/features/chat/components/start-chat-form";
import { PersonCard } from "~/features/meetings/components/person-card";
import { loadMeetingEvent } from "~/features/meetings/meeting-event.server";
import { directoryFilters, directoryQuerySchema, searchPeople } from "~/features/meetings/people-directory.server";
import { resolveMyEvent } from "~/features/my-pages/my-event.server";
import { eventParam } from "~/features/my-pages/my-page.server";
import { directoryViewer } from "~/features/people/participants.server";
import { countryName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/directory";

// /{locale}/people, and the same with the role fixed at /{locale}/people/representatives
// and /{locale}/people/visitors: the event's people the viewer may see
// (docs/product/meetings.md), searched and filtered by the database, 24 a
// page, with "Request a meeting" where the viewer may ask. A plain GET form:
// it works without JavaScript, and every result page has its own address.

const FIXED_ROLE: Record<string, "REPRESENTATIVE" | "VISITOR"> = {
  representatives: "REPRESENTATIVE",
  visitors: "VISITOR",
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const { locale, event } = await resolveMyEvent({ params, request });
  const url = new URL(request.url);
  const fixedRole = FIXED_ROLE[url.pathname.split("/").pop() ?? ""] ?? null;
  const user = await currentUser(request);
  const viewer = await directoryViewer(db(), { eventId: event.id, user });
  const fixed = fixedRole ? { role: fixedRole } : {};
  // A hand-edited address with an impossible value shows the first page unfiltered rather than an error.
  const parsed = directoryQuerySchema.safeParse({ ...Object.fromEntries(url.searchParams), ...fixed });
  const query = parsed.success ? parsed.data : directoryQuerySchema.parse(fixed);
  const [result, filters, meetingEvent] = await Promise.all([
    searchPeople(db(), { eventId: event.id, viewer, query }),
    directoryFilters(db(), { eventId: event.id, viewer }),
    loadMeetingEvent(db(), event.id),
  ]);
  const t = serverT(locale);
  const titleKey = fixedRole === "REPRESENTATIVE" ? "titleRepresentatives" : fixedRole ? "titleVisitors" : "title";
  return {
    locale,
    event: { name: event.name },
    eventParam: eventParam(request) ?? null,
    fixedRole,
    signedIn: viewer.role !== "ANONYMOUS",
    bookingOn: meetingEvent.bookingOn,
    query: {
      q: query.q,
      role: query.role ?? "",
      attendeeType: query.attendeeType ?? "",
      country: query.country ?? "",
      company: query.company ?? "",
      exhibitorId: query.exhibitorId ?? "",
    },
    result,
    filters: { attendeeType: filters.attendeeType, country: filters.country },
    titleKey,
    title: `${t(`people:directory.${titleKey}`)} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

const SELECT = "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2";

export default function PeopleDirectory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("people");
  const { locale, event, eventParam, fixedRole, signedIn, bookingOn, query, result, filters, titleKey } = loaderData;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (eventParam) params.set("event", eventParam);
    for (const [name, value] of Object.entries(query))
      if (value && !(fixedRole && name === "role")) params.set(name, value);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `?${search}` : "?";
  };
  const eventQuery = eventParam ? `?event=${encodeURIComponent(eventParam)}` : "";
  return (
    <article aria-labelledby="page-title">
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t(`directory.${titleKey}`)}
        </h1>
        <p className="mt-1 text-muted">{t("directory.intro", { event: event.name })}</p>
        {signedIn ? null : <p className="mt-1 font-medium">{t("directory.signInForVisitors")}</p>}
      </header>

      <Form
        method="get"
        role="search"
        aria-label={t("directory.search")}
        className="mb-6 grid gap-4 rounded border border-line p-4 md:grid-cols-3"
      >
        {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
        {query.exhibitorId ? <input type="hidden" name="exhibitorId" value={query.exhibitorId} /> : null}
        <div className="md:col-span-3">
          <label htmlFor="people-q" className="block text-sm font-semibold">
            {t("directory.searchLabel")}
          </label>
          <input id="people-q" name="q" type="search" defaultValue={query.q} className={SELECT} />
        </div>
        {fixedRole ? null : (
          <div>
            <label htmlFor="people-role" className="block text-sm font-semibold">
              {t("directory.role")}
            </label>
            <select id="people-role" name="role" defaultValue={query.role} className={SELECT}>
              <option value="">{t("directory.anyRole")}</option>
              <option value="REPRESENTATIVE">{t("directory.roles.REPRESENTATIVE")}</option>
              <option value="VISITOR">{t("directory.roles.VISITOR")}</option>
            </select>
          </div>
        )}
        <div>
          <label htmlFor="people-type" className="block text-sm font-semibold">
            {t("directory.attendeeType")}
          </label>
          <select id="people-type" name="attendeeType" defaultValue={query.attendeeType} className={SELECT}>
            <option value="">{t("directory.anyType")}</option>
            {filters.attendeeType.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} ({option.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="people-country" className="block text-sm font-semibold">
            {t("directory.country")}
          </label>
          <select id="people-country" name="country" defaultValue={query.country} className={SELECT}>
            <option value="">{t("directory.anyCountry")}</option>
            {filters.country.map((option) => (
              <option key={option.value} value={option.value}>
                {countryName(locale, option.value)} ({option.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="people-company" className="block text-sm font-semibold">
            {t("directory.company")}
          </label>
          <input id="people-company" name="company" defaultValue={query.company} className={SELECT} />
        </div>
        <p className="flex items-end gap-4 md:col-span-3">
          <button type="submit" className={PRIMARY_BUTTON}>
            {t("directory.apply")}
          </button>
          <Link to={eventQuery || "?"} className="underline">
            {t("directory.reset")}
          </Link>
        </p>
      </Form>

      <p role="status" className="mb-4 font-medium">
        {result.total === 0 ? t("meetings:errors.noAttendees") : t("directory.count", { count: result.total })}
      </p>
      {result.people.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {result.people.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                locale={locale}
                requestHref={
                  bookingOn && person.mayRequestMeeting
                    ? `/${locale}/people/${encodeURIComponent(person.id)}${eventQuery}`
                    : null
                }
                message={
                  person.mayChat ? (
                    <StartChatForm
                      action={`/${locale}/my/messages${eventQuery}`}
                      personId={person.id}
                      personName={person.name}
                      className="mt-2"
                      buttonClassName="rounded border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-wash"
                    />
                  ) : null
                }
                standHref={(exhibitorId) => {
                  const params = new URLSearchParams(eventParam ? { event: eventParam } : {});
                  params.set("exhibitorId", exhibitorId);
                  return `/${locale}/people?${params}`;
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("directory.pages")} className="mt-6 flex flex-wrap items-center gap-4">
          {result.page > 1 ? (
            <Link to={pageHref(result.page - 1)} rel="prev" className="underline">
              {t("directory.previous")}
            </Link>
          ) : null}
          <span>{t("directory.pageOf", { page: Math.min(result.page, pages), pages })}</span>
          {result.page < pages ? (
            <Link to={pageHref(result.page + 1)} rel="next" className="underline">
              {t("directory.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
