import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { DeskPersonHeading } from "~/features/exhibitor-desk/components/desk-person-heading";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { DESK_LEAD_NOTICES } from "~/features/exhibitor-desk/desk-messages";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { deskExportPath } from "~/features/exhibitor-desk/desk-sections";
import { KeptScans } from "~/features/leads/components/kept-scans";
import { LEAD_SCORES, leadNoteSchema } from "~/features/leads/lead-schemas";
import { changeLead, leadCounts, standLeads } from "~/features/leads/leads.server";
import { invalid, runWrite } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { formatDateTimeInZone, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/desk-leads";

// /{locale}/my/desk/leads: the people the stand's team scanned (docs/leads.md
// "The desk"), newest first, with what each shared by showing their badge,
// who scanned them and when, and the score and note; a representative changes
// a score or note here as on the capture page (changeLead, as PATCH
// /api/…/leads/{id}). An organizer opening the desk reads them.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const stand = { eventId: page.event.id, exhibitorId: page.exhibitor.id };
  const [leads, counts] = await Promise.all([standLeads(db(), stand), leadCounts(db(), stand)]);
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    eventQuery: page.eventQuery,
    timeZone: page.event.timezone,
    editable: page.access.as === "representative",
    userId: page.user.id,
    leads,
    counts,
    title: `${t("desk:leads.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
  };
}

const formSchema = z.object({
  leadId: z.string().trim().min(1).max(64),
  // "" is no score.
  score: z
    .union([z.enum(LEAD_SCORES), z.literal("")])
    .transform((value) => value || null)
    .optional(),
  note: leadNoteSchema.default(""),
});

export async function action(args: Route.ActionArgs) {
  const page = await loadDeskPage(args);
  const fields = Object.fromEntries(await args.request.formData());
  const form = formSchema.safeParse(fields);
  const leadId = typeof fields.leadId === "string" ? fields.leadId.slice(0, 64) : "";
  if (!form.success) {
    const field = form.error.issues[0]?.path[0] === "note" ? "note" : "score";
    return invalid(`${field}-${leadId}`, form.error);
  }
  const { score, note } = form.data;
  return runWrite(`score-${leadId}`, async () => {
    await changeLead(db(), {
      eventId: page.event.id,
      userId: page.user.id,
      leadId,
      input: { score, note, exhibitorId: page.exhibitor.id },
    });
    return { ok: true, notice: DESK_LEAD_NOTICES.saved.key, values: { id: leadId } };
  });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, eventQuery, timeZone, editable, userId, leads, counts } = loaderData;
  const result = useKeptActionData(actionData);
  const navigation = useNavigation();
  const n = (value: number) => formatNumber(locale, value);
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("leads.title")}
        intro={t("leads.intro")}
        exportHref={deskExportPath(locale, "leads", query)}
      />
      <p role="status" data-answer="" className="mb-3 min-h-6">
        {result?.ok && result.notice ? t(result.notice) : ""}
      </p>
      <KeptScans uid={userId} />
      {leads.length === 0 ? (
        <p className="text-muted">
          {t("leads.empty")}{" "}
          <Link to={`/${locale}/scan${eventQuery}`} className="underline">
            {t("labels:scan.title")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-4 font-medium">
            {t("leads.summary", {
              count: counts.total,
              formatted: n(counts.total),
              hot: n(counts.hot),
              warm: n(counts.warm),
              cold: n(counts.cold),
            })}
          </p>
          <ol className="grid gap-4">
            {leads.map((lead) => {
              const error = (field: string) =>
                result && !result.ok && result.field === `${field}-${lead.id}` ? t(result.error) : undefined;
              const busy = navigation.formData?.get("leadId") === lead.id;
              const date = formatDateTimeInZone(locale, lead.scannedAt, timeZone);
              const { person } = lead;
              return (
                <li key={lead.id} className="rounded-lg border border-line p-4">
                  <article aria-labelledby={`lead-${lead.id}`}>
                    <DeskPersonHeading
                      id={`lead-${lead.id}`}
                      person={person}
                      href={`/${locale}/people/${person.id}${eventQuery}`}
                      locale={locale}
                    />
                    {person.email ? (
                      <p className="text-sm">
                        <a href={`mailto:${person.email}`} className="underline">
                          {person.email}
                        </a>
                      </p>
                    ) : null}
                    <p className="mt-1 text-sm text-muted">
                      {lead.scannedBy.name
                        ? t("leads.scanned", { name: lead.scannedBy.name, date })
                        : t("leads.scannedAt", { date })}
                    </p>
                    {editable ? (
                      // Keyed by what is stored: a saved change shows the stored values.
                      <Form
                        method="post"
                        key={`${lead.id}-${lead.score}-${lead.note}`}
                        className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
                      >
                        <input type="hidden" name="leadId" value={lead.id} />
                        <SelectField
                          id={`score-${lead.id}`}
                          name="score"
                          label={t("leads:capture.score")}
                          defaultValue={lead.score ?? ""}
                          options={[
                            { value: "", label: t("leads.noScore") },
                            ...LEAD_SCORES.map((value) => ({ value, label: t(`leads:score.${value}`) })),
                          ]}
                          error={error("score")}
                        />
                        <TextAreaField
                          id={`note-${lead.id}`}
                          name="note"
                          label={t("leads:capture.note")}
                          defaultValue={lead.note}
                          rows={2}
                          error={error("note")}
                        />
                        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
                          {t("leads:capture.save")}
                        </button>
                      </Form>
                    ) : (
                      <p className="mt-2">
                        <span className="font-medium">{t("leads:capture.score")}:</span>{" "}
                        {lead.score ? t(`leads:score.${lead.score}`) : t("leads.noScore")}
                        {lead.note ? (
                          <span className="mt-1 block whitespace-pre-line break-words">{lead.note}</span>
                        ) : null}
                      </p>
                    )}
                  </article>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
