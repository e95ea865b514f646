import type { FormEvent } from "react";
import { TextField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { MODE_TITLES, type Mode, SUBMIT_LABELS, takesPassword } from "../sign-in-state";
import { PasswordField } from "./password-field";

/** The form of one way of signing in: a new account's name, the address, the password where one is asked. */
export function SignInForm(props: {
  mode: Mode;
  ids: { email: string; name: string };
  errors: Record<string, string>;
  /** What was typed so far: it survives a change of way, and the password rule reads it. */
  personal: { email: string; name: string };
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (form: HTMLFormElement) => void;
}) {
  const { t } = useTranslation("auth");
  const { mode, ids, errors, personal } = props;
  return (
    <form
      noValidate
      onSubmit={props.onSubmit}
      onChange={(event) => props.onChange(event.currentTarget)}
      className="flex flex-col gap-3"
      aria-label={t(MODE_TITLES[mode])}
    >
      {mode === "signUp" ? (
        <TextField
          id={ids.name}
          name="name"
          label={t("fields.name")}
          defaultValue={personal.name}
          autoComplete="name"
          error={errors.name}
        />
      ) : null}
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label={t("fields.email")}
        defaultValue={personal.email}
        autoComplete="email"
        error={errors.email}
      />
      {takesPassword(mode) ? (
        <PasswordField
          key={mode}
          name="password"
          label={t("fields.password")}
          autoComplete={mode === "signUp" ? "new-password" : "current-password"}
          error={errors.password}
          context={personal}
        />
      ) : null}
      {errors.hint ? <p className="text-sm text-muted">{errors.hint}</p> : null}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={props.busy} className={PRIMARY_BUTTON}>
        {t(SUBMIT_LABELS[mode])}
      </button>
    </form>
  );
}
