import { redirect } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { notFound, pageRefusal } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { MeetingActionForm } from "~/features/meetings/components/meeting-action-form";
import { takeMeetingAction } from "~/features/meetings/meeting-actions.server";
import { MEETING_MESSAGES } from "~/features/meetings/meeting-messages";
import { notifyMeetingChange } from "~/features/meetings/meeting-notifications.server";
import { loadMeetingPage } from "~/features/meetings/meeting-page.server";
import { meetingActionSchema, meetingIdSchema } from "~/features/meetings/meeting-route-params";
import { getMeeting } from "~/features/meetings/meetings.server";
import { rescheduleSlots } from "~/features/meetings/schedule.server";
import { links } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/meeting-action";

// /{locale}/my/meetings/{meetingId}/{accept|cancel|confirm|decline|reschedule}:
// the links in the meeting e-mails lead here. Opening one only shows what
// will happen and a button (mail scanners open links); the button's POST
// does it, mails the other person, and returns to the meeting's page with a
// notice. An action the meeting does not allow now says so; another
// person's meeting, or an unknown action, is the 404 page.

async function loadAction(args: Route.LoaderArgs | Route.ActionArgs) {
  const page = await loadMeetingPage(args);
  const meetingId = meetingIdSchema.safeParse(args.params.meetingId);
  const action = meetingActionSchema.safeParse(args.params.action);
  if (!meetingId.success || !action.success) notFound();
  const meeting = await getMeeting(db(), { me: page.me, meetingId: meetingId.data }).catch(pageRefusal);
  return { page, meeting, action: action.data };
}

export async function loader(args: Route.LoaderArgs) {
  const { page, meeting, action } = await loadAction(args);
  const allowed = meeting.actions.includes(action);
  // A request without a time: the partner proposes one instead of confirming.
  const slotRequired = action === "confirm" && !allowed && meeting.actions.includes("reschedule") && !meeting.start;
  const slots =
    action === "reschedule" && allowed ? await rescheduleSlots(db(), { me: page.me, meetingId: meeting.id }) : [];
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    timeZone: page.meetingEvent.timeZone,
    meeting,
    action,
    refusal: allowed ? null : slotRequired ? MEETING_MESSAGES.slotRequired.key : MEETING_MESSAGES.notAllowed.key,
    slots,
    title: `${t(`meetings:actions.${action}`)} · ${t("meetings:pages.meeting.title", { name: meeting.counterpart.name })} · ${t("meta.siteName")}`,
  };
}

const formSchema = z.object({
  start: z.string().max(64).optional(),
  shareContactDetails: z.literal("on").optional(),
});

export type MeetingActionResult = { ok: false; field: "start" | "form"; error: string; start: string };

export async function action(args: Route.ActionArgs) {
  const { page, meeting, action } = await loadAction(args);
  const form = formSchema.safeParse(Object.fromEntries(await args.request.formData()));
  const start = form.success ? (form.data.start ?? "") : "";
  const shareContactDetails = form.success && form.data.shareContactDetails === "on";
  return runPageAction(
    async () => {
      await takeMeetingAction(db(), action, { me: page.me, meetingId: meeting.id, start, shareContactDetails });
      await notifyMeetingChange(db(), {
        meetingId: meeting.id,
        actor: { personId: page.me.personId, locale: page.locale },
        origin: new URL(args.request.url).origin,
      });
      const back = links.myMeeting(page.locale, meeting.id);
      return redirect(`${back}${page.query ? `${page.query}&` : "?"}done=${action}`);
    },
    (refused): MeetingActionResult => ({
      ok: false,
      field: action === "reschedule" ? "start" : "form",
      error: refused.messageKey,
      start,
    }),
    { refusedPage: [401, 403, 404] },
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MeetingActionPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MeetingActionForm {...loaderData} result={actionData} />;
}
