import { useEffect, useRef, useState } from "react";
import { subscribeLive } from "~/features/live/live-client";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// How far the file being checked or applied is, as the server reads it: its
// progress arrives over the organizer's live stream (resource "imports").
// Before the first report the file is still going up (or, checked again
// with a mapping, being opened).

export interface ProgressEvent {
  id: string;
  /** A file's check or apply; a sync's reading from the product API, then its writing. */
  phase: "checking" | "applying" | "reading" | "writing";
  rows: number;
  fraction: number | null;
}

/**
 * The latest progress the server sent for this organizer's imports. Subscribed
 * while the page is open, so the stream is there before a file goes up;
 * `forget` clears it when a new step starts.
 */
export function useImportProgress(live: { collectionId: string; uid: string }, accept: (id: string) => boolean) {
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const acceptRef = useRef(accept);
  acceptRef.current = accept;
  useEffect(
    () =>
      subscribeLive(live.collectionId, live.uid, {
        onChange(change) {
          if (change.resource !== "imports") return;
          const latest = (change.set as ProgressEvent[] | undefined)?.filter((p) => acceptRef.current(p.id)).at(-1);
          if (latest) setProgress(latest);
        },
        onResync() {},
      }),
    [live.collectionId, live.uid],
  );
  return { progress, forget: () => setProgress(null) };
}

export function ImportProgress({
  progress,
  locale,
  phase,
}: {
  progress: ProgressEvent | null;
  locale: Locale;
  /** What is under way, for the label before the first report. */
  phase: "uploading" | "checking" | "applying" | "syncing";
}) {
  const { t } = useTranslation("organizer");
  const label =
    progress === null
      ? t(`data.progress.${phase === "checking" ? "starting" : phase}`)
      : t(`data.progress.${progress.phase}`, { count: progress.rows, formatted: formatNumber(locale, progress.rows) });
  return (
    <div className="grid gap-1" role="status">
      <progress
        className="h-3 w-full"
        aria-label={t("data.progress.label")}
        max={1}
        value={progress?.fraction ?? undefined}
      />
      <span className="text-sm text-muted">{label}</span>
    </div>
  );
}
