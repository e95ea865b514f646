import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { ProductForm } from "~/features/organizer/components/product-form";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { addProduct, EXHIBITOR_CHOICES, exhibitorChoices } from "~/features/organizer/product-add.server";
import { EMPTY_PRODUCT, readNewProductOwner, readProductForm } from "~/features/organizer/product-form";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/product-new";

// /{locale}/organizer/products/new: the organizer adds a product to one of
// the event's exhibitors (found by name, EXHIBITOR_CHOICES at a time: an
// event may have thousands), then lands on the product's page, saved.

const querySchema = z.object({
  find: z.string().trim().max(100).catch(""),
  exhibitor: z.string().trim().max(100).catch(""),
});

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const params = new URL(args.request.url).searchParams;
  const { find, exhibitor } = querySchema.parse({
    find: params.get("find") ?? "",
    exhibitor: params.get("exhibitor") ?? "",
  });
  const exhibitors = await exhibitorChoices(db(), { eventId: event.id, q: find, selected: exhibitor || undefined });
  return {
    locale,
    query,
    eventParam: params.get("event"),
    event: { name: event.name },
    find,
    exhibitor: exhibitors.length === 1 ? exhibitors[0].id : exhibitor,
    exhibitors,
    limit: EXHIBITOR_CHOICES,
    title: serverT(locale)("organizer:productForm.addTitle"),
  };
}

type ActionData = { status: "invalid"; errors: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const posted = await args.request.formData();
  const owner = readNewProductOwner(posted);
  const read = readProductForm(posted);
  if (!owner.ok || !read.ok)
    return data<ActionData>(
      { status: "invalid", errors: { ...(owner.ok ? {} : owner.errors), ...(read.ok ? {} : read.errors) } },
      { status: 400 },
    );
  return runPageAction(
    async () => {
      const { productId } = await addProduct(db(), {
        eventId: page.event.id,
        exhibitorId: owner.exhibitorId,
        producerId: owner.producerId,
        values: read.values,
        actor: page.user.id,
        audit: organizerActor(page),
      });
      const params = new URLSearchParams(page.query);
      params.set("saved", "1");
      return redirect(`/${page.locale}/organizer/products/${productId}?${params}`);
    },
    // A refusal names its field (an exhibitor not of this event, an unknown producer).
    (refusal): ActionData => ({
      status: "invalid",
      errors: {
        [typeof refusal.details?.field === "string" ? refusal.details.field : "exhibitorId"]: refusal.messageKey,
      },
    }),
  );
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, event, find, exhibitor, exhibitors, limit } = loaderData;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/products${query}`}>{t("products.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{t("productForm.addTitle")}</h1>
        <p className="mt-2 max-w-3xl">{t("productForm.addIntro")}</p>
      </header>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
        <div className="min-w-64 grow">
          <label htmlFor="product-find-exhibitor" className="block text-sm font-semibold">
            {t("productForm.findExhibitor")}
          </label>
          <p id="product-find-exhibitor-hint" className="mt-0.5 text-sm text-muted">
            {t("productForm.findExhibitorHint", { count: limit })}
          </p>
          <input
            id="product-find-exhibitor"
            type="search"
            name="find"
            defaultValue={find}
            aria-describedby="product-find-exhibitor-hint"
            className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2"
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t("productForm.find")}
        </button>
      </Form>
      <p role="status">
        {exhibitors.length === 0
          ? t("productForm.noExhibitor")
          : t("productForm.exhibitorsFound", { count: exhibitors.length })}
      </p>
      <ProductForm
        key={`${find}|${exhibitor}`}
        locale={locale}
        values={EMPTY_PRODUCT}
        owner={{ exhibitors, exhibitorId: exhibitor, producerId: "" }}
        errors={actionData?.errors}
        submitLabel={t("productForm.add")}
      />
    </div>
  );
}
