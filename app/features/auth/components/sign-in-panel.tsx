import { useEffect, useId, useRef, useState } from "react";
import { TextField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import { authPost, fetchMe, type Me } from "../auth-client";
import { focusMainHeadingAfterLoad } from "../focus-after-sign-in";
import { signInWithPopup } from "../oidc-popup";
import { PasswordField } from "./password-field";

// The login box of docs/product/accounts.md: email and password, an emailed sign-in link, and
// the configured identity providers; states checking, logging in, closed box
// (with a retry) and error. After signing in the page reloads (or goes to
// `next`), so every part of it sees the user.

export type Mode = "password" | "link" | "signUp" | "reset";
type Status =
  | { kind: "idle" }
  | { kind: "loggingIn" }
  | { kind: "closedBox"; providerId: string }
  | { kind: "error" }
  | { kind: "sent"; message: string };

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
  const [me, setMe] = useState<Me | null>(null);
  const [checking, setChecking] = useState(true);
  const [mode, setMode] = useState<Mode>(props.initialMode ?? "password");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the password rule compares against (a password made of the name or address is weak).
  const [personal, setPersonal] = useState<{ email: string; name: string }>({ email: "", name: "" });
  const statusRef = useRef<HTMLDivElement>(null);
  const ids = { email: useId(), name: useId(), status: useId() };
  const readPersonal = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setPersonal({ email: String(data.get("email") ?? ""), name: String(data.get("name") ?? "") });
  };
  const Heading = (["h1", "h2", "h3"] as const)[headingLevel - 1];

  useEffect(() => {
    fetchMe().then(
      (value) => {
        setMe(value);
        setChecking(false);
      },
      () => {
        setChecking(false);
        setStatus({ kind: "error" });
      },
    );
  }, []);

  useEffect(() => {
    if (status.kind !== "idle" && status.kind !== "loggingIn") statusRef.current?.focus();
  }, [status]);

  // The form shows once the check is over; only then is there a first field to focus.
  const showsForm = !checking && !me?.user;
  useEffect(() => {
    if (focusFirstField && showsForm) document.getElementById(ids.email)?.focus();
  }, [focusFirstField, showsForm, ids.email]);

  const done = () => {
    focusMainHeadingAfterLoad();
    if (next) window.location.assign(next);
    else window.location.reload();
  };
  const fail = (answer: { code?: string; message?: string }) => {
    if (answer.code === "RATE_LIMITED") setErrors({ form: t("errors.rateLimited") });
    else setStatus({ kind: "error" });
  };
  const callbackURL = next ?? (typeof window === "undefined" ? "/" : window.location.pathname + window.location.search);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const email = String(form.get("email") ?? "");
    const name = String(form.get("name") ?? "");
    const found: Record<string, string> = {};
    if (!email.trim()) found.email = t("accounts:errors.required");
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t("accounts:errors.invalidEmail");
    if ((mode === "password" || mode === "signUp") && !password) found.password = t("accounts:errors.required");
    if (mode === "signUp" && !name.trim()) found.name = t("accounts:errors.required");
    else if (mode === "signUp" && name.trim().length > ACCOUNT_NAME_MAX) found.name = t("accounts:errors.tooLong");
    setErrors(found);
    if (Object.keys(found).length) return;

    setStatus({ kind: "loggingIn" });
    const address = email.trim();
    if (mode === "password") {
      const answer = await authPost("/sign-in/email", { email: address, password, callbackURL }, locale);
      if (answer.ok) return done();
      setStatus({ kind: "idle" });
      if (answer.code === "INVALID_EMAIL_OR_PASSWORD")
        setErrors({ password: t("password.incorrect"), hint: t("password.incorrectHint") });
      else if (answer.code === "EMAIL_NOT_VERIFIED")
        setStatus({ kind: "sent", message: t("sent.verify", { email: address }) });
      else fail(answer);
    } else if (mode === "signUp") {
      const answer = await authPost(
        "/sign-up/email",
        { email: address, password, name: name.trim(), callbackURL },
        locale,
      );
      if (answer.ok) return setStatus({ kind: "sent", message: t("sent.signUp", { email: address }) });
      setStatus({ kind: "idle" });
      if (answer.code === "PASSWORD_TOO_WEAK") setErrors({ password: t("password.tooWeak") });
      else if (answer.code === "NAME_TOO_LONG") setErrors({ name: t("accounts:errors.tooLong") });
      else fail(answer);
    } else if (mode === "link") {
      const answer = await authPost("/sign-in/magic-link", { email: address, callbackURL }, locale);
      if (answer.ok)
        setStatus({ kind: "sent", message: t("sent.link", { email: address, minutes: SIGN_IN_LINK_MINUTES }) });
      else {
        setStatus({ kind: "idle" });
        fail(answer);
      }
    } else {
      const answer = await authPost(
        "/request-password-reset",
        { email: address, redirectTo: `/${locale}/reset-password` },
        locale,
      );
      if (answer.ok) setStatus({ kind: "sent", message: t("sent.reset", { email: address }) });
      else {
        setStatus({ kind: "idle" });
        fail(answer);
      }
    }
  }

  async function withProvider(providerId: string) {
    setErrors({});
    setStatus({ kind: "loggingIn" });
    const outcome = await signInWithPopup(providerId, locale);
    if (outcome === "signedIn") return done();
    if (outcome === "closed") return setStatus({ kind: "closedBox", providerId });
    if (outcome === "blocked") {
      // No popup allowed: sign in in this window instead, and come back here.
      window.location.assign(
        `/api/auth-popup/${encodeURIComponent(providerId)}?locale=${locale}&return=${encodeURIComponent(callbackURL)}`,
      );
      return;
    }
    setStatus({ kind: "error" });
  }

  const switchMode = (value: Mode) => {
    setMode(value);
    setErrors({});
    setStatus({ kind: "idle" });
  };

  if (checking) {
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
          <button type="button" className="rounded bg-primary px-4 py-2 text-paper" onClick={done}>
            {t("continue")}
          </button>
        </p>
      </div>
    );
  }

  const busy = status.kind === "loggingIn";
  const submitLabel = {
    password: t("actions.signIn"),
    signUp: t("actions.signUp"),
    link: t("actions.sendLink"),
    reset: t("actions.sendReset"),
  }[mode];
  const modeTitle = {
    password: t("modes.password"),
    signUp: t("modes.signUp"),
    link: t("modes.link"),
    reset: t("modes.reset"),
  }[mode];

  return (
    <div className="flex flex-col gap-4">
      {titled ? <Heading className="text-xl font-semibold">{t("dialog.title")}</Heading> : null}
      <p className="text-muted">{t("dialog.intro")}</p>

      <div ref={statusRef} tabIndex={-1} id={ids.status} aria-live="polite" className="outline-none">
        {busy ? (
          <p role="status" className="rounded bg-wash px-3 py-2">
            {t("state.loggingIn")}
          </p>
        ) : null}
        {status.kind === "closedBox" ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded border border-accent bg-wash px-3 py-2"
          >
            <p>{t("state.closedBox")}</p>
            <button
              type="button"
              className="rounded bg-primary px-3 py-1 text-paper"
              onClick={() => withProvider(status.providerId)}
            >
              {t("state.retry")}
            </button>
          </div>
        ) : null}
        {status.kind === "error" ? (
          <p role="alert" className="rounded border border-danger px-3 py-2 text-danger">
            {t("state.error")}
          </p>
        ) : null}
        {status.kind === "sent" ? (
          <p role="status" className="rounded border border-success px-3 py-2">
            {status.message}
          </p>
        ) : null}
      </div>

      {me && me.providers.length > 0 && mode !== "reset" ? (
        <div className="flex flex-col gap-2">
          {me.providers.map((provider) => (
            <button
              key={provider.id}
              type="button"
              disabled={busy}
              onClick={() => withProvider(provider.id)}
              className="rounded border border-primary px-4 py-2 font-medium text-primary hover:bg-wash disabled:opacity-60"
            >
              {t("actions.continueWith", { provider: provider.label })}
            </button>
          ))}
          <p className="text-center text-sm text-muted">{t("or")}</p>
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={submit}
        onChange={(event) => readPersonal(event.currentTarget)}
        className="flex flex-col gap-3"
        aria-label={modeTitle}
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
        {mode === "password" || mode === "signUp" ? (
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
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {submitLabel}
        </button>
      </form>

      <nav aria-label={t("modes.other")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(["password", "link", "signUp", "reset"] as const)
          .filter((m) => m !== mode)
          .map((m) => (
            <button key={m} type="button" className="text-primary underline" onClick={() => switchMode(m)}>
              {m === "password"
                ? t("modes.backToSignIn")
                : { link: t("modes.link"), signUp: t("modes.signUp"), reset: t("modes.reset") }[m]}
            </button>
          ))}
      </nav>
    </div>
  );
}
