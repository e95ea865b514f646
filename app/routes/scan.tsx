import { lazy, Suspense } from "react";
import { Form, redirect } from "react-router";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { typedTarget } from "~/features/scanner/scanned-code";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/scan";

// /{locale}/scan (issue 31, docs/labels.md "Scan"): the camera reads the QR
// code of a label or table tent and opens the product with its tasting note
// ready; the code can be typed too (a broken camera, no JavaScript: the form
// is sent to this page, which sends a valid code on to /q/{code}). The
// camera is allowed on this page only (server/security-headers.ts), so the
// page is always reached as a document.

const CameraScanner = lazy(() => import("~/features/scanner/components/camera-scanner"));

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const t = serverT(params.locale);
  const typed = new URL(request.url).searchParams.get("code");
  const target = typed === null ? null : typedTarget(typed);
  if (target) throw redirect(target, { headers: { "Cache-Control": "private, no-store" } });
  return {
    title: `${t("labels:scan.title")} · ${t("meta.siteName")}`,
    typed: typed ?? "",
    invalid: typed !== null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function ScanPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("labels");
  const { typed, invalid } = loaderData;
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="scan-title" className="mx-auto max-w-md">
      <h1 id="scan-title" className="text-3xl font-bold">
        {t("scan.title")}
      </h1>
      <p className="mt-2 mb-4">{t("scan.intro")}</p>
      {hydrated ? (
        <Suspense fallback={<p role="status">{t("scan.starting")}</p>}>
          <CameraScanner />
        </Suspense>
      ) : null}
      <Form method="get" reloadDocument noValidate className="grid gap-2">
        <label htmlFor="scan-code" className="font-semibold">
          {t("scan.typedLabel")}
        </label>
        <p id="scan-code-hint" className="text-sm text-muted">
          {t("scan.typedHint")}
        </p>
        <div className="flex gap-2">
          <input
            id="scan-code"
            name="code"
            defaultValue={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "scan-code-error scan-code-hint" : "scan-code-hint"}
            className="w-40 rounded-md border border-line px-3 py-2 font-mono uppercase tracking-widest"
          />
          <button type="submit" className={PRIMARY_BUTTON}>
            {t("scan.open")}
          </button>
        </div>
        {invalid ? (
          <p id="scan-code-error" className="font-medium text-danger">
            {t("scan.invalid")}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
