import { type FormEvent, useId, useState } from "react";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import type { SyncReport } from "~/features/data-in/product-api/sync-event.server";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SYNC_PROGRESS_ID } from "../import-kinds";
import { runSync } from "../organizer-data-client";
import { ChangeReport } from "./change-report";
import { ImportProgress, useImportProgress } from "./import-progress";
import { useApiCall } from "./use-api-call";

// The sync from the product API on the organizer's page: check it (a dry run
// listing what would be added, changed and removed), then apply it.

export function SyncPanel({
  eventId,
  locale,
  sourceEventId,
  apiHost,
  live,
}: {
  eventId: string;
  locale: Locale;
  sourceEventId: string;
  apiHost: string;
  /** The organizer's stream, which carries the sync's progress. */
  live: { collectionId: string; uid: string };
}) {
  const { t } = useTranslation("organizer");
  const sourceId = useId();
  const [source, setSource] = useState(sourceEventId);
  const [report, setReport] = useState<SyncReport | null>(null);
  const { busy, error, run } = useApiCall<"checking" | "applying">();
  const { progress, forget } = useImportProgress(live, (id) => id === SYNC_PROGRESS_ID);
  const sync = (dryRun: boolean) => {
    forget();
    void run(
      dryRun ? "checking" : "applying",
      () => runSync(eventId, { dryRun, sourceEventId: source.trim() || undefined }),
      setReport,
    );
  };

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReport(null);
    sync(true);
  }

  return (
    <div className="grid gap-4">
      <p>{t("data.sync.intro", { host: apiHost })}</p>
      <form onSubmit={check} className="grid max-w-xl gap-3">
        <label htmlFor={sourceId} className="grid gap-1">
          <span className="font-medium">{t("data.sync.source")}</span>
          <input
            id={sourceId}
            value={source}
            onChange={(e) => setSource(e.target.value)}
            className="rounded border border-line bg-paper p-2"
          />
        </label>
        <div>
          <button type="submit" disabled={busy !== null} className={PRIMARY_BUTTON}>
            {t("data.sync.check")}
          </button>
        </div>
      </form>
      {busy ? <ImportProgress progress={progress} locale={locale} phase="syncing" /> : null}
      {error ? (
        <p role="alert" className="text-danger">
          {t(error)}
        </p>
      ) : null}
      {report ? (
        <section aria-labelledby="sync-report-title" className="grid gap-3 rounded border border-line p-4">
          <h3 id="sync-report-title" className="text-lg font-semibold">
            {report.dryRun ? t("data.sync.checkedTitle") : t("data.sync.appliedTitle")}
          </h3>
          {report.problems.length ? (
            <ul className="list-inside list-disc text-sm">
              {report.problems.map((p) => (
                <li key={`${p.kind}:${p.id}`}>{t(`data.sync.problems.${p.kind}`, { id: p.id })}</li>
              ))}
            </ul>
          ) : null}
          <ChangeReport summary={report} locale={locale} written={!report.dryRun} />
          {report.dryRun && report.totalChanges > 0 ? (
            <div>
              <button type="button" disabled={busy !== null} onClick={() => sync(false)} className={PRIMARY_BUTTON}>
                {t("data.sync.apply")}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
