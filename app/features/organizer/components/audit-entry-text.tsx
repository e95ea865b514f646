import type { AuditEntry } from "~/lib/audit-actions";
import { formatList, formatNumber, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SETTINGS_FIELDS, type SettingsFieldName } from "../settings-form";
import { historyFieldText } from "./product-field-label";
import { settingValueText } from "./setting-value";

// What one audit entry changed, in the organizer's words: each setting from
// its old value to its new one; whom an organizer change was about; an
// import's or a sync's counts; a product's name and the fields changed.

type Change = { from: unknown; to: unknown };
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
    const fields = SETTINGS_FIELDS.filter((field) => field in details) as SettingsFieldName[];
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
