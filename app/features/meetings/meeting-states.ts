// A meeting's states and the one function that moves between them
// (docs/product/meetings.md; the table is in docs/meetings.md). Pure, so the
// pages, the API and the database code agree on what each side may do.
//
// Stored statuses: requested, confirmed, rescheduled, cancelled. "Declined"
// is a cancellation by the partner of a request, kept apart only for its
// label. A reschedule is a proposal of another slot by either side, also
// before the first confirmation; the meeting keeps its slot until the other
// side accepts, and returns to what it was when they decline the new slot.

export const MEETING_STATUSES = ["requested", "confirmed", "rescheduled", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const SIDES = ["requester", "partner"] as const;
export type Side = (typeof SIDES)[number];

export const MEETING_ACTIONS = ["confirm", "accept", "decline", "cancel", "reschedule"] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

export interface MeetingState {
  status: MeetingStatus;
  /** The meeting has a slot; a request may leave the time to the partner. */
  hasSlot: boolean;
  /** While rescheduled: who proposed the new slot. */
  proposedBy: Side | null;
  /** While rescheduled: what the meeting returns to when the new slot is declined. */
  resumes: "requested" | "confirmed" | null;
  /** When cancelled: who ended it. */
  cancelledBy: Side | null;
  /** When cancelled: the partner declined the request. */
  declined: boolean;
}

/**
 * What a transition does to the slots the meeting holds (docs/meetings.md
 * "Slot holds"): hold the proposed slot (replacing an earlier proposal),
 * move the meeting to the proposed slot, drop the proposal, release all.
 */
export type SlotEffect = "none" | "holdProposal" | "moveToProposal" | "dropProposal" | "releaseAll";

export type TransitionRefusal = "notAllowed" | "slotRequired";

export type Transition =
  | { ok: true; next: MeetingState; effect: SlotEffect }
  | { ok: false; reason: TransitionRefusal };

/** A new request: with a slot when the requester suggested one (the suggestion is optional). */
export function requestedState(hasSlot: boolean): MeetingState {
  return { status: "requested", hasSlot, proposedBy: null, resumes: null, cancelledBy: null, declined: false };
}

export function otherSide(side: Side): Side {
  return side === "requester" ? "partner" : "requester";
}

/** Whose answer the meeting waits for: the partner for a request, the other side for a new slot, else nobody. */
export function awaitingSide(state: MeetingState): Side | null {
  if (state.status === "requested") return "partner";
  if (state.status === "rescheduled" && state.proposedBy) return otherSide(state.proposedBy);
  return null;
}

const refuse = (reason: TransitionRefusal = "notAllowed"): Transition => ({ ok: false, reason });
const settled = { proposedBy: null, resumes: null, cancelledBy: null, declined: false };

/** The next state when `actor` takes `action`, or why they may not. */
export function transition(state: MeetingState, actor: Side, action: MeetingAction): Transition {
  if (state.status === "cancelled") return refuse();
  const answering = awaitingSide(state) === actor;
  switch (action) {
    case "confirm":
      if (state.status !== "requested" || !answering) return refuse();
      // Without a suggested time the partner proposes one (reschedule) instead.
      if (!state.hasSlot) return refuse("slotRequired");
      return { ok: true, next: { ...state, ...settled, status: "confirmed" }, effect: "none" };
    case "accept":
      if (state.status !== "rescheduled" || !answering) return refuse();
      return { ok: true, next: { ...state, ...settled, status: "confirmed", hasSlot: true }, effect: "moveToProposal" };
    case "decline":
      if (!answering) return refuse();
      if (state.status === "rescheduled")
        return {
          ok: true,
          next: { ...state, ...settled, status: state.resumes ?? "requested" },
          effect: "dropProposal",
        };
      return {
        ok: true,
        next: { ...state, ...settled, status: "cancelled", cancelledBy: actor, declined: true },
        effect: "releaseAll",
      };
    case "cancel":
      return {
        ok: true,
        next: { ...state, ...settled, status: "cancelled", cancelledBy: actor },
        effect: "releaseAll",
      };
    case "reschedule": {
      const resumes = state.status === "rescheduled" ? state.resumes : state.status;
      return {
        ok: true,
        next: { ...state, ...settled, status: "rescheduled", proposedBy: actor, resumes },
        effect: "holdProposal",
      };
    }
  }
}

/** What `side` may do now, in MEETING_ACTIONS order: the buttons a meeting's page offers. Nothing for an unknown status. */
export function availableActions(state: MeetingState | null, side: Side): MeetingAction[] {
  if (!state) return [];
  return MEETING_ACTIONS.filter((action) => transition(state, side, action).ok);
}

/** A stored status as one of ours, or "unknown" (a row written by a newer version, a hand-edited one). */
export function readStatus(value: string): MeetingStatus | "unknown" {
  return (MEETING_STATUSES as readonly string[]).includes(value) ? (value as MeetingStatus) : "unknown";
}

/** The labels of docs/product/meetings.md, as keys of locales/<lng>/meetings.json. */
export const MEETING_LABELS = {
  requested: "meetings:status.requested",
  requestedByMe: "meetings:status.requestedByMe",
  confirmed: "meetings:status.confirmed",
  rescheduled: "meetings:status.rescheduled",
  rescheduledByMe: "meetings:status.rescheduledByMe",
  cancelled: "meetings:status.cancelled",
  declined: "meetings:status.declined",
  unknown: "meetings:status.unknown",
  responseRequired: "meetings:labels.responseRequired",
  requestSent: "meetings:labels.requestSent",
} as const;

/**
 * What a participant sees on a meeting: its status label from their side
 * ("Meeting Requested" for the partner, "Meeting requested by me" for the
 * requester, "Declined" for a declined request) and "Your response
 * required" when the meeting waits for them.
 */
export function meetingLabels(
  state: Omit<MeetingState, "status"> & { status: MeetingStatus | "unknown" },
  viewer: Side,
): { status: string; responseRequired: string | null } {
  const L = MEETING_LABELS;
  let status: string;
  switch (state.status) {
    case "requested":
      status = viewer === "requester" ? L.requestedByMe : L.requested;
      break;
    case "rescheduled":
      status = state.proposedBy === viewer ? L.rescheduledByMe : L.rescheduled;
      break;
    case "cancelled":
      status = state.declined ? L.declined : L.cancelled;
      break;
    case "confirmed":
      status = L.confirmed;
      break;
    default:
      return { status: L.unknown, responseRequired: null };
  }
  const waitsForViewer = awaitingSide(state as MeetingState) === viewer;
  return { status, responseRequired: waitsForViewer ? L.responseRequired : null };
}
