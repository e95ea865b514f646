import { Form, Link } from "react-router";
import type { MyActionResult } from "~/features/my-pages/my-page.server";
import { formatDate } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { FavoriteRow } from "../favorite-rows.server";
import { favoriteFields } from "../field-ids";
import { ListChoices } from "./list-choices";

// One bookmark on "My bookmarks" and "My list": what it is and where to find
// it, when it was added, its tags (add, remove), its list (move) and removal,
// which a tagged bookmark refuses with the reason. Plain forms: they work
// without JavaScript too.

const BUTTON = "rounded-md border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-wash";
const INPUT = "rounded-md border border-line bg-paper px-2 py-1.5 text-sm aria-invalid:border-danger";
const ERROR = "mt-1 text-sm font-medium text-danger";

interface Props {
  row: FavoriteRow;
  locale: Locale;
  lists: readonly { id: string; name: string }[];
  listsEnabled: boolean;
  result: MyActionResult | undefined;
}

export function FavoriteItem({ row, locale, lists, listsEnabled, result }: Props) {
  const { t } = useTranslation("my");
  const name = row.name;
  const fieldError = (field: string) => (result && !result.ok && result.field === field ? t(result.error) : null);
  const ids = favoriteFields(row.id);
  const tagError = fieldError(ids.tag);
  const listError = fieldError(ids.list);
  const removeError = fieldError(ids.remove);
  const tagged = row.tags.length > 0;
  const hidden = (
    <>
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="type" value={row.type} />
    </>
  );

  return (
    <article aria-labelledby={`item-${row.id}`} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`item-${row.id}`} className="text-lg font-semibold">
          {row.item ? <Link to={row.item.path}>{name}</Link> : name}
        </h2>
        <span className="rounded bg-wash px-2 py-0.5 text-sm">{t(`kind.${row.type}`)}</span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
        {row.item?.exhibitor ? (
          <span>
            {t("item.exhibitor")}: <Link to={row.item.exhibitor.path}>{row.item.exhibitor.name}</Link>
          </span>
        ) : null}
        {row.item?.producer && row.item.producer !== row.item.exhibitor?.name ? (
          <span>
            {t("item.producer")}: {row.item.producer}
          </span>
        ) : null}
        {row.item?.tableNumber ? <span>{t("item.table", { table: row.item.tableNumber })}</span> : null}
        {row.item ? null : <span>{t("item.gone")}</span>}
        <span>{t("item.added", { date: formatDate(locale, row.addedAt) })}</span>
        {row.list ? <span>{t("item.inList", { name: row.list.name })}</span> : null}
      </p>

      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">{t("item.tags")}</h3>
          {tagged ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {row.tags.map((tag) => (
                <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-wash py-0.5 pl-3 pr-1 text-sm">
                  {tag}
                  <Form method="post" preventScrollReset>
                    {hidden}
                    <input type="hidden" name="tag" value={tag} />
                    <button
                      type="submit"
                      name="intent"
                      value="removeTag"
                      aria-label={t("item.removeTag", { tag, name })}
                      className="rounded-full px-1.5 hover:bg-line"
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">{t("item.noTags")}</p>
          )}
          <Form method="post" preventScrollReset className="mt-2" key={row.tags.join("\u0000")}>
            {hidden}
            <label htmlFor={ids.tag} className="block text-sm">
              {t("item.newTag", { name })}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={ids.tag}
                name="tag"
                maxLength={40}
                defaultValue={tagError && result && !result.ok ? result.value : undefined}
                aria-invalid={tagError ? true : undefined}
                aria-describedby={tagError ? `${ids.tag}-error` : undefined}
                className={INPUT}
              />
              <button type="submit" name="intent" value="addTag" className={BUTTON}>
                {t("item.addTag")}
              </button>
            </div>
            {tagError ? (
              <p id={`${ids.tag}-error`} className={ERROR}>
                {tagError}
              </p>
            ) : null}
          </Form>
        </div>

        <div className="flex flex-col gap-4">
          {listsEnabled ? (
            <Form method="post" preventScrollReset key={row.list?.listId ?? ""}>
              {hidden}
              <label htmlFor={ids.list} className="block text-sm font-semibold">
                {t("item.listFor", { name })}
              </label>
              <div className="mt-1 flex gap-2">
                <select
                  id={ids.list}
                  name="listId"
                  defaultValue={row.list?.listId ?? ""}
                  aria-invalid={listError ? true : undefined}
                  aria-describedby={listError ? `${ids.list}-error` : undefined}
                  className={INPUT}
                >
                  <ListChoices lists={lists} />
                </select>
                <button type="submit" name="intent" value="move" className={BUTTON}>
                  {t("item.move")}
                </button>
              </div>
              {listError ? (
                <p id={`${ids.list}-error`} className={ERROR}>
                  {listError}
                </p>
              ) : null}
            </Form>
          ) : null}

          <Form method="post" preventScrollReset>
            {hidden}
            <button
              type="submit"
              name="intent"
              value="remove"
              aria-disabled={tagged || undefined}
              aria-describedby={
                [tagged && `${ids.remove}-reason`, removeError && `${ids.remove}-error`].filter(Boolean).join(" ") ||
                undefined
              }
              // Without JavaScript the click still asks the server, which refuses with the same reason.
              onClick={(event) => tagged && event.preventDefault()}
              className={`${BUTTON} aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted`}
            >
              {t("item.remove")}
              <span className="sr-only"> {name}</span>
            </button>
            {tagged ? (
              <p id={`${ids.remove}-reason`} className="mt-1 text-sm text-muted">
                {t("item.lockedReason")}
              </p>
            ) : null}
            {removeError ? (
              <p id={`${ids.remove}-error`} role="alert" className={ERROR}>
                {removeError}
              </p>
            ) : null}
          </Form>
        </div>
      </div>
    </article>
  );
}
