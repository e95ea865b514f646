import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { StartChatForm } from "~/features/chat/components/start-chat-form";
import { DeskPersonHeading } from "~/features/exhibitor-desk/components/desk-person-heading";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { PersonToMeetReasons } from "~/features/exhibitor-desk/components/person-to-meet-reasons";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { deskExportPath } from "~/features/exhibitor-desk/desk-sections";
import { peopleToMeet } from "~/features/exhibitor-desk/people-to-meet.server";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/desk-people";

// /{locale}/my/desk/people: attendees to meet, each with why (their
// bookmarks and lists of the exhibitor's products, a market where it seeks
// distribution), among those who let representatives see them.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const people = await peopleToMeet(db(), { eventId: page.event.id, exhibitorId: page.exhibitor.id });
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    eventQuery: page.eventQuery,
    exhibitor: page.exhibitor,
    people,
    title: `${t("desk:people.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, eventQuery, exhibitor, people } = loaderData;
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("people.title")}
        intro={t("people.intro", { exhibitor: exhibitor.name })}
        exportHref={deskExportPath(locale, "people", query)}
      />
      {people.length === 0 ? (
        <p className="text-muted">{t("people.empty")}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2">
          {people.map((person) => (
            <li key={person.personId} className="rounded-lg border border-line p-4">
              <DeskPersonHeading
                person={person}
                href={`/${locale}/people/${person.personId}${eventQuery}`}
                locale={locale}
              />
              <PersonToMeetReasons locale={locale} reasons={person.reasons} />
              <StartChatForm
                action={`/${locale}/my/messages${eventQuery}`}
                personId={person.personId}
                personName={person.name}
                className="mt-3"
                buttonClassName={SECONDARY_BUTTON}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
