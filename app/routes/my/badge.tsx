import { redirect } from "react-router";
import { db } from "~/.server/db";
import { unlessNotFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { badgePath } from "~/features/leads/badge-code";
import { badgeQrSvg } from "~/features/leads/badge-qr.server";
import { badgeOf, renewBadge } from "~/features/leads/badges.server";
import { scannedBy } from "~/features/leads/leads.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventQuery, loadMyPage } from "~/features/my-pages/my-page.server";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { absoluteUrl } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/badge";

// /{locale}/my/badge?event=…: my personal code at the event as a large QR
// code (server-drawn SVG) with the code to type below it, "Renew my code"
// (a form, confirmed in a second step, no JavaScript needed), what showing
// it shares, and the stands that scanned me (docs/leads.md).

export async function loader(args: Route.LoaderArgs) {
  const page = await loadMyPage(args);
  const { locale, event, user } = page;
  const t = serverT(locale);
  const badge = await unlessNotFound(badgeOf(db(), { eventId: event.id, userId: user.id }));
  const url = badge ? absoluteUrl(new URL(args.request.url).origin, badgePath(badge.code)) : null;
  const scans = badge ? await scannedBy(db(), { eventId: event.id, userId: user.id }) : [];
  return {
    locale,
    query: eventQuery(args.request),
    event: { name: event.name },
    code: badge?.code ?? null,
    qr: url ? await badgeQrSvg(url) : null,
    renewed: new URL(args.request.url).searchParams.has("renewed"),
    scans: scans.map((scan) => ({
      exhibitorName: scan.exhibitorName,
      when: formatDateTimeInZone(locale, scan.scannedAt, event.timezone),
    })),
    title: `${t("leads:badge.title")} · ${t("meta.siteName")}`,
  };
}

export async function action(args: Route.ActionArgs) {
  const page = await loadMyPage(args);
  const form = await args.request.formData();
  if (form.get("intent") === "renew") await renewBadge(db(), { eventId: page.event.id, userId: page.user.id });
  const query = eventQuery(args.request);
  return redirect(`/${page.locale}/my/badge${query ? `${query}&renewed` : "?renewed"}`);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyBadge({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("leads");
  const { locale, query, event, code, qr, renewed, scans } = loaderData;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <h1 id="page-title" className="text-3xl font-bold">
        {t("badge.title")}
      </h1>
      {code && qr ? (
        <>
          <p className="mt-1 text-muted">{t("badge.intro", { event: event.name })}</p>
          {renewed ? (
            <p role="status" className="mt-3 font-medium">
              {t("badge.renewed")}
            </p>
          ) : null}
          <figure className="mt-4 rounded-lg bg-white p-2">
            <div
              role="img"
              aria-label={t("badge.qrLabel")}
              className="mx-auto w-full max-w-md [&>svg]:h-auto [&>svg]:w-full"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by the qrcode package from our own URL
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <figcaption
              className="mt-2 text-center font-mono text-3xl tracking-widest text-black"
              data-testid="badge-code"
            >
              {code}
            </figcaption>
          </figure>
          <p className="mt-4">{t("badge.consent")}</p>
          <details className="mt-4">
            <summary className="cursor-pointer font-medium text-primary">{t("badge.renew")}</summary>
            <form method="post" className="mt-2">
              <p>{t("badge.renewConfirm")}</p>
              <button
                type="submit"
                name="intent"
                value="renew"
                className="mt-2 rounded bg-primary px-4 py-2 text-paper"
              >
                {t("badge.renewYes")}
              </button>
            </form>
          </details>
          <section aria-labelledby="scanned-by" className="mt-8">
            <h2 id="scanned-by" className="text-xl font-semibold">
              {t("badge.scannedBy")}
            </h2>
            {scans.length === 0 ? (
              <p className="mt-2">{t("badge.notScanned")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-line">
                {scans.map((scan) => (
                  <li key={`${scan.exhibitorName}-${scan.when}`} className="py-2">
                    <span className="font-medium">{scan.exhibitorName}</span> · {scan.when}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <p role="alert" className="mt-4 font-medium">
          {t("errors.notAttendee")}
        </p>
      )}
    </article>
  );
}
