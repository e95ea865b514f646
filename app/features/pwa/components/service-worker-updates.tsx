import { useEffect, useRef, useState } from "react";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import type { ServiceWorkerUpdates } from "../register-service-worker";

// Registers the service worker once the page is interactive (its code is
// loaded then, not with the page's first scripts) and, when a new version
// of the site waits, offers to reload into it (docs/offline.md, "Updates").

export function ServiceWorkerUpdate() {
  const { t } = useTranslation("offline");
  const [waiting, setWaiting] = useState(false);
  const updates = useRef<ServiceWorkerUpdates | null>(null);

  useEffect(() => {
    // Development serves modules through Vite: no worker there.
    if (import.meta.env.DEV) return;
    let cancelled = false;
    void import("../register-service-worker").then(({ registerServiceWorker }) => {
      if (!cancelled) updates.current = registerServiceWorker(() => setWaiting(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  return (
    <section
      aria-labelledby="update-ready"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-paper px-4 py-3 shadow-lg"
    >
      <p id="update-ready" role="status" className="font-medium">
        {t("update.ready")}
      </p>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => updates.current?.apply()}>
        {t("update.reload")}
      </button>
    </section>
  );
}
