import { useEffect, useRef, useState } from "react";
import { TextField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { ListChoices } from "~/features/favorites/components/list-choices";
import { isListEntryId, listEntryId } from "~/features/favorites/favorite-outbox";
import type { FavoritesSnapshot, FavoritesStore } from "~/features/favorites/favorites-snapshot";
import { checkListName } from "~/features/favorites/list-name-rules";
import type { Favorite, FavoriteList } from "~/features/favorites/schemas";
import type { SavedItem } from "~/features/offline/find-saved-page";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { newWriteId } from "~/lib/new-write-id";

// My lists without a network (docs/offline-writes.md "Lists offline"): the
// lists as the device knows them, each with its bookmarks, made, renamed
// and deleted through the favourites store's outbox (shown at once, sent
// when the network returns). The names are checked here by the server's
// rules (list-name-rules.ts), and an error sits under its field, as online.

const BUTTON = "rounded-md border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-wash";
const NEW_LIST = "offline-new-list";

interface Props {
  store: FavoritesStore;
  favorites: FavoritesSnapshot;
  saved: ReadonlyMap<string, SavedItem>;
  locale: Locale;
  /** One list only (`/my/list?list=…`), or every list. */
  only: string | null;
  /** Where focus goes when the list it was in is gone. */
  title: React.RefObject<HTMLHeadingElement | null>;
}

export function OfflineMyLists({ store, favorites, saved, locale, only, title }: Props) {
  const { t } = useTranslation("my");
  const [notice, setNotice] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const shown = only ? favorites.lists.filter((list) => list.id === only) : favorites.lists;
  // A list write the server refused (a name another device took first): its list is gone, the reason stays.
  const refused = favorites.error && isListEntryId(favorites.error.id) ? favorites.error : null;

  const create = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkListName(String(new FormData(form).get("name") ?? ""), favorites.lists);
    if (!checked.ok) return setCreateError(checked.key);
    if (!store.writeList(newWriteId(), { op: "create", name: checked.name })) return;
    setCreateError(null);
    form.reset();
    setNotice(t("notices.listCreated", { name: checked.name }));
  };

  return (
    <>
      {notice ? (
        <p role="status" className="mb-4 rounded bg-wash px-3 py-2">
          {notice}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="mb-4 font-medium text-danger">
          {t(refused.key)}
        </p>
      ) : null}
      {favorites.lists.length === 0 ? <p className="mb-6">{t("lists.empty")}</p> : null}
      <ul className="mb-8 flex flex-col gap-4">
        {shown.map((list) => (
          <li key={list.id}>
            <ListSection
              list={list}
              {...{ store, favorites, saved, locale }}
              onChanged={(text) => setNotice(text)}
              onDeleted={() => {
                setNotice(t("notices.listDeleted"));
                title.current?.focus();
              }}
            />
          </li>
        ))}
      </ul>
      {only ? null : (
        <section aria-labelledby="create-title" className="max-w-md rounded-lg border border-line p-4">
          <h2 id="create-title" className="text-lg font-semibold">
            {t("lists.create")}
          </h2>
          <form onSubmit={create} noValidate className="mt-2 flex flex-col gap-3">
            <TextField
              id={NEW_LIST}
              name="name"
              label={t("lists.newName")}
              defaultValue=""
              error={createError ? t(createError) : undefined}
            />
            <div>
              <button type="submit" className={PRIMARY_BUTTON}>
                {t("lists.createSubmit")}
              </button>
            </div>
          </form>
        </section>
      )}
    </>
  );
}

interface SectionProps {
  list: FavoriteList;
  store: FavoritesStore;
  favorites: FavoritesSnapshot;
  saved: ReadonlyMap<string, SavedItem>;
  locale: Locale;
  onChanged(notice: string): void;
  onDeleted(): void;
}

function ListSection({ list, store, favorites, saved, locale, onChanged, onDeleted }: SectionProps) {
  const { t } = useTranslation("my");
  const [renameError, setRenameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const items = favorites.favorites.filter((favorite) => favorite.list?.listId === list.id);
  const waiting =
    favorites.queued.has(listEntryId(list.id, "create")) || favorites.queued.has(listEntryId(list.id, "rename"));
  const fieldId = `offline-rename-${list.id}`;

  const rename = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkListName(
      String(new FormData(event.currentTarget).get("name") ?? ""),
      favorites.lists,
      list.id,
    );
    if (!checked.ok) return setRenameError(checked.key);
    setRenameError(null);
    if (store.writeList(list.id, { op: "rename", name: checked.name }))
      onChanged(t("notices.listRenamed", { name: checked.name }));
  };

  return (
    <section aria-labelledby={`list-${list.id}`} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`list-${list.id}`} className="text-lg font-semibold">
          {list.name}
        </h2>
        <span className="text-muted">
          {t("lists.count", { count: list.count, formatted: formatNumber(locale, list.count) })}
        </span>
      </div>
      {waiting ? <p className="text-sm text-muted">{t("bookmark.queued")}</p> : null}
      {items.length === 0 ? (
        <p className="mt-2">{t("list.empty")}</p>
      ) : (
        <ul className="mt-2 list-disc pl-6">
          {items.map((favorite) => {
            const item = saved.get(favorite.id);
            return <li key={favorite.id}>{item ? <a href={item.href}>{item.name}</a> : t("offline:mine.notSaved")}</li>;
          })}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <form onSubmit={rename} noValidate className="flex flex-wrap items-end gap-2">
          <TextField
            id={fieldId}
            name="name"
            label={t("lists.renameLabel", { name: list.name })}
            defaultValue={list.name}
            error={renameError ? t(renameError) : undefined}
          />
          <button type="submit" className={BUTTON}>
            {t("lists.rename")}
          </button>
        </form>
        <button
          ref={deleteButton}
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={t("lists.deleteLabel", { name: list.name })}
          className={`${BUTTON} border-danger text-danger`}
        >
          {t("lists.delete")}
        </button>
      </div>
      {confirming ? (
        <ConfirmDelete
          list={list}
          locale={locale}
          onCancel={() => {
            setConfirming(false);
            deleteButton.current?.focus();
          }}
          onDelete={() => {
            if (store.writeList(list.id, { op: "delete" })) onDeleted();
          }}
        />
      ) : null}
    </section>
  );
}

function ConfirmDelete({
  list,
  locale,
  onCancel,
  onDelete,
}: {
  list: FavoriteList;
  locale: Locale;
  onCancel(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation("my");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4 rounded-lg border-2 border-danger p-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("lists.confirmTitle", { name: list.name })}
      </h3>
      <p className="mt-1">
        {t("lists.confirmText", { count: list.count, formatted: formatNumber(locale, list.count) })}
      </p>
      <div className="mt-3 flex gap-3">
        <button type="button" onClick={onDelete} className="rounded-md bg-danger px-4 py-2 font-medium text-paper">
          {t("lists.confirmDelete")}
        </button>
        <button type="button" onClick={onCancel} className={BUTTON}>
          {t("lists.cancel")}
        </button>
      </div>
    </div>
  );
}

/** A bookmark's list on My bookmarks offline: moved through the store, sent when the network returns. */
export function OfflineMoveToList({
  store,
  favorite,
  lists,
  name,
}: {
  store: FavoritesStore;
  favorite: Favorite;
  lists: readonly FavoriteList[];
  name: string;
}) {
  const { t } = useTranslation("my");
  const [moved, setMoved] = useState<string | null>(null);
  const fieldId = `offline-list-${favorite.id}`;
  const move = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const listId = String(new FormData(event.currentTarget).get("listId") ?? "") || null;
    if (!(await store.set(favorite.id, { type: favorite.type, listId }))) return;
    const list = lists.find((l) => l.id === listId);
    setMoved(list ? t("notices.moved", { name: list.name }) : t("notices.movedOut"));
  };
  if (lists.length === 0) return null;
  return (
    <form onSubmit={move}>
      <label htmlFor={fieldId} className="block text-sm font-semibold">
        {t("item.listFor", { name })}
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={fieldId}
          name="listId"
          defaultValue={favorite.list?.listId ?? ""}
          className="rounded-md border border-line bg-paper px-2 py-1.5 text-sm"
        >
          <ListChoices lists={lists} />
        </select>
        <button type="submit" className={BUTTON}>
          {t("item.move")}
        </button>
      </div>
      {moved ? (
        <p role="status" className="mt-1 text-sm">
          {moved}
        </p>
      ) : null}
    </form>
  );
}
