import { useTranslation } from "~/lib/i18n-react";
import type { Me } from "../auth-client";

/** "Continue with …" for each configured identity provider, then "or" before the form. */
export function ProviderButtons(props: {
  providers: Me["providers"];
  busy: boolean;
  onChoose: (providerId: string) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <div className="flex flex-col gap-2">
      {props.providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          disabled={props.busy}
          onClick={() => props.onChoose(provider.id)}
          className="rounded border border-primary px-4 py-2 font-medium text-primary hover:bg-wash disabled:opacity-60"
        >
          {t("actions.continueWith", { provider: provider.label })}
        </button>
      ))}
      <p className="text-center text-sm text-muted">{t("or")}</p>
    </div>
  );
}
