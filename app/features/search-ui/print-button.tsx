import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/lib/use-hydrated";

/** Prints the page; shown only once JavaScript runs, since without it the button could do nothing. */
export function PrintButton() {
  const { t } = useTranslation("lists");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-line px-4 py-2 font-medium hover:border-primary print:hidden"
    >
      {t("catalog.print")}
    </button>
  );
}
