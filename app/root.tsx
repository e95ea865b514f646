import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { db } from "./.server/db";
import { env } from "./.server/env";
import { messagesFile } from "./.server/i18n";
import { loadSiteRegion } from "./features/content-pages/site-regions.server";
import { primaryEventIdOf } from "./features/events/event-context.server";
import { localeOfPath } from "./lib/locale-path";
import type { Locale } from "./lib/locales";

// The document, the page and the error page are app/components/layout/document.tsx,
// in the shell chunk the build makes (vite.config.ts); the stylesheet is imported here,
// so that it stays the root route's own rather than every route's.
export { default, ErrorBoundary, Layout } from "./components/layout/document";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale: Locale = localeOfPath(new URL(request.url).pathname) ?? context.preferredLocale;
  // The footer the organizers published (docs/product/content-pages.md#regions), else the built-in one.
  const [footer, primaryEventId] = await Promise.all([
    loadSiteRegion(db(), context, { name: "footer", locale, configured: env().PRIMARY_EVENT }),
    // The event a page outside any event is about (the header's unread messages of a signed-in user); looked up once a request.
    primaryEventIdOf(context, env().PRIMARY_EVENT),
  ]);
  // First-party analytics (docs/analytics.md): how long a page must stay open before its view is sent.
  const analytics = { pageViewDelayMs: env().ANALYTICS_PAGE_VIEW_DELAY_MS };
  return { locale, messagesHref: messagesFile(locale).href, origin: context.origin, footer, analytics, primaryEventId };
}

// The messages only change with the language (and switching language loads a new document).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export type RootData = Awaited<ReturnType<typeof loader>>;
