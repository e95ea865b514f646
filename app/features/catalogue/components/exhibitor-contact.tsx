import { countryName, placeName, termName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Contact, ExhibitorLocation } from "../types";
import { useCatalogueActions } from "./catalogue-actions";

/** "https://www.example.com/" shown as "www.example.com". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

export function hrefOf(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Website, email and telephone as links, each labelled. */
export function ContactLinks({ website, email, phone }: { website: string; email: string; phone: string }) {
  const { t } = useTranslation("catalogue");
  const rows = [
    website ? { key: "website", label: t("fields.website"), href: hrefOf(website), text: displayUrl(website) } : null,
    email ? { key: "email", label: t("fields.email"), href: `mailto:${email}`, text: email } : null,
    phone ? { key: "phone", label: t("fields.phone"), href: `tel:${phone.replace(/[^\d+]/g, "")}`, text: phone } : null,
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-medium text-muted">{row.label}</dt>
          <dd className="min-w-0 break-words">
            <a
              href={row.href}
              rel={row.key === "website" ? "noopener" : undefined}
              // Counted as a click to the exhibitor's site (docs/analytics.md).
              data-outbound={row.key === "website" ? "website" : undefined}
            >
              {row.text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function LocationList({ locations, locale }: { locations: ExhibitorLocation[]; locale: Locale }) {
  if (locations.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {locations.map((location, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of addresses, never reordered; two may read the same
        <li key={index}>
          {location.label ? <p className="font-medium">{termName(locale, location.label)}</p> : null}
          <address className="not-italic">
            {[
              location.street,
              [location.postalCode, location.city].filter(Boolean).join(" "),
              location.region ? placeName(locale, location.region) : "",
              location.country ? countryName(locale, location.country) : "",
            ]
              .filter(Boolean)
              .map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in a fixed order
                <span key={i} className="block">
                  {line}
                </span>
              ))}
          </address>
        </li>
      ))}
    </ul>
  );
}

/** The exhibitor's contact people, each with "Send a message" when they have an address. */
export function ContactPeople({ contacts }: { contacts: Contact[] }) {
  const { ContactMessage } = useCatalogueActions();
  if (contacts.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {contacts.map((contact) => (
        <li key={contact.id} className="rounded-lg border border-line p-3">
          <p className="font-medium">{contact.name}</p>
          {contact.jobTitle ? <p className="text-sm text-muted">{contact.jobTitle}</p> : null}
          <div className="mt-1 text-sm">
            <ContactLinks website="" email={contact.email} phone={contact.phone} />
          </div>
          {contact.email && ContactMessage ? <ContactMessage contact={contact} /> : null}
        </li>
      ))}
    </ul>
  );
}
