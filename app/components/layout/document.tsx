import { lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { LanguageLinksScript } from "~/components/layout/language-links-script";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SlowRouteNotice } from "~/components/layout/slow-route-notice";
import { usePageAnalytics } from "~/features/analytics/use-page-analytics";
import type { AccessReason } from "~/features/auth/components/access-page";
import { EmailConfirmedNotice } from "~/features/auth/components/email-confirmed-notice";
import { OfflineIndicator } from "~/features/pwa/components/offline-indicator";
import { ServiceWorkerUpdate } from "~/features/pwa/components/service-worker-updates";
import { APP_ICONS, manifestHref, THEME_COLOR } from "~/features/pwa/web-manifest";
import { isChunkLoadError, reloadOnceAfterChunkError } from "~/lib/chunk-reload";
import { useFocusAfterNavigation } from "~/lib/focus-after-navigation";
import { createI18n } from "~/lib/i18n";
import { I18nProvider, useTranslation } from "~/lib/i18n-react";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { usePageMessages } from "~/lib/page-messages";
import { guardWhileSubmitting } from "~/lib/pending-writes";
import type { RootData } from "~/root";

// The root route's document, page and error page (app/root.tsx re-exports
// them; its loader stays there). A module of its own so that the build can put
// it in the shell chunk with the modules it uses (vite.config.ts): every page
// loads both, as one file, while the stylesheet stays the root route's own.

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const messages = usePageMessages(locale);
  // Without messages (only if the root loader itself failed) keys show: still a readable error page.
  const i18n = useMemo(() => createI18n(locale, messages ?? {}), [locale, messages]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifestHref(locale)} />
        <link rel="apple-touch-icon" href={APP_ICONS[0].src} />
        {data ? (
          <link rel="preload" href={data.messagesHref} as="fetch" crossOrigin="anonymous" data-messages="" />
        ) : null}
        <LanguageLinksScript />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-paper font-sans antialiased">
        <I18nProvider i18n={i18n}>
          <SkipLink />
          <OfflineIndicator />
          <SiteHeader locale={locale} primaryEventId={data?.primaryEventId ?? null} />
          <SlowRouteNotice />
          <EmailConfirmedNotice />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter region={data?.footer ?? null} />
          <ServiceWorkerUpdate />
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The hash holds the list pages' filters (docs/product/catalogue.md), so the skip link moves
// focus itself instead of replacing the hash; without JavaScript it still
// works as a plain anchor.
function focusMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link: the href works without JavaScript, the click also moves focus
    <a
      href="#main"
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-paper focus:px-3 focus:py-2"
    >
      {t("nav.skipToContent")}
    </a>
  );
}

export default function App() {
  // A form sent and not yet answered holds the page: leaving asks first (app/lib/pending-writes.ts).
  // Every form is sent as a navigation: the site has no fetchers (docs/benchmarks.md, first-load
  // JavaScript); a form sent through one would need `useFetchers` here too.
  const navigation = useNavigation();
  usePageAnalytics(useRootData()?.analytics.pageViewDelayMs);
  useFocusAfterNavigation();
  const submitting = navigation.state === "submitting";
  useEffect(() => guardWhileSubmitting(submitting), [submitting]);
  return <Outlet />;
}

/** The refusal's own words when the loader gave them (pageRefusal), else the general ones. */
function accessReason(body: unknown): AccessReason | undefined {
  const keys = (body ?? {}) as Record<string, unknown>;
  const key = (name: string) => (typeof keys[name] === "string" ? (keys[name] as string) : undefined);
  const messageKey = key("messageKey");
  return messageKey ? { messageKey, detailKey: key("detailKey"), adviceKey: key("adviceKey") } : undefined;
}

// Pages that need a user or a role: their code loads only when one is shown.
const AccessPage = lazy(() => import("~/features/auth/components/access-page"));

// Not a route module: React Router hands the error to a route module's ErrorBoundary as a prop, here it is read.
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceAfterChunkError(pathname);
  }, [chunkError, pathname]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        code={404}
        title={t("errors.pageNotFound")}
        hint={t("errors.pageNotFoundHint")}
        head={
          <>
            <title>{`${t("errors.pageNotFound")} · ${t("meta.siteName")}`}</title>
            <meta name="robots" content="noindex" />
          </>
        }
      />
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return (
      <Suspense fallback={<p role="status">{t("auth:state.checking")}</p>}>
        <AccessPage
          status={error.status as 401 | 403}
          locale={root?.locale ?? DEFAULT_LOCALE}
          reason={accessReason(error.data)}
        />
      </Suspense>
    );
  }
  if (import.meta.env.DEV && !chunkError) console.error(error);
  return <ErrorPage code={500} title={t("errors.serverError")} hint={t("errors.serverErrorHint")} />;
}

/** The 404 and the 500 page: the code large, what happened, a hint, and the way home; `head` holds tags React hoists into the head (title, robots). */
function ErrorPage({ code, title, hint, head }: { code: number; title: string; hint: string; head?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="error-title" className="py-16 text-center">
      {head}
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-muted">{hint}</p>
      <p className="mt-6">
        <a href="/" className="underline">
          {t("nav.backHome")}
        </a>
      </p>
    </section>
  );
}
