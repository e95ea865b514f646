import { data, Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventQuery, liveTarget, loadMyPage } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { cartStateText } from "~/features/samples/cart-state-text";
import { CartContents } from "~/features/samples/components/cart-contents";
import { SampleRequestForm, type SampleRequestFormErrors } from "~/features/samples/components/sample-request-form";
import { SubmissionConfirmation } from "~/features/samples/components/submission-confirmation";
import { listCart, removeFromCart } from "~/features/samples/sample-cart.server";
import { submitSampleRequest } from "~/features/samples/sample-requests.server";
import { productIdSchema, sampleRequestInputSchema } from "~/features/samples/schemas";
import type { SampleSubmission } from "~/features/samples/types";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/cart";

// /{locale}/my/cart: the sample cart at the primary event (or ?event=),
// grouped by exhibitor, with remove, an optional message and the submission,
// after which a confirmation says what went to which exhibitor. Plain forms:
// it works without JavaScript.

const LIVE_RESOURCES = ["sampleCart"] as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event } = page;
  const cart = await listCart(db(), page.owner);
  const t = serverT(locale);
  const linkBase: LinkBase = { locale, collectionId: event.id, segments: event.settings.segments };
  return {
    locale,
    event: { name: event.name },
    linkBase,
    live: liveTarget(page),
    cart,
    query: eventQuery(request),
    title: `${t("samples:page.title")} · ${t("meta.siteName")}`,
  };
}

type CartActionResult =
  | { intent: "remove"; ok: true; name: string }
  | { intent: "remove"; ok: false; error: string }
  | { intent: "submit"; ok: true; submission: SampleSubmission; email: string }
  | ({ intent: "submit"; ok: false } & SampleRequestFormErrors);

export async function action({ params, request }: Route.ActionArgs) {
  const page = await loadMyPage({ params, request });
  const form = await request.formData();

  if (form.get("intent") === "remove") {
    const productId = productIdSchema.safeParse(form.get("productId"));
    const item = productId.success
      ? (await listCart(db(), page.owner)).items.find((i) => i.productId === productId.data)
      : undefined;
    return runPageAction(
      async () => {
        await removeFromCart(db(), { ...page.owner, productId: productId.success ? productId.data : "" });
        return data<CartActionResult>({ intent: "remove", ok: true, name: item?.name ?? "" });
      },
      (refused): CartActionResult => ({ intent: "remove", ok: false, error: refused.messageKey }),
    );
  }

  const raw = String(form.get("message") ?? "");
  const input = sampleRequestInputSchema.safeParse({ message: raw });
  if (!input.success)
    return refusedInput(
      input.error,
      (refused): CartActionResult => ({
        intent: "submit",
        ok: false,
        field: "message",
        error: refused.messageKey,
        message: raw,
      }),
    );
  return runPageAction(
    async () => {
      const submission = await submitSampleRequest(db(), {
        eventId: page.event.id,
        user: page.user,
        message: input.data.message,
        locale: page.locale,
      });
      return data<CartActionResult>({ intent: "submit", ok: true, submission, email: page.user.email });
    },
    (refused): CartActionResult => ({
      intent: "submit",
      ok: false,
      field: "submit",
      error: refused.messageKey,
      message: raw,
    }),
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyCart({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { t } = useTranslation("samples");
  const { locale, event, linkBase, cart, live, query } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const actionData = useKeptActionData(answered);

  if (actionData?.intent === "submit" && actionData.ok) {
    return <SubmissionConfirmation submission={actionData.submission} email={actionData.email} linkBase={linkBase} />;
  }
  const removed = actionData?.intent === "remove" ? actionData : undefined;
  const refused = actionData?.intent === "submit" && !actionData.ok ? actionData : undefined;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-4">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("page.title")}
        </h1>
        <p className="mt-1 text-muted">{t("page.intro", { event: event.name, limit: cart.limit })}</p>
      </header>
      <p role="status" className="mb-4 text-lg font-medium">
        {cartStateText(t, cart.items.length)}
      </p>
      <p role="status" data-answer="" className="mb-4 text-sm font-medium">
        {removed?.ok ? t("page.removed", { name: removed.name }) : ""}
      </p>
      {removed && !removed.ok ? (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          {t(removed.error)}
        </p>
      ) : null}
      {cart.items.length > 0 ? (
        <>
          <CartContents items={cart.items} linkBase={linkBase} />
          <SampleRequestForm refused={refused} />
        </>
      ) : (
        <>
          {refused ? (
            <p role="alert" className="mb-4 text-sm font-medium text-danger">
              {t(refused.error)}
            </p>
          ) : null}
          <p>
            {t("page.emptyHint")} <Link to={links.products(linkBase)}>{t("page.browse", { event: event.name })}</Link>
          </p>
        </>
      )}
    </article>
  );
}
