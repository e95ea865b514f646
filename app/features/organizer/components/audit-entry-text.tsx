import type { SettingsField } from "~/features/events/event-settings.server";
import type { AuditEntry } from "~/lib/audit-actions";
import { formatList, formatNumber, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SETTINGS_FIELDS } from "../settings-form";
import { historyFieldText } from "./product-field-label";
import { settingValueText } from "./setting-value";

// What one audit entry changed, in the organizer's words: each setting from
// its old value to its new one; whom an organizer change was about; an
// import's or a sync's counts; an exhibitor's name, with the fields changed
// or the products that left with it; a product's name and the fields changed.

type Change = { from: unknown; to: unknown };
/** An exhibitor's changed columns (as history names them) and the form's labels for them. */
const EXHIBITOR_FIELD_LABELS: Record<string, string> = {
  name: "name",
  brand_name: "brandName",
  country: "country",
  website: "website",
  email: "email",
  phone: "phone",
  founded: "founded",
};
const COUNTED_TYPES = ["exhibitor", "producer", "product", "person"] as const;

export function AuditEntryText({
  locale,
  entry,
}: {
  locale: Locale;
  entry: Pick<AuditEntry, "action" | "subject" | "details">;
}) {
  const { t } = useTranslation("organizer");
  const { action, subject, details } = entry;
  if (action === "settings.changed") {
    const fields = SETTINGS_FIELDS.filter((field) => field in details) as SettingsField[];
    return (
      <ul className="grid gap-0.5">
        {fields.map((field) => {
          const change = details[field] as Change;
          return (
            <li key={field}>
              {t("audit.change", {
                field: t(`settings.fields.${field}`),
                from: settingValueText(t, locale, field, change.from),
                to: settingValueText(t, locale, field, change.to),
              })}
            </li>
          );
        })}
      </ul>
    );
  }
  if (action === "import.applied" || action === "sync.applied") {
    const counts = (details.counts ?? {}) as Record<string, { add: number; change: number; remove: number }>;
    const types = COUNTED_TYPES.filter((type) => counts[type]);
    const heading =
      action === "import.applied"
        ? `${t(`data.kinds.${String(details.kind)}`)} (${String(details.format).toUpperCase()})`
        : subject;
    return (
      <div>
        <p>{heading}</p>
        <ul className="grid gap-0.5">
          {types.map((type) => (
            <li key={type}>
              {t("audit.counts", {
                what: t(`audit.types.${type}`),
                added: formatNumber(locale, counts[type].add),
                changed: formatNumber(locale, counts[type].change),
                removed: formatNumber(locale, counts[type].remove),
              })}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (action === "exhibitor.changed" && Array.isArray(details.fields)) {
    const fields = (details.fields as string[]).map((field) => {
      const text = /^translations\.([a-z]{2})\.description$/.exec(field);
      if (text) return t("exhibitor.fields.description", { language: languageName(locale, text[1]) });
      return field in EXHIBITOR_FIELD_LABELS ? t(`exhibitor.fields.${EXHIBITOR_FIELD_LABELS[field]}`) : field;
    });
    return <span>{`${String(details.name ?? subject)} · ${formatList(locale, fields)}`}</span>;
  }
  if (action === "exhibitor.removed" && typeof details.products === "number" && details.products > 0) {
    return (
      <span>
        {t("audit.exhibitorProducts", {
          name: String(details.name ?? subject),
          count: details.products,
          formatted: formatNumber(locale, details.products),
        })}
      </span>
    );
  }
  if (action.startsWith("exhibitor.") && typeof details.name === "string") return <span>{details.name}</span>;
  if ((action === "product.added" || action === "product.changed") && typeof details.name === "string") {
    const fields = Array.isArray(details.fields) ? (details.fields as string[]) : [];
    const labels = [...new Set(fields.map((field) => historyFieldText(t, locale, field)))];
    return <span>{labels.length > 0 ? `${details.name}: ${formatList(locale, labels)}` : details.name}</span>;
  }
  if (action === "page.published" && Array.isArray(details.locales)) {
    const locales = (details.locales as string[]).map((code) => languageName(locale, code));
    return <span>{`${subject} · ${formatList(locale, locales)}`}</span>;
  }
  return <span>{subject}</span>;
}
