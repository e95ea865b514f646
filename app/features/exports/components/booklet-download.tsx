import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { useHydrated } from "~/lib/use-hydrated";
import type { BookletTarget } from "../schemas";

type Format = "pdf" | "xlsx";

interface JobView {
  id: string;
  status: "running" | "done" | "failed";
  done: number;
  total: number;
  fileName: string;
}

type State =
  | { state: "idle" }
  | { state: "running"; format: Format; done: number; total: number }
  | { state: "done"; format: Format; href: string; fileName: string }
  | { state: "failed"; format: Format };

interface Props {
  locale: Locale;
  target: BookletTarget;
  /** The synchronous downloads: what the buttons are without JavaScript. */
  links: Record<Format, string>;
  /** The no-JavaScript download of this format failed and came back here (?error=pdf). */
  failed: Format | null;
}

const POLL_MS = 400;
const FORMATS: Format[] = ["pdf", "xlsx"];

async function startJob(target: BookletTarget, format: Format): Promise<JobView> {
  const response = await fetch("/api/exports", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...target, format }),
  });
  if (response.status !== 202) throw new Error(`export ${response.status}`);
  return (await response.json()) as JobView;
}

async function readJob(id: string): Promise<JobView> {
  const response = await fetch(`/api/exports/${encodeURIComponent(id)}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  return (await response.json()) as JobView;
}

/** Starts the browser's download of a finished file without leaving the page. */
function download(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * PDF or Excel. Without JavaScript each is a link that makes the file while
 * the browser waits. With it, a job is started and its progress shown
 * ("Preparing 120 of 500 products…", announced politely), then the file is
 * downloaded and offered as a link; a failure says so with a retry.
 */
export function BookletDownload({ locale, target, links, failed }: Props) {
  const { t } = useTranslation("exports");
  const hydrated = useHydrated();
  const [job, setJob] = useState<State>(failed ? { state: "failed", format: failed } : { state: "idle" });
  const run = useRef(0);

  // A new run (or leaving the page) stops following the previous one.
  useEffect(() => () => void run.current++, []);

  const start = async (format: Format) => {
    const current = ++run.current;
    setJob({ state: "running", format, done: 0, total: 0 });
    try {
      let view = await startJob(target, format);
      while (view.status === "running") {
        if (run.current !== current) return;
        setJob({ state: "running", format, done: view.done, total: view.total });
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        view = await readJob(view.id);
      }
      if (run.current !== current) return;
      if (view.status !== "done") throw new Error("export failed");
      const href = `/api/exports/${encodeURIComponent(view.id)}/file`;
      setJob({ state: "done", format, href, fileName: view.fileName });
      download(href, view.fileName);
    } catch {
      if (run.current === current) setJob({ state: "failed", format });
    }
  };

  const busy = job.state === "running";
  const status =
    job.state === "running"
      ? job.total === 0
        ? t("page.progress")
        : t("page.preparing", {
            count: job.total,
            done: formatNumber(locale, job.done),
            total: formatNumber(locale, job.total),
          })
      : job.state === "done"
        ? t("page.ready")
        : "";

  return (
    <section aria-labelledby="booklet-formats" className="mt-6">
      <h2 id="booklet-formats" className="text-xl font-semibold">
        {t("page.formats")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-4">
        {FORMATS.map((format) => (
          <li key={format}>
            <a
              href={links[format]}
              aria-describedby={`booklet-${format}-hint`}
              aria-disabled={busy ? true : undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                if (!busy) void start(format);
              }}
              className="inline-block rounded-md bg-primary px-5 py-2.5 font-semibold text-paper hover:bg-primary-dark hover:text-paper aria-disabled:opacity-60"
            >
              {t(`page.${format}`)}
            </a>
            <p id={`booklet-${format}-hint`} className="mt-1 text-sm text-muted">
              {t(`page.${format}Hint`)}
            </p>
          </li>
        ))}
      </ul>

      {job.state === "running" ? (
        <div className="mt-5 max-w-md">
          <label htmlFor="booklet-progress" className="block text-sm font-semibold">
            {t("page.progress")}
          </label>
          <progress
            id="booklet-progress"
            className="mt-1 h-3 w-full appearance-none overflow-hidden rounded bg-wash [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-wash [&::-webkit-progress-value]:bg-primary"
            max={Math.max(job.total, 1)}
            value={job.total === 0 ? undefined : job.done}
          />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {status}
      </p>
      {job.state === "done" ? (
        <p className="mt-1">
          <a href={job.href} download={job.fileName} className="font-medium underline">
            {t("page.download", { fileName: job.fileName })}
          </a>
        </p>
      ) : null}
      {job.state === "failed" ? (
        <div role="alert" className="mt-3 rounded-md border border-danger p-3">
          <p className="font-medium text-danger">{t("page.error")}</p>
          {hydrated ? (
            <button
              type="button"
              onClick={() => void start(job.format)}
              className="mt-2 rounded-md border border-line px-4 py-1.5 font-medium hover:border-primary"
            >
              {t("page.retry")}
            </button>
          ) : (
            <a
              href={links[job.format]}
              className="mt-2 inline-block rounded-md border border-line px-4 py-1.5 font-medium hover:border-primary"
            >
              {t("page.retry")}
            </a>
          )}
        </div>
      ) : null}
    </section>
  );
}
