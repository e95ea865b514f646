import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { attachmentDisposition, bookletFileName, CONTENT_TYPES } from "~/features/exports/file-names";
import { type TableCell, type TableSheet, writeTableWorkbook } from "~/features/exports/table-workbook.server";
import { standLeads } from "~/features/leads/leads.server";
import { utcToWallClock } from "~/features/meetings/slots";
import { countryName, formatList } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import { listDeskContactMessages } from "./desk-contact-messages.server";
import { deskFavorites } from "./desk-favorites.server";
import type { DeskPage } from "./desk-page.server";
import { reasonText } from "./desk-people";
import { listDeskSampleRequests } from "./desk-sample-requests.server";
import type { DeskSection } from "./desk-sections";
import { teamMeetings, teamMembers } from "./desk-team.server";
import { peopleToMeet } from "./people-to-meet.server";

// Each desk section as an Excel file (docs/product/exhibitor-desk.md): what the
// page shows, every row of it, headers in the reader's language, times on
// the event's clock (Excel has no time zones, so a cell holds the wall-clock
// time the stand sees).

const DATE_TIME = "yyyy-mm-dd hh:mm";

function onEventClock(iso: string | null, timeZone: string): Date | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const { date, time } = utcToWallClock(iso, timeZone);
  return new Date(`${date}T${time}:00.000Z`);
}

/** What every section's sheet is made with: the page, the stand, the event's clock, headers in the reader's language. */
interface SheetContext {
  page: DeskPage;
  scope: { eventId: string; exhibitorId: string };
  at: (iso: string | null) => Date | null;
  column: (key: string, width: number, extra?: Partial<TableSheet["columns"][number]>) => TableSheet["columns"][number];
  name: string;
  t: TFunction;
}

function sheetOf(page: DeskPage, section: DeskSection, t: TFunction): Promise<TableSheet> {
  const zone = page.event.timezone;
  return SHEETS[section]({
    page,
    scope: { eventId: page.event.id, exhibitorId: page.exhibitor.id },
    at: (iso) => onEventClock(iso, zone),
    column: (key, width, extra = {}) => ({ header: t(`desk:columns.${key}`), width, ...extra }),
    name: t(`desk:tabs.${section}`),
    t,
  });
}

/** The sample requests, with their products, status and who changed it last. */
async function samplesSheet({ scope, at, column, name, t }: SheetContext): Promise<TableSheet> {
  const { requests } = await listDeskSampleRequests(db(), scope);
  return {
    name,
    columns: [
      column("requested", 18, { numFmt: DATE_TIME }),
      column("requester", 24),
      column("email", 28),
      column("products", 40, { wrap: true }),
      column("productCount", 10, { numFmt: "0" }),
      column("message", 40, { wrap: true }),
      column("status", 12),
      column("note", 30, { wrap: true }),
      column("changed", 18, { numFmt: DATE_TIME }),
      column("changedBy", 20),
    ],
    rows: requests.map((r): TableCell[] => [
      at(r.createdAt),
      r.requester.name,
      r.requester.email,
      r.products.map((p) => (p.vintage ? `${p.name} ${p.vintage}` : p.name)).join("\n"),
      r.products.length,
      r.message,
      t(`desk:status.${r.status}`),
      r.note,
      at(r.changedAt),
      r.changedBy ?? "",
    ]),
  };
}

/** The contact messages, with when the sender accepted the privacy notice. */
async function messagesSheet({ scope, at, column, name }: SheetContext): Promise<TableSheet> {
  const messages = await listDeskContactMessages(db(), { ...scope, limit: 100_000 });
  return {
    name,
    columns: [
      column("sent", 18, { numFmt: DATE_TIME }),
      column("sender", 24),
      column("email", 28),
      column("contact", 24),
      column("message", 60, { wrap: true }),
      column("consent", 18, { numFmt: DATE_TIME }),
    ],
    rows: messages.map((m): TableCell[] => [
      at(m.sentAt),
      m.sender.name,
      m.sender.email,
      m.contactName,
      m.message,
      at(m.privacyAcceptedAt),
    ]),
  };
}

/** The team's meetings, on the event's clock. */
async function meetingsSheet({ page, scope, at, column, name, t }: SheetContext): Promise<TableSheet> {
  const members = await teamMembers(db(), scope);
  const meetings = await teamMeetings(db(), { eventId: page.event.id, members });
  return {
    name,
    columns: [
      column("start", 18, { numFmt: DATE_TIME }),
      column("end", 18, { numFmt: DATE_TIME }),
      column("teamMember", 24),
      column("with", 24),
      column("company", 24),
      column("status", 24),
      column("message", 40, { wrap: true }),
    ],
    rows: meetings.map((m): TableCell[] => [
      at(m.start),
      at(m.end),
      m.member.name,
      m.counterpart.name,
      m.counterpart.company,
      t(m.labels.status),
      m.message,
    ]),
  };
}

/** The people who bookmarked the exhibitor or its products. */
async function favoritesSheet({ page, scope, at, column, name, t }: SheetContext): Promise<TableSheet> {
  const favorites = await deskFavorites(db(), scope);
  return {
    name,
    columns: [
      column("person", 24),
      column("jobTitle", 20),
      column("company", 24),
      column("country", 16),
      column("exhibitorBookmarked", 12),
      column("productCount", 10, { numFmt: "0" }),
      column("products", 40, { wrap: true }),
      column("lastBookmarked", 18, { numFmt: DATE_TIME }),
    ],
    rows: favorites.shown.map((b): TableCell[] => [
      b.name,
      b.jobTitle,
      b.company,
      b.country ? countryName(page.locale, b.country) : "",
      b.exhibitor ? t("desk:answer.yes") : t("desk:answer.no"),
      b.products,
      b.productNames.join("\n"),
      at(b.lastAddedAt),
    ]),
  };
}

/** The people worth meeting, with why. */
async function peopleSheet({ page, scope, column, name, t }: SheetContext): Promise<TableSheet> {
  const people = await peopleToMeet(db(), scope);
  return {
    name,
    columns: [
      column("person", 24),
      column("jobTitle", 20),
      column("company", 24),
      column("attendeeType", 16),
      column("country", 16),
      column("reasons", 60, { wrap: true }),
    ],
    rows: people.map((p): TableCell[] => [
      p.name,
      p.jobTitle,
      p.company,
      p.attendeeType,
      p.country ? countryName(page.locale, p.country) : "",
      formatList(
        page.locale,
        p.reasons.map((reason) => reasonText(t, page.locale, reason)),
      ),
    ]),
  };
}

/** The people the team scanned at the stand: what each shared, who scanned them, score and note. */
async function leadsSheet({ page, scope, at, column, name, t }: SheetContext): Promise<TableSheet> {
  const leads = await standLeads(db(), scope, 100_000);
  return {
    name,
    columns: [
      column("scanned", 18, { numFmt: DATE_TIME }),
      column("person", 24),
      column("jobTitle", 20),
      column("company", 24),
      column("email", 28),
      column("country", 16),
      column("attendeeType", 16),
      column("score", 10),
      column("note", 40, { wrap: true }),
      column("scannedBy", 20),
    ],
    rows: leads.map((lead): TableCell[] => [
      at(lead.scannedAt),
      lead.person.name,
      lead.person.jobTitle,
      lead.person.company,
      lead.person.email,
      lead.person.country ? countryName(page.locale, lead.person.country) : "",
      lead.person.attendeeType,
      lead.score ? t(`leads:score.${lead.score}`) : "",
      lead.note,
      lead.scannedBy.name,
    ]),
  };
}

const SHEETS: Record<DeskSection, (context: SheetContext) => Promise<TableSheet>> = {
  samples: samplesSheet,
  messages: messagesSheet,
  meetings: meetingsSheet,
  bookmarks: favoritesSheet,
  people: peopleSheet,
  leads: leadsSheet,
};

/** The section's file as a download: the workbook and its headers. */
export async function deskExport(page: DeskPage, section: DeskSection): Promise<Response> {
  const t = serverT(page.locale);
  const sheet = await sheetOf(page, section, t);
  const title = `${sheet.name} – ${page.exhibitor.name}`;
  const buffer = await writeTableWorkbook({ title, creator: page.user.name || page.user.email, sheets: [sheet] });
  const today = utcToWallClock(new Date(), page.event.timezone).date;
  const fileName = bookletFileName([sheet.name, page.exhibitor.name, today], "xlsx", "desk");
  return new Response(new Uint8Array(buffer), {
    headers: {
      "Content-Type": CONTENT_TYPES.xlsx,
      "Content-Disposition": attachmentDisposition(fileName),
      "Cache-Control": "private, no-store",
    },
  });
}
