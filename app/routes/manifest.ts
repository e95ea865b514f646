import { serverT } from "~/.server/i18n";
import { webManifest } from "~/features/pwa/web-manifest";
import { isLocale, type Locale } from "~/lib/locales";
import type { Route } from "./+types/manifest";

// GET /manifest.webmanifest (issue 31): the web app manifest, in the language
// of the page that links it (?lang=), else the one the browser asks for.

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const locale: Locale = lang !== null && isLocale(lang) ? lang : context.preferredLocale;
  const t = serverT(locale);
  const manifest = webManifest(locale, { name: t("meta.siteName"), description: t("offline:manifest.description") });
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Accept-Language",
    },
  });
}
