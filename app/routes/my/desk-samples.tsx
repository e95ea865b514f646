import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { productName } from "~/features/catalogue/product-name";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { DESK_MESSAGES, DESK_NOTICES } from "~/features/exhibitor-desk/desk-messages";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { listDeskSampleRequests, setSampleRequestStatus } from "~/features/exhibitor-desk/desk-sample-requests.server";
import { DESK_SAMPLE_STATUSES, DESK_SAMPLES_PAGE, MAX_STATUS_NOTE } from "~/features/exhibitor-desk/desk-sample-rules";
import { deskExportPath, deskSectionPath } from "~/features/exhibitor-desk/desk-sections";
import { invalid, runWrite } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { formatDateTimeInZone, formatList } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";
import type { Route } from "./+types/desk-samples";

// /{locale}/my/desk: the sample requests the exhibitor received, newest
// first, filtered by status; each marked open, sent or declined with a note
// for the team. A change names the revision it was made on: someone else's
// change in the meantime is refused beside the status, and the form shows
// what is stored now.

const filterSchema = z.object({
  status: z.enum(DESK_SAMPLE_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const { status, page: pageNumber } = filterSchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const { requests, counts } = await listDeskSampleRequests(db(), {
    eventId: page.event.id,
    exhibitorId: page.exhibitor.id,
    status,
    page: { number: pageNumber, size: DESK_SAMPLES_PAGE },
  });
  const total = status ? counts[status] : counts.open + counts.sent + counts.declined;
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    timeZone: page.event.timezone,
    exhibitor: page.exhibitor,
    status: status ?? null,
    pageNumber,
    pages: Math.max(1, Math.ceil(total / DESK_SAMPLES_PAGE)),
    requests,
    counts,
    title: `${t("desk:samples.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
  };
}

const formSchema = z.object({
  requestId: z.string().trim().min(1).max(64),
  revision: z.coerce.number().int().min(0).max(1_000_000_000),
  status: z.enum(DESK_SAMPLE_STATUSES, { error: DESK_MESSAGES.invalidStatus.key }),
  note: z.string().max(MAX_STATUS_NOTE, DESK_MESSAGES.noteTooLong.key).default(""),
});

export async function action(args: Route.ActionArgs) {
  const page = await loadDeskPage(args);
  const fields = Object.fromEntries(await args.request.formData());
  const form = formSchema.safeParse(fields);
  if (!form.success) {
    // The refusal goes beside the field of the request the form was for.
    const requestId = typeof fields.requestId === "string" ? fields.requestId.slice(0, 64) : "";
    const field = form.error.issues[0]?.path[0] === "note" ? "note" : "status";
    return invalid(`${field}-${requestId}`, form.error);
  }
  const { requestId, revision, status, note } = form.data;
  return runWrite(`status-${requestId}`, async () => {
    await setSampleRequestStatus(db(), {
      eventId: page.event.id,
      exhibitorId: page.exhibitor.id,
      requestId,
      status,
      note,
      revision,
      userId: page.user.id,
    });
    return { ok: true, notice: DESK_NOTICES.saved.key, values: { id: requestId, status } };
  });
}

// A refused change (409) still reloads: the form then shows what is stored now.
export const shouldRevalidate = reloadAfterConflict;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskSamples({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, timeZone, status, pageNumber, pages, requests, counts } = loaderData;
  const result = useKeptActionData(actionData);
  const navigation = useNavigation();
  const filterQuery = (value: string | null, number = 1) => {
    const params = new URLSearchParams(query);
    if (value) params.set("status", value);
    else params.delete("status");
    if (number > 1) params.set("page", String(number));
    return params.size ? `?${params}` : "";
  };
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("samples.title")}
        intro={t("samples.intro")}
        exportHref={deskExportPath(locale, "samples", query)}
      />
      <nav aria-label={t("samples.filter")} className="mb-4">
        <ul className="flex flex-wrap gap-3">
          {[null, ...DESK_SAMPLE_STATUSES].map((value) => (
            <li key={value ?? "all"}>
              <Link
                to={deskSectionPath(locale, "samples", filterQuery(value))}
                aria-current={status === value ? "page" : undefined}
                className="underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
              >
                {value
                  ? t("samples.filterStatus", { status: t(`status.${value}`), count: counts[value] })
                  : t("samples.filterAll", { count: counts.open + counts.sent + counts.declined })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" data-answer="" className="mb-3 min-h-6">
        {result?.ok && result.notice ? t(result.notice, { status: t(`status.${result.values?.status}`) }) : ""}
      </p>
      {requests.length === 0 ? (
        <p className="text-muted">{status ? t("samples.noneOfStatus") : t("samples.empty")}</p>
      ) : (
        <ol className="grid gap-4">
          {requests.map((request) => {
            const fieldId = `status-${request.id}`;
            const error = result && !result.ok && result.field === fieldId ? t(result.error) : undefined;
            const busy = navigation.formData?.get("requestId") === request.id;
            return (
              <li key={request.id} className="rounded-lg border border-line p-4">
                <article aria-labelledby={`request-${request.id}`}>
                  <h3 id={`request-${request.id}`} className="text-lg font-semibold">
                    {t("samples.from", { name: request.requester.name || request.requester.email })}
                  </h3>
                  <p className="text-sm text-muted">
                    <a href={`mailto:${request.requester.email}`} className="underline">
                      {request.requester.email}
                    </a>
                    {" · "}
                    <time dateTime={request.createdAt}>
                      {formatDateTimeInZone(locale, request.createdAt, timeZone)}
                    </time>
                  </p>
                  <p className="mt-2">
                    <span className="font-medium">{t("samples.products", { count: request.products.length })}</span>{" "}
                    {formatList(
                      locale,
                      request.products.map((product) =>
                        product.name ? productName(product) : t("samples.productGone"),
                      ),
                    )}
                  </p>
                  {request.message ? (
                    <blockquote className="mt-2 border-l-4 border-line pl-3 whitespace-pre-line break-words">
                      {request.message}
                    </blockquote>
                  ) : null}
                  {request.changedAt ? (
                    <p className="mt-2 text-sm text-muted">
                      {t("samples.changed", {
                        status: t(`status.${request.status}`),
                        name: request.changedBy ?? t("samples.someone"),
                        date: formatDateTimeInZone(locale, request.changedAt, timeZone),
                      })}
                    </p>
                  ) : null}
                  {/* Keyed by the revision: a change (ours or a colleague's) shows the stored values. */}
                  <Form
                    method="post"
                    key={`${request.id}-${request.revision}`}
                    className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
                  >
                    <input type="hidden" name="requestId" value={request.id} />
                    <input type="hidden" name="revision" value={request.revision} />
                    <SelectField
                      id={fieldId}
                      name="status"
                      label={t("samples.status")}
                      defaultValue={request.status}
                      options={DESK_SAMPLE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                      error={error}
                    />
                    <TextAreaField
                      id={`note-${request.id}`}
                      name="note"
                      label={t("samples.note")}
                      defaultValue={request.note}
                      rows={2}
                      error={
                        result && !result.ok && result.field === `note-${request.id}` ? t(result.error) : undefined
                      }
                    />
                    <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
                      {t("samples.save")}
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t("samples.pages")} className="mt-6 flex flex-wrap items-center gap-4">
          {pageNumber > 1 ? (
            <Link to={deskSectionPath(locale, "samples", filterQuery(status, pageNumber - 1))} className="underline">
              {t("samples.newer")}
            </Link>
          ) : null}
          <span>{t("samples.pageOf", { page: pageNumber, pages })}</span>
          {pageNumber < pages ? (
            <Link to={deskSectionPath(locale, "samples", filterQuery(status, pageNumber + 1))} className="underline">
              {t("samples.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
