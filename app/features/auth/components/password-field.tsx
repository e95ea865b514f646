import { useId, useState } from "react";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeakness } from "~/features/accounts/password-strength";
import { useTranslation } from "~/lib/i18n-react";

/**
 * A password input with a show/hide toggle. For a new password it states the
 * rule and says, as you type, whether the password meets it.
 */
export function PasswordField(props: {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  context?: { email?: string; name?: string };
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState("");
  const isNew = props.autoComplete === "new-password";
  const weakness = isNew && value ? passwordWeakness(value, props.context) : null;
  const describedBy = [isNew && `${id}-rule`, isNew && value && `${id}-check`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={props.name}
          type={visible ? "text" : "password"}
          autoComplete={props.autoComplete}
          required
          maxLength={MAX_PASSWORD_LENGTH}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="min-w-0 flex-1 rounded border border-line px-3 py-2"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded border border-line px-3 py-2 text-sm"
        >
          {visible ? t("password.hide") : t("password.show")}
        </button>
      </div>
      {isNew ? (
        <p id={`${id}-rule`} className="text-sm text-muted">
          {t("password.rule", { min: MIN_PASSWORD_LENGTH })}
        </p>
      ) : null}
      {isNew && value ? (
        <p id={`${id}-check`} className={`text-sm ${weakness ? "text-danger" : "text-success"}`} aria-live="polite">
          {weakness
            ? t(`password.weakness.${weakness}`, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })
            : t("password.strong")}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
