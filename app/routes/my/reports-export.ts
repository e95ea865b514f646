import { data } from "react-router";
import { loadReportPage } from "~/features/analytics/report-page.server";
import { reportFileName, writeReportXlsx } from "~/features/analytics/report-xlsx.server";
import { attachmentDisposition, CONTENT_TYPES } from "~/features/exports/file-names";
import type { Route } from "./+types/reports-export";

// /{locale}/my/reports/export.xlsx?event=&exhibitor=&from=&to=: the report of
// /{locale}/my/reports as one workbook, a sheet per section. The same checks
// as the page: 401 signed out, 403 without a report, 404 for an exhibitor
// the user may not open, 400 for a range the page would refuse.

export async function loader(args: Route.LoaderArgs) {
  const report = await loadReportPage(args);
  const { locale, event } = report.page;
  if (!report.range.ok || !report.tables) throw data({ code: "invalid" }, { status: 400 });
  const subject = report.exhibitor?.name ?? event.name;
  const body = await writeReportXlsx({
    tables: report.tables,
    locale,
    subject,
    eventName: event.name,
    range: report.range.range,
  });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": CONTENT_TYPES.xlsx,
      "Content-Disposition": attachmentDisposition(reportFileName({ locale, subject, range: report.range.range })),
      "Cache-Control": "private, no-store",
    },
  });
}
