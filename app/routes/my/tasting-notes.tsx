import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { data, useNavigation, useRevalidator, useSubmit } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { productNames } from "~/features/catalogue/item-names.server";
import { productName } from "~/features/catalogue/product-name";
import { SENSORY_GROUPS } from "~/features/catalogue/sensory";
import { SENSORY_SCALES } from "~/features/catalogue/vocabulary";
import { bookletPagePath } from "~/features/exports/schemas";
import { loadWalkPlan } from "~/features/favorites/walk-plan.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventParam, eventQuery, liveTarget, loadMyPage } from "~/features/my-pages/my-page.server";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { type DeleteResult, MyNoteItem, type NotedProduct } from "~/features/tasting-notes/components/my-note-item";
import { deleteTastingNote, listTastingNotes } from "~/features/tasting-notes/tasting-notes.server";
import { snapshotOf, tastingNotesStore } from "~/features/tasting-notes/tasting-notes-store";
import { useTranslation } from "~/lib/i18n-react";
import { COMMON_MESSAGES } from "~/lib/messages";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/tasting-notes";

// /{locale}/my/tasting-notes: the user's private notes at the event (the
// primary one, or ?event=), newest first, each with its product; edited in
// place, deleted, kept current across tabs by the live stream. With tasting
// notes switched off for the event the page says so and lists nothing.

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, owner } = page;
  const enabled = event.settings.tastingNotesEnabled;
  const t = serverT(locale);
  const base = {
    locale,
    event: { id: event.id, name: event.name },
    live: liveTarget(page),
    enabled,
    query: eventQuery(request),
    bookletHref: bookletPagePath(locale, { source: "notes", event: eventParam(request) }),
    // The editor's scales come with the data: importing them here would split them out of the product page's bundle.
    vocabulary: { groups: SENSORY_GROUPS, scales: SENSORY_SCALES },
    title: `${t("notes:page.title")} · ${t("meta.siteName")}`,
  };
  if (!enabled) return { ...base, failed: false, notes: [], products: {}, goneNames: {} };
  try {
    const [notes, entries] = await Promise.all([
      listTastingNotes(db(), { ...owner, enabled }),
      loadWalkPlan(db(), { ...owner, locale, source: "notes" }),
    ]);
    const products: Record<string, NotedProduct> = {};
    for (const entry of entries) {
      if (entry.type !== "product") continue;
      const { product, exhibitor } = entry;
      products[entry.id] = {
        name: productName(product),
        path: product.path,
        exhibitor: { name: exhibitor.name, path: exhibitor.path },
      };
    }
    // A product no longer at the event keeps its row: the note shows the name it had.
    const goneNames = Object.fromEntries(
      await productNames(
        db(),
        notes.map((note) => note.productId).filter((id) => !products[id]),
      ),
    );
    return { ...base, failed: false, notes, products, goneNames };
  } catch (error) {
    // docs/product/my-catalogue.md: a failed data call is the error status, shown on the page.
    console.error(error);
    return { ...base, failed: true, notes: [], products: {}, goneNames: {} };
  }
}

const deleteSchema = z.object({ intent: z.literal("delete"), productId: z.string().trim().min(1).max(100) });

export async function action({ params, request }: Route.ActionArgs) {
  const { event, owner } = await loadMyPage({ params, request });
  const parsed = deleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return refusedInput(
      parsed.error,
      (): DeleteResult => ({ ok: false, productId: "", error: COMMON_MESSAGES.invalid.key }),
    );
  const { productId } = parsed.data;
  return runPageAction(
    async () => {
      await deleteTastingNote(db(), { ...owner, productId, enabled: event.settings.tastingNotesEnabled });
      return data<DeleteResult>({ ok: true, productId });
    },
    (refusal): DeleteResult => ({ ok: false, productId, error: refusal.messageKey }),
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

const noSubscription = () => () => undefined;
/**
 * The notes themselves reach the store live, and the store reads them (and
 * whether notes are on) again at every reconnection; switching notes off
 * reads the page again.
 */
const LIVE_RESOURCES = ["eventSettings"] as const;

export default function MyTastingNotes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("notes");
  const { locale, event, live, enabled, failed, notes, products, goneNames, vocabulary, query, bookletHref } =
    loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState("");
  const revalidator = useRevalidator();
  useLiveRevalidation(live, LIVE_RESOURCES, { onResync: false });
  // A navigation submission rather than a fetcher: useFetcher would grow the
  // framework chunk every page loads (the product page's first-load budget).
  const submit = useSubmit();
  const navigation = useNavigation();
  const deleted = actionData;

  // The server renders the loader's notes; the browser then follows the
  // shared store (live stream, other tabs), seeded with the same notes.
  const seed = useMemo(() => snapshotOf(notes, enabled), [notes, enabled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is seeded once from the loader; later notes reach it through the live stream
  const store = useMemo(
    () =>
      typeof window === "undefined" || !enabled || failed
        ? null
        : tastingNotesStore(live.collectionId, live.uid, { notes, enabled }),
    [live.collectionId, live.uid, enabled, failed],
  );
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? (() => seed),
    () => seed,
  );

  // A note on a product the loader did not describe (written in another tab): read the page again, once per product.
  const asked = useRef(new Set<string>());
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const missing = snapshot.notes
    .map((n) => n.productId)
    .filter((id) => !(id in products))
    .join(",");
  useEffect(() => {
    const fresh = missing.split(",").filter((id) => id && !asked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(id);
    void latest.current.revalidate();
  }, [missing]);

  // Names of the notes' products, kept for the message after one is deleted (and gone from the list).
  const names = useRef(new Map<string, string>());
  for (const [id, product] of Object.entries(products)) names.current.set(id, product.name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per deletion the action reports; the store and the translations are read as they are then
  useEffect(() => {
    if (!deleted?.ok) return;
    store?.stored(deleted.productId, null);
    setNotice(t("page.deleted", { name: names.current.get(deleted.productId) ?? t("page.unknownProduct") }));
    heading.current?.focus();
  }, [deleted]);

  const disabled = !enabled || !snapshot.enabled;
  // The server renders no store; the first browser render must match it, so the store's controls come after.
  const hydrated = useHydrated();

  return (
    <article className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
          {t("page.title")}
        </h1>
        {disabled ? null : <p className="mt-1 text-muted">{t("page.intro", { event: event.name })}</p>}
      </header>
      <p role="status" data-answer="" className={notice ? "mb-4 rounded bg-wash px-3 py-2 font-medium" : "sr-only"}>
        {notice}
      </p>
      {disabled ? (
        <p className="rounded-md border border-line bg-wash px-4 py-3 font-medium">{t("page.disabled")}</p>
      ) : failed || snapshot.status === "error" ? (
        <p role="alert" className="rounded-md border border-danger px-4 py-3 font-medium text-danger">
          {t("errors.loadError")}{" "}
          <button
            type="button"
            onClick={() => (store ? store.reload() : revalidator.revalidate())}
            className="underline"
          >
            {t("errors.retry")}
          </button>
        </p>
      ) : snapshot.status === "loading" ? (
        <p role="status">{t("page.loading")}</p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{t("page.count", { count: snapshot.notes.length })}</p>
            {snapshot.notes.length > 0 ? (
              <a
                href={bookletHref}
                className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-wash"
              >
                {t("page.export")}
              </a>
            ) : null}
          </div>
          {snapshot.notes.length === 0 ? (
            <p>{t("page.empty")}</p>
          ) : (
            <ol className="grid gap-4">
              {snapshot.notes.map((note) => (
                <MyNoteItem
                  key={note.productId}
                  note={note}
                  product={products[note.productId] ?? null}
                  goneName={goneNames[note.productId]}
                  locale={locale}
                  live={live}
                  store={hydrated ? store : null}
                  snapshot={snapshot}
                  vocabulary={vocabulary}
                  onDelete={() =>
                    submit(
                      { intent: "delete", productId: note.productId },
                      { method: "post", preventScrollReset: true },
                    )
                  }
                  error={deleted && !deleted.ok && deleted.productId === note.productId ? deleted.error : null}
                  deleting={navigation.state !== "idle" && navigation.formData?.get("productId") === note.productId}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </article>
  );
}
