import { Link } from "react-router";
import MyPagesMenu from "~/features/my-pages/components/my-pages-menu";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Me } from "../me-client";

// The header's corner for a signed-in user: their pages (a menu), their name
// (the profile) and sign-out. A chunk of its own, loaded by the account menu
// only once someone is signed in: anonymous visitors' pages carry none of it.

export default function SignedInControls({
  locale,
  user,
  primaryEventId,
}: {
  locale: Locale;
  user: NonNullable<Me["user"]>;
  primaryEventId: string | null;
}) {
  const { t } = useTranslation("auth");

  async function signOut() {
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
      <MyPagesMenu locale={locale} userId={user.id} primaryEventId={primaryEventId} />
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
