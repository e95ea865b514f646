import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { focusMainHeadingIfAsked } from "../focus-after-sign-in";
import { onOpenSignIn, openSignIn, type SignInRequest } from "../sign-in-events";
import { useAccount } from "../use-account";
import type { PagesMenuProps } from "./signed-in-controls";

const SignInDialog = lazy(() => import("./sign-in-dialog"));
// The signed-in user's controls: a chunk of its own, never loaded for anonymous visitors.
const SignedInControls = lazy(() => import("./signed-in-controls"));

/**
 * The header's account corner: "Sign in" (opening the login dialog), or the
 * signed-in user's pages (a menu), their name (the profile) and sign-out
 * (./signed-in-controls). Public pages are cached for everyone, so the user is
 * asked for after hydration.
 */
export function AccountMenu({
  locale,
  primaryEventId,
  menu,
}: {
  locale: Locale;
  primaryEventId: string | null;
  /** The signed-in user's menu of pages (lazy: loaded only once someone is signed in). */
  menu: ComponentType<PagesMenuProps>;
}) {
  const { t } = useTranslation("auth");
  const account = useAccount();
  const [dialog, setDialog] = useState<SignInRequest | null>(null);

  useEffect(() => onOpenSignIn((request) => setDialog(request)), []);
  // After signing in the page reloaded: the focus goes to its main heading.
  useEffect(() => focusMainHeadingIfAsked(), []);

  const user = account.status === "ready" ? account.user : null;
  // The sign-in button's box, held while we ask who is signed in (and while a signed-in
  // user's controls load), so the header does not move when they appear.
  const placeholder = (
    <span aria-hidden="true" className="invisible rounded px-3 py-1 font-medium">
      {t("signIn")}
    </span>
  );
  return (
    <div className="flex items-center gap-2 text-sm">
      {account.status === "checking" ? (
        <>
          <span className="sr-only" role="status">
            {t("state.checking")}
          </span>
          {placeholder}
        </>
      ) : null}
      {user ? (
        <Suspense fallback={placeholder}>
          <SignedInControls locale={locale} user={user} primaryEventId={primaryEventId} menu={menu} />
        </Suspense>
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
