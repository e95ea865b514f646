import { useCallback, useEffect, useRef, useState } from "react";
import { DANGER_BUTTON, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { focusElement } from "~/lib/focus-after-navigation";
import { formatDateTimeInZone, formatFileSize, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { PackageSummary } from "../package-format";
import type { SavedFair, SaveFailure } from "../save-fair";

// "Save this fair for offline" on the event's home (docs/offline-package.md
// "In the browser"): the size first, room on the device, a progress bar,
// then what is saved, brought up to date by difference whenever the page is
// opened online, and a way to remove it. Its code (and idb) loads only when
// the panel is shown.

type State =
  | { step: "loading" }
  | { step: "unsupported" }
  | { step: "ready"; summary: PackageSummary | null; saved: SavedFair | undefined; note?: Note }
  | { step: "saving"; done: number; total: number; update: boolean; saved: SavedFair | undefined };

type Note =
  | { kind: "saved" }
  | { kind: "updated"; changes: number }
  | { kind: "removed" }
  | { kind: "noRoom"; free: number; needed: number }
  | { kind: "failed"; reason: SaveFailure };

const loadSaver = () => import("../save-fair");

interface SaveFairPanelProps {
  eventId: string;
  locale: Locale;
  timezone: string;
  /** Called once the fair is saved or brought up to date: the route keeps the user's own data with it. */
  onSaved?: (eventId: string) => Promise<void>;
}

export function SaveFairPanel({ eventId, locale, timezone, onSaved }: SaveFairPanelProps) {
  const { t } = useTranslation("offline");
  const [state, setState] = useState<State>({ step: "loading" });
  const status = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  // Set when a button of the panel was pressed: only then does its answer take the focus
  // (an update made on its own when the page opens must not pull the focus into the panel).
  const pressed = useRef(false);

  const save = useCallback(
    async (saved: SavedFair | undefined, summary: PackageSummary | null) => {
      if (busy.current) return;
      busy.current = true;
      const saver = await loadSaver();
      const update = saved !== undefined && saved.version < (summary?.version ?? Number.POSITIVE_INFINITY);
      try {
        if (!update && summary) {
          const free = await saver.freeSpace();
          const needed = summary.bytes * saver.ROOM_FACTOR;
          if (free !== null && free < needed) {
            setState({ step: "ready", summary, saved, note: { kind: "noRoom", free, needed } });
            return;
          }
        }
        setState({ step: "saving", done: 0, total: 0, update, saved });
        const run = (since: number | null) =>
          saver.saveFair({
            eventId,
            locale,
            since,
            onProgress: (done, total) => setState({ step: "saving", done, total, update, saved }),
          });
        let after: SavedFair;
        try {
          after = await run(update && saved ? saved.version : null);
        } catch (error) {
          // Another tab moved the saved fair on: the whole fair again.
          if (!(update && error instanceof saver.SaveError && error.reason === "package")) throw error;
          after = await run(null);
        }
        const note: Note = update ? { kind: "updated", changes: after.received } : { kind: "saved" };
        await onSaved?.(eventId).catch(() => undefined);
        setState({ step: "ready", summary, saved: after, note });
      } catch (error) {
        const reason: SaveFailure =
          error instanceof Error && "reason" in error ? (error.reason as SaveFailure) : "network";
        setState({
          step: "ready",
          summary,
          saved: await saver.savedFair(eventId, locale),
          note: { kind: "failed", reason },
        });
      } finally {
        busy.current = false;
      }
    },
    [eventId, locale, onSaved],
  );

  useEffect(() => {
    let live = true;
    (async () => {
      if (typeof indexedDB === "undefined") return setState({ step: "unsupported" });
      const saver = await loadSaver();
      let saved: SavedFair | undefined;
      try {
        saved = await saver.savedFair(eventId, locale);
      } catch {
        if (live) setState({ step: "unsupported" });
        return;
      }
      const summary = navigator.onLine ? await saver.packageSummary(eventId, locale).catch(() => null) : null;
      if (!live) return;
      setState({ step: "ready", summary, saved });
      // Opened online with an older copy: brought up to date by difference.
      if (saved && summary && saved.version < summary.version) void save(saved, summary);
    })();
    return () => {
      live = false;
    };
  }, [eventId, locale, save]);

  // The button pressed is gone once the answer shows: the focus goes to the answer, not to the page.
  const note = state.step === "ready" ? state.note : undefined;
  useEffect(() => {
    if (!note || !pressed.current) return;
    pressed.current = false;
    if (status.current && (document.activeElement === document.body || !document.activeElement))
      focusElement(status.current);
  }, [note]);

  const remove = async (summary: PackageSummary | null) => {
    const saver = await loadSaver();
    await saver.removeSavedFair(eventId, locale);
    setState({ step: "ready", summary, saved: undefined, note: { kind: "removed" } });
  };

  const size = (bytes: number) => formatFileSize(locale, bytes);
  return (
    <section aria-labelledby="save-fair" className="mt-6 border-t border-line pt-4">
      <h2 id="save-fair" className="text-sm font-semibold uppercase text-muted">
        {t("save.title")}
      </h2>
      {state.step === "loading" ? (
        <p className="mt-1 text-muted">{t("save.lead")}</p>
      ) : state.step === "unsupported" ? (
        <p className="mt-1">{t("save.unsupported")}</p>
      ) : state.step === "saving" ? (
        <SavingProgress update={state.update} done={state.done} total={state.total} locale={locale} />
      ) : (
        <>
          {state.saved ? (
            <p className="mt-1">
              {t("save.saved", {
                date: formatDateTimeInZone(locale, state.saved.savedAt, timezone),
                size: size(state.saved.bytes),
              })}
            </p>
          ) : state.summary ? (
            <p className="mt-1">{t("save.size", { size: size(state.summary.bytes) })}</p>
          ) : (
            <p className="mt-1">{t("save.needsNetwork")}</p>
          )}
          {state.note ? (
            <p
              ref={status}
              data-answer=""
              role={state.note.kind === "failed" || state.note.kind === "noRoom" ? "alert" : "status"}
              className={
                state.note.kind === "failed" || state.note.kind === "noRoom" ? "mt-2 text-danger" : `mt-2 ${NOTICE}`
              }
            >
              {noteText(t, state.note, size)}
            </p>
          ) : null}
          <PanelButtons
            summary={state.summary}
            saved={state.saved}
            act={(action) => {
              pressed.current = true;
              void (action === "remove"
                ? remove(state.summary)
                : save(action === "update" ? state.saved : undefined, state.summary));
            }}
          />
        </>
      )}
    </section>
  );
}

/** Save, update and remove, as the saved copy and the server's version allow. */
function PanelButtons({
  summary,
  saved,
  act,
}: {
  summary: PackageSummary | null;
  saved: SavedFair | undefined;
  act: (action: "save" | "update" | "remove") => void;
}) {
  const { t } = useTranslation("offline");
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {summary && !saved ? (
        <button type="button" className={PRIMARY_BUTTON} onClick={() => act("save")}>
          {t("save.save")}
        </button>
      ) : null}
      {summary && saved && saved.version < summary.version ? (
        <button type="button" className={SECONDARY_BUTTON} onClick={() => act("update")}>
          {t("save.update")}
        </button>
      ) : null}
      {saved ? (
        <button type="button" className={DANGER_BUTTON} onClick={() => act("remove")}>
          {t("save.remove")}
        </button>
      ) : null}
    </div>
  );
}

function SavingProgress({
  update,
  done,
  total,
  locale,
}: {
  update: boolean;
  done: number;
  total: number;
  locale: Locale;
}) {
  const { t } = useTranslation("offline");
  return (
    <div className="mt-2">
      <label htmlFor="save-fair-progress" className="block">
        {update ? t("save.updating") : t("save.saving")}
      </label>
      <progress id="save-fair-progress" className="mt-1 w-full" max={Math.max(1, total)} value={done} />
      <p className="text-sm text-muted" aria-live="polite">
        {t("save.progress", { done: formatNumber(locale, done), total: formatNumber(locale, total) })}
      </p>
    </div>
  );
}

function noteText(
  t: (key: string, options?: Record<string, unknown>) => string,
  note: Note,
  size: (n: number) => string,
) {
  switch (note.kind) {
    case "saved":
      return t("save.done");
    case "updated":
      return t("save.updated", { count: note.changes });
    case "removed":
      return t("save.removed");
    case "noRoom":
      return t("save.noRoom", { size: size(note.needed), free: size(note.free) });
    case "failed":
      return note.reason === "network" ? t("save.failedNetwork") : t("save.failedPackage");
  }
}
