import { useTranslation } from "~/lib/i18n-react";
import { useOnline } from "~/lib/use-online";

// While the device has no network, a bar at the top of every page says so
// (issue 31: "an unmistakable offline indicator"). The server renders none:
// a page it serves was reached online.

export function OfflineIndicator() {
  const { t } = useTranslation("offline");
  const online = useOnline();
  return (
    <p
      role="status"
      className={online ? "sr-only" : "sticky top-0 z-40 bg-ink px-4 py-2 text-center font-medium text-paper"}
    >
      {online ? "" : t("indicator.offline")}
    </p>
  );
}
