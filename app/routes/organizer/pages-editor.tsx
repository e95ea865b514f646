import { data } from "react-router";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { PageEditor } from "~/features/content-pages/components/page-editor";
import { getContentPage, getEditorPage, publishPage, saveDraft } from "~/features/content-pages/content-pages.server";
import type { EditorResult, OthersDraft } from "~/features/content-pages/editor-result";
import { requirePageOrganizer } from "~/features/content-pages/organizer-event.server";
import { storePageImage } from "~/features/content-pages/page-images.server";
import { contentPagePath } from "~/features/content-pages/published-pages.server";
import { draftSchema, pageIdSchema } from "~/features/content-pages/schemas";
import { getPrimaryEventId } from "~/features/events/events.server";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { isLocale, LOCALES, type Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/pages-editor";

// The side-by-side editor of one content page (docs/product/content-pages.md):
// title and Markdown per locale, saved as a draft (automatically and on
// demand) by compare-and-swap, the preview beside it, images uploaded
// through the upload checks, and Publish. For the
// organizers of the page's event; others get the no-permission page.

async function pageOf(params: Route.LoaderArgs["params"]) {
  if (!isLocale(params.locale)) notFound();
  const id = pageIdSchema.safeParse(params.pageId);
  if (!id.success) notFound();
  const page = await getContentPage(db(), { pageId: id.data });
  if (!page) notFound();
  return { locale: params.locale, page };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const { locale, page } = await pageOf(params);
  await requirePageOrganizer(request, page.eventId);
  const [editor, primaryId] = await Promise.all([
    getEditorPage(db(), { pageId: page.id }),
    getPrimaryEventId(db(), { configured: env().PRIMARY_EVENT }),
  ]);
  if (!editor) notFound();
  const where = { event: { id: page.eventId }, primary: page.eventId === primaryId };
  return {
    locale,
    page: editor,
    publicPaths: Object.fromEntries(LOCALES.map((l) => [l, contentPagePath(l, where, page.slug)])) as Record<
      Locale,
      string
    >,
    title: serverT(locale)("content:editor.title", { slug: page.slug }),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const { page } = await pageOf(params);
  const user = await requirePageOrganizer(request, page.eventId);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  const locale = typeof form.locale === "string" && isLocale(form.locale) ? form.locale : null;
  return runPageAction(
    async () => {
      if (intent === "publish") {
        const { published } = await publishPage(db(), {
          pageId: page.id,
          userId: user.id,
          actor: { userId: user.id, email: user.email },
        });
        return data<EditorResult>({ intent, ok: true, published });
      }
      if (intent === "image") {
        const file = form.image;
        const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
        const { url } = await storePageImage({ eventId: page.eventId, bytes, mediaDir: env().MEDIA_DIR });
        return data<EditorResult>({ intent, ok: true, url });
      }
      if (intent !== "save")
        return refusedInput(
          COMMON_MESSAGES.invalid,
          (refusal): EditorResult => ({
            intent,
            ok: false,
            locale: null,
            error: refusal.messageKey,
            current: null,
          }),
        );
      const input = draftSchema.parse(form);
      const saved = await saveDraft(db(), { ...input, pageId: page.id, userId: user.id });
      return data<EditorResult>({ intent, ok: true, locale: input.locale, ...saved });
    },
    // Refused beside the draft; a conflict carries the other organizer's draft (current).
    (refusal): EditorResult => ({
      intent,
      ok: false,
      locale,
      error: refusal.messageKey,
      current: (refusal.details?.current as OthersDraft | undefined) ?? null,
    }),
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function OrganizerPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, publicPaths } = loaderData;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} />
      <PageEditor key={page.id} locale={locale} page={page} publicPaths={publicPaths} result={actionData} />
    </div>
  );
}
