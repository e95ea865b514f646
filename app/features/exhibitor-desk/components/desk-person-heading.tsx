import { Link } from "react-router";
import { countryName } from "~/lib/format";
import type { Locale } from "~/lib/locales";

// A person on a desk card (people to meet, leads): their name linking to their
// page in the directory, and what they share with representatives in one line.

interface Props {
  person: { name: string; jobTitle: string; company: string; attendeeType: string; country: string };
  /** The directory page's address. */
  href: string;
  locale: Locale;
  /** For the card's aria-labelledby. */
  id?: string;
}

export function DeskPersonHeading({ person, href, locale, id }: Props) {
  return (
    <>
      <h3 id={id} className="text-lg font-semibold">
        <Link to={href} className="underline">
          {person.name}
        </Link>
      </h3>
      <p className="text-sm text-muted">
        {[
          person.jobTitle,
          person.company,
          person.attendeeType,
          person.country ? countryName(locale, person.country) : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </>
  );
}
