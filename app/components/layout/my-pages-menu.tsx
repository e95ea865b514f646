import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { sendKeptWrites } from "~/components/send-kept-writes";
import { fetchMe, type Me } from "~/features/auth/me-client";
import { useUnreadMessages } from "~/features/chat/use-unread-messages";
import { eventOfLocation, MY_PAGES, myPagePath, WORK_PAGES } from "~/features/my-pages/my-page-links";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// The signed-in user's pages, behind one disclosure button in the header.
// Loaded only once someone is signed in, so anonymous pages carry none of it.

export default function MyPagesMenu({
  locale,
  userId,
  primaryEventId,
}: {
  locale: Locale;
  userId: string;
  /** The event of pages outside any event, for the unread messages. */
  primaryEventId: string | null;
}) {
  const { t } = useTranslation("my");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const eventId = eventOfLocation(pathname, search);
  const unread = useUnreadMessages(eventId ?? primaryEventId, userId);
  // What was written without a network is sent from any page once it returns (docs/offline-writes.md).
  useEffect(() => sendKeptWrites(userId), [userId]);
  const unreadText = unread ? t("chat:inbox.unreadTotal", { count: unread }) : "";
  const [workplaces, setWorkplaces] = useState<Me["workplaces"] | null>(null);
  useEffect(() => {
    fetchMe()
      .then((me) => setWorkplaces(me.workplaces))
      .catch(() => undefined);
  }, []);
  const atEvent = eventId ?? primaryEventId;
  const workPages = WORK_PAGES.filter(([page]) => atEvent && workplaces?.[page].includes(atEvent));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={unread ? `${t("menu.label")}, ${unreadText}` : undefined}
        onClick={() => setOpen((was) => !was)}
        className="rounded border border-paper/60 px-2 py-1 text-paper hover:bg-primary-dark"
      >
        {t("menu.label")}
        {unread ? (
          <span aria-hidden="true" className="ml-1 rounded-full bg-paper px-1.5 text-xs font-bold text-primary">
            {unread}
          </span>
        ) : null}
      </button>
      <nav
        id={listId}
        aria-label={t("menu.label")}
        hidden={!open}
        className="z-40 mt-2 rounded-md border border-line bg-paper py-1 text-ink shadow-lg max-sm:fixed max-sm:inset-x-2 sm:absolute sm:right-0 sm:w-56"
      >
        <ul>
          {[...workPages, ...MY_PAGES].map(([page, label]) => (
            <li key={page}>
              <Link
                to={myPagePath(locale, page, eventId)}
                className="block px-3 py-2 text-ink hover:bg-wash hover:text-primary"
              >
                {t(label)}
                {page === "messages" && unread ? <span className="text-muted"> ({unreadText})</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
