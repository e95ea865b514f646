import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Mode } from "../sign-in-state";
import { useSignIn } from "../use-sign-in";
import { ProviderButtons } from "./provider-buttons";
import { SignInForm } from "./sign-in-form";
import { SignInModes } from "./sign-in-modes";
import { SignInStatus } from "./sign-in-status";

// The login box of docs/product/accounts.md: email and password, an emailed sign-in link, and
// the configured identity providers; states checking, logging in, closed box
// (with a retry) and error. After signing in the page reloads (or goes to
// `next`), so every part of it sees the user.

export function SignInPanel(props: {
  locale: Locale;
  next?: string;
  headingLevel?: 1 | 2 | 3;
  initialMode?: Mode;
  /** false where the container already shows the title (the dialog's own title): no second heading. */
  titled?: boolean;
  /** Put the focus on the first field once the form shows (the dialog). */
  focusFirstField?: boolean;
}) {
  const { locale, next, headingLevel = 2, titled = true, focusFirstField = false } = props;
  const { t } = useTranslation("auth");
  const box = useSignIn({ locale, next, initialMode: props.initialMode, focusFirstField });
  const { me, mode, status } = box;
  const Heading = (["h1", "h2", "h3"] as const)[headingLevel - 1];

  if (box.checking) {
    return (
      <p role="status" className="py-6 text-center text-muted">
        {t("state.checking")}
      </p>
    );
  }
  if (me?.user) {
    return (
      <div className="flex flex-col gap-3 py-4">
        <p role="status">{t("signedInAs", { name: me.user.name || me.user.email })}</p>
        <p>
          <button type="button" className="rounded bg-primary px-4 py-2 text-paper" onClick={box.done}>
            {t("continue")}
          </button>
        </p>
      </div>
    );
  }

  const busy = status.kind === "loggingIn";
  return (
    <div className="flex flex-col gap-4">
      {titled ? <Heading className="text-xl font-semibold">{t("dialog.title")}</Heading> : null}
      <p className="text-muted">{t("dialog.intro")}</p>
      <SignInStatus id={box.ids.status} ref={box.statusRef} status={status} onRetry={box.withProvider} />
      {me && me.providers.length > 0 && mode !== "reset" ? (
        <ProviderButtons providers={me.providers} busy={busy} onChoose={box.withProvider} />
      ) : null}
      <SignInForm
        mode={mode}
        ids={box.ids}
        errors={box.errors}
        personal={box.personal}
        busy={busy}
        onSubmit={box.submit}
        onChange={box.readPersonal}
      />
      <SignInModes mode={mode} onSwitch={box.switchMode} />
    </div>
  );
}
