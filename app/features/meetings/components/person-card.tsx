import type { ReactNode } from "react";
import { Link } from "react-router";
import { countryName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// One person in the people directory: only what the directory returns
// (never contact details), a representative's stand and table, and
// "Request a meeting" when the viewer may ask them, "Send a message" when they may write.

export interface PersonCardView {
  id: string;
  name: string;
  company: string;
  jobTitle: string;
  role: "REPRESENTATIVE" | "VISITOR";
  attendeeType: string;
  country: string;
  profileImageUrl: string;
  tableNumber: string;
  stand: { name: string; exhibitors: { id: string; name: string }[] } | null;
  mayRequestMeeting: boolean;
  mayChat?: boolean;
}

export function PersonCard({
  person,
  locale,
  requestHref,
  headingLevel = 2,
  standHref,
  message,
}: {
  person: PersonCardView;
  locale: Locale;
  /** Where "Request a meeting" leads; none when booking is off or the person does not accept the viewer. */
  requestHref: string | null;
  headingLevel?: 2 | 3;
  /** The directory narrowed to one exhibitor's people, for the stand's exhibitors. */
  standHref?: (exhibitorId: string) => string;
  /** The "Send a message" control, handed in by the route (chat is built on top of meetings); none to hide it. */
  message?: ReactNode;
}) {
  const { t } = useTranslation("people");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const role = [person.jobTitle, person.company].filter(Boolean).join(", ");
  return (
    <article className="flex gap-4 rounded border border-line p-4">
      {person.profileImageUrl ? (
        <img
          src={person.profileImageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-wash text-xl font-semibold text-muted"
        >
          {person.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <Heading className="text-lg font-semibold break-words">{person.name}</Heading>
        {role ? <p className="break-words">{role}</p> : null}
        <p className="text-sm text-muted">
          {t(`directory.roles.${person.role}`)}
          {person.attendeeType ? ` · ${person.attendeeType}` : ""}
          {person.country ? ` · ${countryName(locale, person.country)}` : ""}
        </p>
        {person.stand ? <p className="text-sm">{t("card.stand", { name: person.stand.name })}</p> : null}
        {person.stand && standHref && person.stand.exhibitors.length > 0 ? (
          <p className="text-sm">
            {person.stand.exhibitors.map((exhibitor, index) => (
              <span key={exhibitor.id}>
                {index > 0 ? ", " : null}
                <Link to={standHref(exhibitor.id)} className="underline">
                  {t("card.peopleOf", { name: exhibitor.name })}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        {person.tableNumber ? <p className="text-sm">{t("card.table", { table: person.tableNumber })}</p> : null}
        {message ?? null}
        {requestHref ? (
          <p className="mt-2">
            <Link
              to={requestHref}
              // The visible words start the name (WCAG "label in name"); the person is told to screen readers.
              aria-label={t("card.requestMeetingWith", { name: person.name })}
              className="inline-block rounded bg-primary px-3 py-1.5 text-sm font-medium text-paper hover:bg-primary-dark"
            >
              {t("card.requestMeeting")}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
