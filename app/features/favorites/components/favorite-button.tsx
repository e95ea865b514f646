import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { fetchMe } from "~/features/auth/me-client";
import { useTranslation } from "~/lib/i18n-react";
import type { FavoriteView, LiveFavorite } from "../favorite-live";

// The bookmark toggle of every card and page. Public pages are cached for
// everyone, so it renders "not bookmarked" on the server and learns the
// visitor's state after hydration. It stays tiny (the first-load budget of
// the catalogue pages): what it does lives in ../favorite-live, imported
// only once someone is signed in, or on a click (a signed-out click opens
// the login dialog and keeps the bookmark for after signing in). Its look is
// the stylesheet's .bookmark-toggle (app.css): every card of a list has one.

export interface FavoriteButtonProps {
  collectionId: string;
  type: "product" | "exhibitor";
  id: string;
  /** The item's name, for the button's accessible label. */
  name: string;
  /** An icon-sized button for cards. */
  compact?: boolean;
}

const NOT_SET: FavoriteView = {};
const notSet = () => NOT_SET;
const idle = () => () => undefined;
const load = () => import("../favorite-live");

export function FavoriteButton({ collectionId, type, id, name, compact }: FavoriteButtonProps) {
  const { t } = useTranslation("my");
  const noteId = useId();
  const [live, setLive] = useState<LiveFavorite | null>(null);
  const view = useSyncExternalStore(live?.subscribe ?? idle, live?.view ?? notSet, notSet);
  const item = { collectionId, type, id };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the item is its three parts (a new object each render changes nothing)
  useEffect(() => {
    let mounted = true;
    fetchMe().then(
      (me) => me.user && load().then((m) => mounted && setLive(m.liveFavorite(item, me.user!.id, t))),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [collectionId, type, id, t]);

  return (
    <span className="bookmark-box">
      <button
        type="button"
        aria-pressed={view.pressed === true}
        aria-disabled={view.locked}
        aria-busy={view.busy}
        aria-describedby={view.note && noteId}
        onClick={() => load().then((m) => m.click(live, item, t, setLive))}
        className={compact ? "bookmark-toggle" : "bookmark-toggle border border-primary px-4 font-medium"}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
        </svg>
        <span className={compact ? "sr-only" : undefined}>{t(view.pressed ? "bookmark.on" : "bookmark.off")}</span>
        <span className="sr-only"> {name}</span>
      </button>
      {view.note ? (
        <span
          id={noteId}
          role={view.alert && "alert"}
          className={compact ? "sr-only" : view.alert ? "text-sm text-danger" : "text-sm text-muted"}
        >
          {view.note}
        </span>
      ) : null}
    </span>
  );
}
