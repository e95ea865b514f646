import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// The way to a stand's labels (docs/labels.md): the A4 label sheet and the
// table tents, as PDF files in the page's language. On the desk for the
// stand's representatives, and on the console's exhibitor page for organizers.

export function labelsPdfPath(eventId: string, exhibitorId: string, layout: "grid" | "tent", locale: Locale): string {
  const base = `/api/collections/${encodeURIComponent(eventId)}/exhibitors/${encodeURIComponent(exhibitorId)}/labels.pdf`;
  return `${base}?layout=${layout}&locale=${locale}`;
}

export function LabelSheetLinks({
  eventId,
  exhibitorId,
  locale,
  audience = "stand",
}: {
  eventId: string;
  exhibitorId: string;
  locale: Locale;
  audience?: "stand" | "organizer";
}) {
  const { t } = useTranslation("labels");
  return (
    <section aria-labelledby="labels-title" className="mb-6 rounded-md border border-line px-4 py-3">
      <h2 id="labels-title" className="text-lg font-semibold">
        {t("desk.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(audience === "organizer" ? "desk.consoleIntro" : "desk.intro")}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {(["grid", "tent"] as const).map((layout) => (
          <li key={layout}>
            <a href={labelsPdfPath(eventId, exhibitorId, layout, locale)} download className="font-medium underline">
              {t(`desk.${layout}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
