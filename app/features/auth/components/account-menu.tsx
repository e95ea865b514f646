import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { focusMainHeadingIfAsked } from "../focus-after-sign-in";
import { onOpenSignIn, openSignIn, type SignInRequest } from "../sign-in-events";
import { useAccount } from "../use-account";

const SignInDialog = lazy(() => import("./sign-in-dialog"));
// The signed-in user's pages: a chunk of its own, never loaded for anonymous visitors.
const MyPagesMenu = lazy(() => import("~/features/my-pages/components/my-pages-menu"));

/**
 * The header's account corner: "Sign in" (opening the login dialog), or the
 * signed-in user's pages (a menu), their name (the profile) and sign-out. Public pages are
 * cached for everyone, so the user is asked for after hydration.
 */
export function AccountMenu({ locale, primaryEventId }: { locale: Locale; primaryEventId: string | null }) {
  const { t } = useTranslation("auth");
  const account = useAccount();
  const [dialog, setDialog] = useState<SignInRequest | null>(null);

  useEffect(() => onOpenSignIn((request) => setDialog(request)), []);
  // After signing in the page reloaded: the focus goes to its main heading.
  useEffect(() => focusMainHeadingIfAsked(), []);

  async function signOut() {
    await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    window.location.assign(`/${locale}`);
  }

  const user = account.status === "ready" ? account.user : null;
  return (
    <div className="flex items-center gap-2 text-sm">
      {account.status === "checking" ? (
        <>
          <span className="sr-only" role="status">
            {t("state.checking")}
          </span>
          {/* The sign-in button's box, held while we ask who is signed in, so the header does not move when it appears. */}
          <span aria-hidden="true" className="invisible rounded px-3 py-1 font-medium">
            {t("signIn")}
          </span>
        </>
      ) : null}
      {user ? (
        <>
          <Suspense fallback={null}>
            <MyPagesMenu locale={locale} userId={user.id} primaryEventId={primaryEventId} />
          </Suspense>
          <Link
            to={`/${locale}/my/profile`}
            className="rounded px-2 py-1 text-paper hover:bg-primary-dark hover:text-paper"
          >
            <span className="sr-only">{t("myProfile")}: </span>
            {user.name || user.email}
          </Link>
          <button
            type="button"
            onClick={signOut}
            className="rounded border border-paper/60 px-2 py-1 text-paper hover:bg-primary-dark"
          >
            {t("signOut")}
          </button>
        </>
      ) : account.status !== "checking" ? (
        <button
          type="button"
          onClick={() => openSignIn()}
          className="rounded bg-paper px-3 py-1 font-medium text-primary hover:bg-wash"
        >
          {t("signIn")}
        </button>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <SignInDialog
            locale={locale}
            open
            next={dialog.next}
            opener={dialog.opener}
            onOpenChange={(open) => !open && setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
