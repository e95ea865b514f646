import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { TextField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { deleteField, NEW_LIST_FIELD, renameField } from "~/features/favorites/field-ids";
import { listAction } from "~/features/favorites/list-actions.server";
import { listLists } from "~/features/favorites/lists.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { Notice } from "~/features/my-pages/components/notice";
import { eventQuery, liveTarget, loadMyPage, type MyActionResult } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/lists";

// /{locale}/my/lists: the user's named lists with their counts; create,
// rename, delete (`?delete=<id>` asks first and says what happens to the
// bookmarks in it). Plain forms and links: it works without JavaScript.

const LIVE_RESOURCES = ["favorites", "favoriteLists", "eventSettings"] as const;
const BUTTON = "rounded-md border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-wash";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, owner } = page;
  const listsEnabled = event.settings.listsEnabled;
  const lists = listsEnabled ? await listLists(db(), owner) : [];
  const confirmId = new URL(request.url).searchParams.get("delete");
  const t = serverT(locale);
  return {
    locale,
    event: { id: event.id, name: event.name },
    live: liveTarget(page),
    listsEnabled,
    lists,
    confirming: lists.find((list) => list.id === confirmId) ?? null,
    query: eventQuery(request),
    title: `${t("my:lists.title")} · ${t("meta.siteName")}`,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const page = await loadMyPage({ params, request });
  return listAction(page, await request.formData());
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

function fieldError(result: MyActionResult | undefined, field: string): { error?: string; value?: string } {
  return result && !result.ok && result.field === field ? { error: result.error, value: result.value } : {};
}

export default function MyLists({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { t } = useTranslation("my");
  const { locale, event, lists, listsEnabled, confirming, query, live } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const actionData = useKeptActionData(answered);
  const create = fieldError(actionData, NEW_LIST_FIELD);
  // The new-list form starts afresh after this tab created a list, not when
  // the live stream brings another tab's list (that would wipe what is typed).
  const created = actionData?.ok && actionData.notice === "notices.listCreated" ? actionData.values?.name : undefined;
  return (
    <article aria-labelledby="page-title">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("lists.title")}
        </h1>
        <p className="mt-1 text-muted">{t("lists.intro", { event: event.name })}</p>
      </header>
      <Notice result={actionData} />
      {!listsEnabled ? (
        <p className="rounded bg-wash px-3 py-2">{t("lists.disabled")}</p>
      ) : (
        <>
          {confirming ? <ConfirmDelete list={confirming} locale={locale} query={query} /> : null}
          {lists.length === 0 ? <p className="mb-6">{t("lists.empty")}</p> : null}
          <ul className="mb-8 flex flex-col gap-4">
            {lists.map((list) => (
              <li key={list.id}>
                <ListRow list={list} locale={locale} query={query} result={actionData} />
              </li>
            ))}
          </ul>
          <section aria-labelledby="create-title" className="max-w-md rounded-lg border border-line p-4">
            <h2 id="create-title" className="text-lg font-semibold">
              {t("lists.create")}
            </h2>
            <Form method="post" preventScrollReset className="mt-2 flex flex-col gap-3" key={created ?? ""}>
              <TextField
                id={NEW_LIST_FIELD}
                name="name"
                label={t("lists.newName")}
                defaultValue={create.value ?? ""}
                error={create.error ? t(create.error) : undefined}
              />
              <div>
                <button type="submit" name="intent" value="create" className={PRIMARY_BUTTON}>
                  {t("lists.createSubmit")}
                </button>
              </div>
            </Form>
          </section>
        </>
      )}
    </article>
  );
}

interface ListRowProps {
  list: { id: string; name: string; count: number };
  locale: Locale;
  query: string;
  result: MyActionResult | undefined;
}

function ListRow({ list, locale, query, result }: ListRowProps) {
  const { t } = useTranslation("my");
  const rename = fieldError(result, renameField(list.id));
  const refused = fieldError(result, deleteField(list.id));
  const joiner = query ? "&" : "?";
  return (
    <section aria-labelledby={`list-${list.id}`} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`list-${list.id}`} className="text-lg font-semibold">
          <Link to={`/${locale}/my/list${query}${joiner}list=${encodeURIComponent(list.id)}`}>{list.name}</Link>
        </h2>
        <span className="text-muted">
          {t("lists.count", { count: list.count, formatted: formatNumber(locale, list.count) })}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2" key={list.name}>
          <input type="hidden" name="listId" value={list.id} />
          <TextField
            id={renameField(list.id)}
            name="name"
            label={t("lists.renameLabel", { name: list.name })}
            defaultValue={rename.value ?? list.name}
            error={rename.error ? t(rename.error) : undefined}
          />
          <button type="submit" name="intent" value="rename" className={BUTTON}>
            {t("lists.rename")}
          </button>
        </Form>
        <Link
          to={`/${locale}/my/lists${query}${joiner}delete=${encodeURIComponent(list.id)}`}
          preventScrollReset
          aria-label={t("lists.deleteLabel", { name: list.name })}
          className={`${BUTTON} border-danger text-danger`}
        >
          {t("lists.delete")}
        </Link>
      </div>
      {refused.error ? (
        <p role="alert" className="mt-1 font-medium text-danger">
          {t(refused.error)}
        </p>
      ) : null}
    </section>
  );
}

function ConfirmDelete({ list, locale, query }: { list: ListRowProps["list"]; locale: Locale; query: string }) {
  const { t } = useTranslation("my");
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the question again whenever another list is to be deleted
  useEffect(() => heading.current?.focus(), [list.id]);
  const back = `/${locale}/my/lists${query}`;
  return (
    <section aria-labelledby="confirm-title" className="mb-6 rounded-lg border-2 border-danger p-4">
      <h2 id="confirm-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("lists.confirmTitle", { name: list.name })}
      </h2>
      <p className="mt-1">
        {t("lists.confirmText", { count: list.count, formatted: formatNumber(locale, list.count) })}
      </p>
      <Form method="post" action={back} className="mt-3 flex gap-3">
        <input type="hidden" name="listId" value={list.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-md bg-danger px-4 py-2 font-medium text-paper"
        >
          {t("lists.confirmDelete")}
        </button>
        <Link to={back} className={BUTTON}>
          {t("lists.cancel")}
        </Link>
      </Form>
    </section>
  );
}
