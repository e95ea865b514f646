import { type FormEvent, useEffect, useState } from "react";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { fetchMe } from "~/features/auth/me-client";
import { useTranslation } from "~/lib/i18n-react";
import { queuedScans, queueScan, watchKeptScans, watchQueuedScans } from "../lead-outbox";
import { LEAD_SCORES } from "../lead-schemas";
import { LeadFields } from "./lead-fields";

// A badge scanned without a network (docs/leads.md "Scanned offline"): the
// offline page shows this for /b/{code} and /{locale}/my/lead/{code}. The
// representative scores the scan and adds a note as online; it is kept on
// the device and sent as a lead of their stand when the network returns.
// Who the person is shows then: the device cannot know it. Anyone without a
// desk (or not signed in on this device) gets the offline page as before.

type Who = { uid: string; events: string[] } | null;

export function OfflineLeadCapture({ code, fallback }: { code: string; fallback: React.ReactNode }) {
  const { t } = useTranslation("leads");
  const [who, setWho] = useState<Who | undefined>(undefined);
  const [kept, setKept] = useState<"kept" | "refused" | "sent" | null>(null);

  useEffect(() => {
    let live = true;
    fetchMe()
      .then((me) => (me.user && me.workplaces.desk.length > 0 ? { uid: me.user.id, events: me.workplaces.desk } : null))
      .catch(() => null)
      .then((found) => live && setWho(found));
    return () => {
      live = false;
    };
  }, []);

  // Once kept, the page says when it was sent (the network came back while it was open).
  useEffect(() => {
    if (!who || kept !== "kept") return;
    const stop = watchQueuedScans(who.uid);
    const check = () => {
      if (!queuedScans(who.uid).some((scan) => scan.id === code)) setKept("sent");
    };
    const unwatch = watchKeptScans(who.uid, check);
    return () => {
      stop();
      unwatch();
    };
  }, [who, kept, code]);

  // The fallback until the user is known: it is what the precached page holds, so hydration matches.
  if (!who) return <>{fallback}</>;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const score = LEAD_SCORES.find((value) => value === form.get("score")) ?? null;
    const note = String(form.get("note") ?? "");
    setKept(queueScan(who.uid, { id: code, events: who.events, score, note }) ? "kept" : "refused");
  };

  return (
    <article aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("capture.title")}
      </h1>
      <section aria-labelledby="badge-code" className="mt-4 rounded-lg border border-line p-4">
        <h2 id="badge-code" className="text-2xl font-semibold">
          {t("offline.badge", { code })}
        </h2>
        <p>{t("offline.lead")}</p>
      </section>
      {kept ? (
        <p
          role={kept === "refused" ? "alert" : "status"}
          className={`mt-3 font-medium ${kept === "refused" ? "text-danger" : ""}`}
        >
          {t(`offline.${kept}`)}
        </p>
      ) : null}
      <form onSubmit={save} className="mt-4 space-y-4">
        <LeadFields />
        <button type="submit" className={PRIMARY_BUTTON}>
          {t("capture.save")}
        </button>
      </form>
    </article>
  );
}
