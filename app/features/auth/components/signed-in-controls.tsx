import type { ComponentType } from "react";
import { Link } from "react-router";
import { forgetCopies } from "~/lib/device-storage";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Me } from "../me-client";

// The header's corner for a signed-in user: their pages (a menu), their name
// (the profile) and sign-out. A chunk of its own, loaded by the account menu
// only once someone is signed in: anonymous visitors' pages carry none of it.
// The menu of pages spans features above sign-in (chat, the desk, reports),
// so the site's header hands it in (app/components/layout/site-header.tsx).

/** The signed-in user's menu of pages, as the header hands it in. */
export interface PagesMenuProps {
  locale: Locale;
  userId: string;
  /** The event of pages outside any event. */
  primaryEventId: string | null;
}

export default function SignedInControls({
  locale,
  user,
  primaryEventId,
  menu: Menu,
}: {
  locale: Locale;
  user: NonNullable<Me["user"]>;
  primaryEventId: string | null;
  menu: ComponentType<PagesMenuProps>;
}) {
  const { t } = useTranslation("auth");

  async function signOut() {
    // The next person on this device sees none of this user's data offline.
    forgetCopies();
    await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    window.location.assign(`/${locale}`);
  }

  return (
    <>
      <Menu locale={locale} userId={user.id} primaryEventId={primaryEventId} />
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
  );
}
