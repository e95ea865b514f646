import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import type { Refusal } from "~/.server/errors";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { DataTable } from "~/components/ui/data-table";
import { ALERT, DANGER_BUTTON, NOTICE, SECONDARY_BUTTON } from "~/components/ui/styles";
import { productNames } from "~/features/catalogue/item-names.server";
import { removeProductFromEvent } from "~/features/catalogue/product-writes.server";
import { getProduct } from "~/features/catalogue/products.server";
import { CONSOLE_TABLE } from "~/features/organizer/components/console-list";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { historyFieldText } from "~/features/organizer/components/product-field-label";
import { ProductForm } from "~/features/organizer/components/product-form";
import { ORGANIZER_MESSAGES, PRODUCT_PAGE_MESSAGES } from "~/features/organizer/organizer-messages";
import { loadOrganizerPage, type OrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { editProduct } from "~/features/organizer/product-edit.server";
import { changedProduct, readProductForm } from "~/features/organizer/product-form";
import { productHistory } from "~/features/organizer/product-history.server";
import { productFormValues } from "~/features/organizer/product-values.server";
import { formatDateTimeInZone, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/product";

// /{locale}/organizer/products/{productId}: editing one product of the
// event (its own fields and the event's, in one transaction), its history
// at the event (docs/product/site-settings.md "Products"), newest first, 100 at a time, and
// taking it out of the event (its bookmarks and notes stay readable).

const ID = z.string().trim().min(1).max(100);
const querySchema = z.object({
  before: z.coerce.number().int().positive().optional().catch(undefined),
  saved: z.literal("1").optional().catch(undefined),
});

export async function loader(args: Route.LoaderArgs) {
  const page = await loadOrganizerPage(args);
  const { locale, event, query } = page;
  const productId = ID.safeParse(args.params.productId);
  if (!productId.success) notFound();
  const { before, saved } = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const [product, names, history, values] = await Promise.all([
    getProduct(db(), { eventId: event.id, productId: productId.data, locale }),
    productNames(db(), [productId.data]),
    productHistory(db(), { eventId: event.id, productId: productId.data, before }),
    productFormValues(db(), { eventId: event.id, productId: productId.data }),
  ]);
  const name = names.get(productId.data);
  if (!name) notFound();
  return {
    locale,
    query,
    eventParam: new URLSearchParams(query).get("event"),
    event: { name: event.name, timezone: event.timezone },
    product: {
      id: productId.data,
      name,
      exhibitor: product?.exhibitor.name ?? null,
      path: product
        ? links.productByExhibitor(
            { locale, collectionId: event.id, segments: event.settings.segments },
            product.exhibitor.id,
            product.id,
          )
        : null,
    },
    values,
    added: saved === "1",
    ...history,
    title: `${name} · ${serverT(locale)("organizer:product.history")}`,
  };
}

type ActionData =
  | { status: "removed"; name: string }
  | { status: "refused"; message: string }
  | { status: "saved"; changed: number }
  | { status: "invalid"; errors: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const productId = ID.safeParse(args.params.productId);
  const posted = await args.request.formData();
  const form = z.object({ intent: z.enum(["remove", "save"]) }).safeParse({ intent: posted.get("intent") });
  if (!productId.success) return refusedInput(productId.error, refused);
  if (!form.success) return refusedInput(form.error, refused);
  if (form.data.intent === "save") return save(page, productId.data, posted);
  const name = (await productNames(db(), [productId.data])).get(productId.data) ?? productId.data;
  return runPageAction(async () => {
    await removeProductFromEvent(db(), {
      eventId: page.event.id,
      productId: productId.data,
      actor: page.user.id,
      audit: organizerActor(page),
    });
    return data<ActionData>({ status: "removed", name });
  }, refused);
}

/**
 * A refused change, said at the top of the form: not (any more) in the event
 * (someone else removed it first), changed by someone else meanwhile, or the
 * refusal's own words.
 */
function refused(refusal: Refusal): ActionData {
  if (refusal.status === 404) return { status: "refused", message: PRODUCT_PAGE_MESSAGES.notListed.key };
  if (refusal.code === "conflict") return { status: "refused", message: ORGANIZER_MESSAGES.productChanged.key };
  if (refusal.code === "invalid") return { status: "refused", message: COMMON_MESSAGES.invalid.key };
  return { status: "refused", message: refusal.messageKey };
}

async function save(page: OrganizerPage, productId: string, posted: FormData) {
  const read = readProductForm(posted);
  if (!read.ok) return data<ActionData>({ status: "invalid", errors: read.errors }, { status: 400 });
  const base = read.base;
  if (!base)
    return refusedInput(
      COMMON_MESSAGES.invalid,
      (refusal): ActionData => ({
        status: "invalid",
        errors: { base: refusal.messageKey },
      }),
    );
  return runPageAction(async () => {
    const { changes } = await editProduct(db(), {
      eventId: page.event.id,
      productId,
      edit: changedProduct(read.values, base),
      actor: page.user.id,
      audit: organizerActor(page),
    });
    return data<ActionData>({ status: "saved", changed: changes.length });
  }, refused);
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

function valueText(locale: Locale, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return formatNumber(locale, value);
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  const json = JSON.stringify(value);
  return json.length > 300 ? `${json.slice(0, 300)}…` : json;
}

export default function OrganizerProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, event, product, values, added, entries, next } = loaderData;
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const actorText = (actor: string) => t(`product.tools.${actor}`, { defaultValue: actor });
  const olderHref = () => {
    const params = new URLSearchParams();
    if (eventParam) params.set("event", eventParam);
    if (next) params.set("before", String(next));
    return `?${params}`;
  };
  const listed = product.path !== null && actionData?.status !== "removed";
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/products${query}`}>{t("products.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{product.name}</h1>
        {product.exhibitor ? <p className="text-muted">{product.exhibitor}</p> : null}
        {product.path && listed ? (
          <p className="mt-2">
            <a href={product.path}>{t("product.publicPage")}</a>
          </p>
        ) : null}
      </header>
      {actionData?.status === "saved" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {actionData.changed > 0 ? t("productForm.saved") : t("productForm.unchanged")}
        </p>
      ) : added && !actionData ? (
        <p role="status" data-answer="" className={NOTICE}>
          {t("productForm.added")}
        </p>
      ) : actionData?.status === "invalid" ? (
        <p role="alert" className={ALERT}>
          {t("productForm.invalid")}
        </p>
      ) : null}
      {actionData?.status === "removed" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {t("product.removed", { name: actionData.name })}
        </p>
      ) : actionData?.status === "refused" ? (
        <p role="alert" className={ALERT}>
          {t(actionData.message)}
        </p>
      ) : !listed ? (
        <p>{t("product.notListed")}</p>
      ) : null}
      {listed && values ? (
        <section aria-labelledby="edit-title" className="grid gap-3">
          <h2 id="edit-title" className="text-xl font-semibold">
            {t("productForm.edit")}
          </h2>
          <ProductForm
            locale={locale}
            values={values}
            base={values}
            errors={actionData?.status === "invalid" ? actionData.errors : undefined}
            submitLabel={t("productForm.save")}
          />
        </section>
      ) : null}
      {listed ? (
        <section className="grid max-w-2xl gap-2 rounded-md border border-line p-4" aria-labelledby="remove-title">
          <h2 id="remove-title" className="font-semibold">
            {t("product.remove")}
          </h2>
          <p className="text-sm text-muted">{t("product.removeHint")}</p>
          {confirming ? (
            <Form method="post" className="flex gap-3">
              <input type="hidden" name="intent" value="remove" />
              <button type="submit" className={DANGER_BUTTON} disabled={navigation.state !== "idle"}>
                {t("product.confirm")}
              </button>
              <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(false)}>
                {t("product.cancel")}
              </button>
            </Form>
          ) : (
            <p>
              <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(true)}>
                {t("product.remove")}
              </button>
            </p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="history-title" className="grid gap-2">
        <h2 id="history-title" className="text-xl font-semibold">
          {t("product.history")}
        </h2>
        <p className="text-sm text-muted">{t("product.historyIntro")}</p>
        {entries.length === 0 ? (
          <p>{t("product.empty")}</p>
        ) : (
          <DataTable
            {...CONSOLE_TABLE}
            caption={t("product.history")}
            columns={[
              {
                header: t("product.when"),
                cell: (entry) => (
                  <time dateTime={entry.createdAt} className="whitespace-nowrap">
                    {formatDateTimeInZone(locale, entry.createdAt, event.timezone)}
                  </time>
                ),
              },
              { header: t("product.who"), cell: (entry) => actorText(entry.actor) },
              { header: t("product.change"), cell: (entry) => t(`product.kinds.${entry.kind}`) },
              { header: t("product.field"), cell: (entry) => historyFieldText(t, locale, entry.field) },
              {
                header: t("product.from"),
                cell: (entry) => <span className="break-words">{valueText(locale, entry.oldValue)}</span>,
              },
              {
                header: t("product.to"),
                cell: (entry) => <span className="break-words">{valueText(locale, entry.newValue)}</span>,
              },
            ]}
            rows={entries}
            rowKey={(entry) => `${entry.id}:${entry.field}`}
          />
        )}
        {next ? (
          <p>
            <Link to={olderHref()} className={SECONDARY_BUTTON}>
              {t("product.older")}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
