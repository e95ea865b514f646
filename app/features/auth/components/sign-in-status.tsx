import type { Ref } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { Status } from "../sign-in-state";

/**
 * What the box is doing, read out as it changes: logging in, the login box
 * closed (with a retry), an error, a message sent. It takes the focus when
 * there is something to read (useSignIn), hence its ref.
 */
export function SignInStatus(props: {
  id: string;
  ref: Ref<HTMLDivElement>;
  status: Status;
  onRetry: (providerId: string) => void;
}) {
  const { t } = useTranslation("auth");
  const { status } = props;
  return (
    <div ref={props.ref} tabIndex={-1} id={props.id} aria-live="polite" className="outline-none">
      {status.kind === "loggingIn" ? (
        <p role="status" className="rounded bg-wash px-3 py-2">
          {t("state.loggingIn")}
        </p>
      ) : null}
      {status.kind === "closedBox" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded border border-accent bg-wash px-3 py-2">
          <p>{t("state.closedBox")}</p>
          <button
            type="button"
            className="rounded bg-primary px-3 py-1 text-paper"
            onClick={() => props.onRetry(status.providerId)}
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
  );
}
