import { useTranslation } from "~/lib/i18n-react";
import { MODE_LINKS, MODES, type Mode } from "../sign-in-state";

/** Links to the other ways of signing in. */
export function SignInModes({ mode, onSwitch }: { mode: Mode; onSwitch: (mode: Mode) => void }) {
  const { t } = useTranslation("auth");
  return (
    <nav aria-label={t("modes.other")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {MODES.filter((m) => m !== mode).map((m) => (
        <button key={m} type="button" className="text-primary underline" onClick={() => onSwitch(m)}>
          {t(MODE_LINKS[m])}
        </button>
      ))}
    </nav>
  );
}
