import { useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/i18n-react";

// While the device has no network, a bar at the top of every page says so
// (issue 31: "an unmistakable offline indicator"). The server renders none:
// a page it serves was reached online.

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

export function OfflineIndicator() {
  const { t } = useTranslation("offline");
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  return (
    <p
      role="status"
      className={online ? "sr-only" : "sticky top-0 z-40 bg-ink px-4 py-2 text-center font-medium text-paper"}
    >
      {online ? "" : t("indicator.offline")}
    </p>
  );
}
