import { lazy, Suspense, useEffect, useState } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";

// The public API's GraphiQL explorer (docs/public-api.md). The route exists
// only outside production builds (app/routes.ts); the loader refuses too, so a
// development build run with NODE_ENV=production still answers 404. Route
// types are not generated for it (typegen sees the production route list).

const Explorer = lazy(() => import("~/features/public-api/components/graphiql-explorer.client"));

const EXAMPLE = `# Run with the play button or Ctrl+Enter.
query FirstProducts($locale: String = "en") {
  events(locale: $locale) {
    eventId
    name
    products(first: 5) {
      totalCount
      nodes { productId name exhibitor { name stand } }
    }
  }
}
`;

export async function loader({ params }: LoaderFunctionArgs) {
  if (!isLocale(params.locale) || env().NODE_ENV !== "development") notFound();
  return null;
}

export const meta: MetaFunction = () => [{ title: "GraphiQL · Uncork" }, { name: "robots", content: "noindex" }];

export default function GraphiQLPage() {
  const { t } = useTranslation("common");
  // Monaco needs a browser: the explorer mounts after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <p className="p-4">{t("graphiql.loading")}</p>;
  return (
    <section aria-labelledby="graphiql-title" className="flex flex-col">
      <h1 id="graphiql-title" className="text-2xl font-semibold">
        {t("graphiql.title")}
      </h1>
      <p className="mt-2 text-muted">{t("graphiql.intro")}</p>
      <div className="mt-4 h-[75vh] overflow-hidden rounded border border-line">
        {mounted ? (
          <Suspense fallback={loading}>
            <Explorer query={EXAMPLE} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </section>
  );
}
