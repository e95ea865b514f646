import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { authPost, fetchMe, type Me } from "./auth-client";
import { focusMainHeadingAfterLoad } from "./focus-after-sign-in";
import { signInWithPopup } from "./oidc-popup";
import {
  checkSignIn,
  type Message,
  type Mode,
  providerPageHref,
  type SignInErrors,
  type Status,
  signInOutcome,
  signInRequest,
} from "./sign-in-state";

/**
 * The login box in the browser: whether someone is signed in already (and
 * which identity providers there are), the way of signing in chosen, the
 * box's status and the form's errors, and the actions. After signing in the
 * page reloads (or goes to `next`), so every part of it sees the user.
 */
export function useSignIn(options: { locale: Locale; next?: string; initialMode?: Mode; focusFirstField: boolean }) {
  const { locale, next, focusFirstField } = options;
  const { t } = useTranslation("auth");
  const [me, setMe] = useState<Me | null>(null);
  const [checking, setChecking] = useState(true);
  const [mode, setMode] = useState<Mode>(options.initialMode ?? "password");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the password rule compares against (a password made of the name or address is weak).
  const [personal, setPersonal] = useState<{ email: string; name: string }>({ email: "", name: "" });
  const statusRef = useRef<HTMLDivElement>(null);
  const ids = { email: useId(), name: useId(), status: useId() };
  const say = ({ key, values }: Message) => t(key, values);
  const shown = (found: SignInErrors) =>
    Object.fromEntries(Object.entries(found).map(([field, message]) => [field, say(message)]));

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
  const callbackURL = next ?? (typeof window === "undefined" ? "/" : window.location.pathname + window.location.search);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      name: String(form.get("name") ?? ""),
    };
    const found = checkSignIn(mode, fields);
    setErrors(shown(found));
    if (Object.keys(found).length) return;

    setStatus({ kind: "loggingIn" });
    const request = signInRequest(mode, fields, { callbackURL, locale });
    const outcome = signInOutcome(mode, await authPost(request.path, request.body, locale), fields.email);
    if (outcome.kind === "done") return done();
    if (outcome.kind === "sent") setStatus({ kind: "sent", message: say(outcome.message) });
    else if (outcome.kind === "error") setStatus({ kind: "error" });
    else {
      setStatus({ kind: "idle" });
      setErrors(shown(outcome.errors));
    }
  }

  async function withProvider(providerId: string) {
    setErrors({});
    setStatus({ kind: "loggingIn" });
    const outcome = await signInWithPopup(providerId, locale);
    if (outcome === "signedIn") return done();
    if (outcome === "closed") return setStatus({ kind: "closedBox", providerId });
    // No popup allowed: sign in in this window instead, and come back here.
    if (outcome === "blocked") return window.location.assign(providerPageHref(providerId, locale, callbackURL));
    setStatus({ kind: "error" });
  }

  const switchMode = (value: Mode) => {
    setMode(value);
    setErrors({});
    setStatus({ kind: "idle" });
  };

  const readPersonal = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setPersonal({ email: String(data.get("email") ?? ""), name: String(data.get("name") ?? "") });
  };

  return {
    me,
    checking,
    mode,
    status,
    errors,
    personal,
    ids,
    statusRef,
    done,
    submit,
    withProvider,
    switchMode,
    readPersonal,
  };
}
