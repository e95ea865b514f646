import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { OfflineMoveToList, OfflineMyLists } from "~/components/offline-my-lists";
import { fetchMe } from "~/features/auth/me-client";
import { SENSORY_GROUPS, SENSORY_SCALES } from "~/features/catalogue/sensory";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { LOADING_SNAPSHOT } from "~/features/favorites/favorites-snapshot";
import { favoritesStore } from "~/features/favorites/favorites-store";
import { type SavedItem, savedItemsOf } from "~/features/offline/find-saved-page";
import { draftKey, draftsOf, readDraftWrite } from "~/features/tasting-notes/note-draft";
import { snapshotOf, tastingNotesStore } from "~/features/tasting-notes/tasting-notes-store";
import { browserStorage } from "~/lib/device-storage";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// My bookmarks and My tasting notes without a network (docs/offline-writes.md
// "My pages offline"): private pages the service worker never keeps, so the
// offline page shows them from what the device holds: the user (the kept
// /api/me), their bookmarks and notes (the stores' copies, with the writes
// waiting in the outbox laid over them), and the names and addresses of
// the products and exhibitors from the fair saved on this device. A bookmark
// removed here waits in the outbox like any other; a note opens on its
// product's saved page, where the editor works.

export type MinePage = "favorites" | "tastingNotes" | "lists";

/**
 * Which of the user's pages an address is (`/{locale}/my/bookmarks`,
 * `/my/tasting-notes`, `/my/lists`, `/my/list?list=…`, each with `?event=…`),
 * or null; `listId` is the one list `/my/list` shows (its first without one).
 */
export function minePageOf(
  address: string,
): { page: MinePage; eventId: string | null; listId: string | null | undefined } | null {
  const url = new URL(address, "http://site");
  const match = /^\/[a-z]{2}\/my\/(bookmarks|tasting-notes|lists|list)$/.exec(url.pathname);
  if (!match) return null;
  const listId = match[1] === "list" ? url.searchParams.get("list") : undefined;
  const page = match[1] === "bookmarks" ? "favorites" : match[1] === "tasting-notes" ? "tastingNotes" : "lists";
  return { page, eventId: url.searchParams.get("event"), listId };
}

interface Mine {
  uid: string;
  eventId: string;
}

export function OfflineMyCatalogue({
  page,
  eventId,
  listId,
  locale,
  fallback,
}: {
  page: MinePage;
  eventId: string | null;
  listId?: string | null;
  locale: Locale;
  fallback: React.ReactNode;
}) {
  const [mine, setMine] = useState<Mine | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    (async () => {
      const me = await fetchMe().catch(() => null);
      const saved = me?.user ? await savedItemsOf(eventId, locale, []).catch(() => null) : null;
      if (live) setMine(me?.user && saved ? { uid: me.user.id, eventId: eventId ?? saved.fair.eventId } : null);
    })();
    return () => {
      live = false;
    };
  }, [eventId, locale]);
  // The fallback until known: it is what the precached page holds, so hydration matches.
  return mine ? <MineList page={page} locale={locale} listId={listId} {...mine} /> : fallback;
}

const NOTICES: Record<MinePage, string> = {
  favorites: "mine.bookmarksNotice",
  tastingNotes: "mine.notesNotice",
  lists: "mine.listsNotice",
};

function MineList({
  page,
  locale,
  uid,
  eventId,
  listId,
}: Mine & { page: MinePage; locale: Locale; listId?: string | null }) {
  const { t } = useTranslation("offline");
  const favoriteStore = favoritesStore(eventId, uid);
  const noteStore = tastingNotesStore(eventId, uid);
  const favorites = useSyncExternalStore(favoriteStore.subscribe, favoriteStore.getSnapshot, () => LOADING_SNAPSHOT);
  const notes = useSyncExternalStore(noteStore.subscribe, noteStore.getSnapshot, () => snapshotOf([], true, "loading"));
  // Notes written on this device and not sent yet are the notes as the user last wrote them.
  const [drafts] = useState(() =>
    draftsOf(browserStorage(), eventId, uid, { groups: SENSORY_GROUPS, scales: SENSORY_SCALES }),
  );
  const noteIds = [...new Set([...drafts.keys(), ...notes.notes.map((n) => n.productId)])];
  const wanted =
    page === "tastingNotes"
      ? noteIds.map((id) => ({ type: "product" as const, id }))
      : favorites.favorites.filter((f) => page === "favorites" || f.list).map((f) => ({ type: f.type, id: f.id }));
  const wantedKey = wanted.map((item) => `${item.type}:${item.id}`).join(",");
  const [saved, setSaved] = useState<Map<string, SavedItem>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items are what their key says
  useEffect(() => {
    let live = true;
    savedItemsOf(eventId, locale, wanted)
      .then((found) => live && setSaved(found?.items ?? new Map()))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [eventId, locale, wantedKey]);

  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = { favorites: t("my:bookmarks.title"), tastingNotes: t("notes:page.title"), lists: t("my:lists.title") };
  const status = page === "tastingNotes" ? notes.status : favorites.status;
  // `/my/list` without a list shows the first, as online.
  const only = listId === undefined ? null : (listId ?? favorites.lists[0]?.id ?? null);
  return (
    <section aria-labelledby="mine-title" className="max-w-3xl">
      <h1 id="mine-title" ref={titleRef} tabIndex={-1} className="text-3xl font-bold">
        {title[page]}
      </h1>
      <p role="status" className="my-4 rounded-md border border-line bg-wash px-4 py-3">
        {t(NOTICES[page])}
      </p>
      {status === "error" ? (
        <p>{t("mine.unknown")}</p>
      ) : page === "lists" ? (
        <OfflineMyLists
          store={favoriteStore}
          favorites={favorites}
          saved={saved}
          locale={locale}
          only={only}
          title={titleRef}
        />
      ) : wanted.length === 0 && status === "success" ? (
        <p>{t("mine.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {page === "favorites"
            ? favorites.favorites.map((favorite) => (
                <MineItem key={favorite.id} item={saved.get(favorite.id)} fallbackName={t("mine.notSaved")}>
                  <FavoriteButton
                    collectionId={eventId}
                    type={favorite.type}
                    id={favorite.id}
                    name={saved.get(favorite.id)?.name ?? favorite.id}
                  />
                  <OfflineMoveToList
                    store={favoriteStore}
                    favorite={favorite}
                    lists={favorites.lists}
                    name={saved.get(favorite.id)?.name ?? favorite.id}
                  />
                </MineItem>
              ))
            : noteIds.map((productId) => {
                const draft = drafts.get(productId);
                const note = draft ?? notes.byId.get(productId);
                // A draft the server refused says why; its editor sends it again when opened.
                const refused = draft && readDraftWrite(browserStorage(), draftKey(eventId, uid, productId)).refused;
                return (
                  <MineItem key={productId} item={saved.get(productId)} fallbackName={t("mine.notSaved")}>
                    <p>
                      {note?.rating ? t("notes:page.ratingValue", { rating: note.rating }) : t("notes:page.notRated")}
                    </p>
                    <p className="whitespace-pre-line">{note?.note || t("notes:page.noText")}</p>
                    {refused ? (
                      <p className="text-sm font-medium text-danger">{t(refused)}</p>
                    ) : draft ? (
                      <p className="text-sm text-muted">{t("notes:status.onDevice")}</p>
                    ) : null}
                  </MineItem>
                );
              })}
        </ul>
      )}
    </section>
  );
}

function MineItem({
  item,
  fallbackName,
  children,
}: {
  item: SavedItem | undefined;
  fallbackName: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <article className="grid gap-2 rounded-lg border border-line p-4">
        <h2 className="text-xl font-semibold">
          {item ? (
            <a href={item.href} className="underline">
              {item.name}
            </a>
          ) : (
            fallbackName
          )}
        </h2>
        {item?.exhibitor ? <p className="text-muted">{item.exhibitor}</p> : null}
        {children}
      </article>
    </li>
  );
}
