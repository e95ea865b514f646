import { serverT } from "~/.server/i18n";
import { PreviewBanner } from "~/features/content-pages/components/preview-banner";
import { requireSomeOrganizer } from "~/features/content-pages/preview-access.server";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/no-preview";

// What the editor's preview shows while there is nothing to preview (no
// title or text written yet): a placeholder, for organizers only.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSomeOrganizer(request);
  return { title: serverT(context.preferredLocale)("content:preview.nothingTitle") };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function NoPreview(_: Route.ComponentProps) {
  const { t } = useTranslation("content");
  return (
    <div>
      <PreviewBanner />
      <h1 className="text-2xl font-semibold">{t("preview.nothingTitle")}</h1>
      <p className="mt-2 text-muted">{t("preview.nothing")}</p>
    </div>
  );
}
