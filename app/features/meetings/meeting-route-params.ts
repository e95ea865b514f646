import { z } from "zod";
import { MEETING_ACTIONS } from "./meeting-states";

// The parts of a meeting page's URL: /{locale}/my/meetings/{meetingId}[/{action}],
// and the ?done={action} a page is sent back to after an action. Anything
// else is the 404 page, never a 500.

export const meetingIdSchema = z.string().trim().min(1).max(64);
export const meetingActionSchema = z.enum(MEETING_ACTIONS);
