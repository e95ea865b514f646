import { z } from "zod";
import { authSecret } from "~/.server/auth/auth-secret";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import {
  currentCalendarToken,
  renewCalendarToken,
  revokeCalendarToken,
} from "~/features/meetings/calendar-tokens.server";
import { ScheduleView } from "~/features/meetings/components/schedule-view";
import { SCHEDULE_NOTICES } from "~/features/meetings/meeting-messages";
import { loadMeetingPage, type MeetingPage } from "~/features/meetings/meeting-page.server";
import { mayBlockTime } from "~/features/meetings/meeting-rules";
import { listMeetings } from "~/features/meetings/meetings.server";
import { blockDayPart, blockTime, mySchedule, unblockTime } from "~/features/meetings/schedule.server";
import { DAY_PARTS, utcToWallClock, wallClockToUtc } from "~/features/meetings/slots";
import { invalid, runWrite } from "~/features/my-pages/my-page.server";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatTimeRangeInZone } from "~/lib/format";
import { links } from "~/lib/links";
import { COMMON_MESSAGES } from "~/lib/messages";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/schedule";

// /{locale}/my/schedule (also "mySchedule"): my days at the fair in the
// event's slots, in its time zone: my meetings by status, free and blocked
// slots (docs/product/meetings.md). A representative blocks a range or a part
// of a day in one action and unblocks a block in one. My calendar: the
// personal feed's private link, renewed or revoked here, and each confirmed
// meeting's .ics. Kept current live: a request or an answer shows at once.

const LIVE_RESOURCES = ["meetings", "schedule", "eventSettings"] as const;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadMeetingPage(args);
  const [schedule, inbox, token] = await Promise.all([
    mySchedule(db(), { me: page.me }),
    listMeetings(db(), { me: page.me }),
    currentCalendarToken(db(), { eventId: page.event.id, userId: page.user.id, secret: authSecret() }),
  ]);
  const all = [...inbox.needsResponse, ...inbox.upcoming, ...inbox.past, ...inbox.cancelled];
  const timeZone = schedule.timeZone;
  const wall = (instant: string) => utcToWallClock(instant, timeZone).time;
  const daySlots = schedule.days[0]?.slots ?? [];
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    live: page.live,
    event: { name: page.event.name },
    timeZone,
    slotMinutes: page.meetingEvent.calendar.slotMinutes,
    bookingOn: page.meetingEvent.bookingOn,
    mayBlock: mayBlockTime(page.me),
    days: schedule.days,
    blocks: schedule.blocks.map(({ id, start, end }) => ({ id, start, end })),
    meetings: Object.fromEntries(
      all.map((meeting) => [meeting.id, { name: meeting.counterpart.name, status: meeting.labels.status }]),
    ),
    times: {
      from: daySlots.map((slot) => wall(slot.start)),
      to: daySlots.map((slot) => wall(slot.end)),
    },
    calendarUrl: token ? `${new URL(args.request.url).origin}${links.calendarFeed(token)}` : null,
    downloads: all
      .filter((meeting) => meeting.status === "confirmed" && meeting.start && meeting.end)
      .map((meeting) => ({
        id: meeting.id,
        href: links.meetingIcs(page.event.id, meeting.id),
        name: meeting.counterpart.name,
        start: meeting.start as string,
        end: meeting.end as string,
      })),
    title: `${t("schedule:title")} · ${t("meta.siteName")}`,
  };
}

const time = z.string().regex(/^\d{2}:\d{2}$/, { error: COMMON_MESSAGES.invalid.key });
const date = z.iso.date({ error: COMMON_MESSAGES.invalid.key });
const rangeSchema = z.object({ date, from: time, to: time });
const partSchema = z.object({ date, part: z.enum(DAY_PARTS, { error: COMMON_MESSAGES.invalid.key }) });
const blockIdSchema = z.object({ blockId: z.string().trim().min(1).max(64) });

function blockedNotice(page: MeetingPage, block: { start: string; end: string }) {
  const timeZone = page.meetingEvent.timeZone;
  return {
    ok: true as const,
    notice: SCHEDULE_NOTICES.blocked.key,
    values: { time: formatTimeRangeInZone(page.locale, block.start, block.end, timeZone) },
  };
}

export async function action(args: Route.ActionArgs) {
  const page = await loadMeetingPage(args);
  const form = Object.fromEntries(await args.request.formData());
  const { me } = page;
  const calendarOwner = { eventId: page.event.id, userId: page.user.id, secret: authSecret() };
  switch (form.intent) {
    case "block-range": {
      const input = rangeSchema.safeParse(form);
      if (!input.success) return invalid("range", input.error);
      const zone = page.meetingEvent.timeZone;
      const start = wallClockToUtc(input.data.date, input.data.from, zone).toISOString();
      const end = wallClockToUtc(input.data.date, input.data.to, zone).toISOString();
      return runWrite("range", async () => blockedNotice(page, await blockTime(db(), { me, start, end })));
    }
    case "block-part": {
      const input = partSchema.safeParse(form);
      if (!input.success) return invalid("part", input.error);
      return runWrite("part", async () => blockedNotice(page, await blockDayPart(db(), { me, ...input.data })));
    }
    case "unblock": {
      const input = blockIdSchema.safeParse(form);
      if (!input.success) return invalid("blocks", input.error);
      return runWrite("blocks", async () => {
        await unblockTime(db(), { me, blockId: input.data.blockId });
        return { ok: true, notice: SCHEDULE_NOTICES.unblocked.key };
      });
    }
    case "calendar-renew":
      return runWrite("calendar", async () => {
        await renewCalendarToken(db(), calendarOwner);
        return { ok: true, notice: SCHEDULE_NOTICES.renewed.key };
      });
    case "calendar-revoke":
      return runWrite("calendar", async () => {
        await revokeCalendarToken(db(), calendarOwner);
        return { ok: true, notice: SCHEDULE_NOTICES.revoked.key };
      });
    default:
      return invalid("form", COMMON_MESSAGES.invalid);
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MySchedule({ loaderData, actionData: answered }: Route.ComponentProps) {
  useLiveRevalidation(loaderData.live, LIVE_RESOURCES);
  const actionData = useKeptActionData(answered);
  return <ScheduleView {...loaderData} result={actionData} />;
}
