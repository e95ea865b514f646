import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";

/** docs/product/catalogue.md: a route that takes over 1 s shows a notice. */
export const SLOW_ROUTE_MS = 1000;

export function SlowRouteNotice() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [slow, setSlow] = useState(false);
  const pending = navigation.state !== "idle";
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_ROUTE_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-40 flex justify-center"
    >
      {slow ? (
        <p className="rounded-full bg-ink px-4 py-2 text-sm text-paper shadow-lg">{t("loading.slowRoute")}</p>
      ) : null}
    </div>
  );
}
