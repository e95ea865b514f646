import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { serverT } from "~/.server/i18n";
import { SelectField, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { ReportSection } from "~/features/analytics/components/report-section";
import { loadReportPage, reportSearch } from "~/features/analytics/report-page.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventParam, eventQuery } from "~/features/my-pages/my-page.server";
import { formatDateRange } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/reports";

// /{locale}/my/reports: views, bookmarks, clicks and the meeting and sample
// funnels of the exhibitor a representative stands for, or of the whole
// event for an organizer (?exhibitor= narrows it), over days on the event's
// clock (?from=&to=, a GET form, so a reload keeps them). Every chart is
// drawn on the server and followed by its table; the export downloads them
// all as one workbook.

export async function loader(args: Route.LoaderArgs) {
  const report = await loadReportPage(args);
  const { locale, event } = report.page;
  const t = serverT(locale);
  const wantedEvent = eventParam(args.request);
  const exhibitorId = report.exhibitor?.id ?? null;
  const base = `/${locale}/my/reports`;
  const range = report.range;
  const body = {
    locale,
    query: eventQuery(args.request),
    event: { name: event.name, param: wantedEvent ?? "" },
    timeZone: report.timeZone,
    subject: report.exhibitor?.name ?? event.name,
    exhibitorId,
    organizer: report.organizer,
    choices: report.represented.map((e) => ({ value: e.id, label: e.name })),
    wholeEventHref: report.organizer && exhibitorId ? `${base}${reportSearch({ event: wantedEvent })}` : null,
    range: range.ok ? range.range : range.values,
    errors: range.ok ? {} : range.errors,
    tables: report.tables,
    exportHref: range.ok
      ? `${base}/export.xlsx${reportSearch({ event: wantedEvent, exhibitor: exhibitorId, range: range.range })}`
      : null,
    title: `${t("reports:page.title")} · ${t("meta.siteName")}`,
  };
  return range.ok ? body : data(body, { status: 400 });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

/** The range's fields in their order, for the focus on the first with an error. */
const RANGE_FIELDS = ["from", "to"] as const;

export default function MyReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("reports");
  const { locale, query, event, subject, exhibitorId, choices, range, errors, tables } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  // A refused range puts the focus on its field, also when the page was opened with it.
  useFocusFirstError(form, errors, RANGE_FIELDS);
  return (
    <article aria-labelledby="page-title" className="max-w-4xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("page.title")}
        </h1>
        <p className="mt-1 text-muted">
          {exhibitorId
            ? t("page.introExhibitor", { exhibitor: subject, event: event.name })
            : t("page.introEvent", { event: event.name })}
        </p>
        <p className="mt-1 text-sm text-muted">{t("page.timeZone", { timeZone: loaderData.timeZone })}</p>
        <p className="mt-1 text-sm text-muted">{t("page.privacy")}</p>
        {loaderData.wholeEventHref ? (
          <p className="mt-2">
            <Link to={loaderData.wholeEventHref} className="font-medium underline">
              {t("page.wholeEvent")}
            </Link>
          </p>
        ) : null}
      </header>

      <Form
        ref={form}
        method="get"
        // The fields show the report's own values: a new report (another exhibitor, the whole
        // event) renders them afresh instead of keeping what the last one showed.
        key={`${exhibitorId ?? ""}|${range.from}|${range.to}`}
        className="mb-8 grid gap-4 rounded-md border border-line p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {event.param ? <input type="hidden" name="event" value={event.param} /> : null}
        {choices.length > 1 || (loaderData.organizer && choices.length > 0) ? (
          <div className="sm:col-span-3">
            <SelectField
              id="report-exhibitor"
              name="exhibitor"
              label={t("range.exhibitor")}
              defaultValue={exhibitorId ?? ""}
              options={loaderData.organizer ? [{ value: "", label: t("range.wholeEvent") }, ...choices] : choices}
            />
          </div>
        ) : exhibitorId ? (
          <input type="hidden" name="exhibitor" value={exhibitorId} />
        ) : null}
        <TextField
          id="report-from"
          name="from"
          type="date"
          label={t("range.from")}
          defaultValue={range.from}
          error={errors.from ? t(errors.from) : undefined}
        />
        <TextField
          id="report-to"
          name="to"
          type="date"
          label={t("range.to")}
          defaultValue={range.to}
          error={errors.to ? t(errors.to) : undefined}
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          {t("range.show")}
        </button>
      </Form>

      {tables ? (
        <>
          <div className="mb-8 flex flex-wrap items-center gap-4">
            <p className="font-medium">{formatDateRange(locale, range.from, range.to)}</p>
            {loaderData.exportHref ? (
              <a href={loaderData.exportHref} download className={SECONDARY_BUTTON}>
                {t("page.export")}
              </a>
            ) : null}
          </div>
          {tables.map((table) => (
            <ReportSection key={table.id} table={table} locale={locale} />
          ))}
        </>
      ) : (
        <p role="alert" className="font-medium">
          {t("page.fixRange")}
        </p>
      )}
    </article>
  );
}
