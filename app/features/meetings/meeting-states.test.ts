import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  availableActions,
  awaitingSide,
  MEETING_ACTIONS,
  MEETING_LABELS,
  type MeetingAction,
  type MeetingState,
  meetingLabels,
  readStatus,
  requestedState,
  SIDES,
  type Side,
  transition,
} from "./meeting-states";

// Every (state, actor, action): the same table as docs/meetings.md.

const base = requestedState(true);
const STATES = {
  requested: base,
  "requested, no slot": requestedState(false),
  confirmed: { ...base, status: "confirmed" },
  "rescheduled by requester, from requested": {
    ...base,
    status: "rescheduled",
    proposedBy: "requester",
    resumes: "requested",
  },
  "rescheduled by requester, from requested, no slot": {
    ...base,
    status: "rescheduled",
    hasSlot: false,
    proposedBy: "requester",
    resumes: "requested",
  },
  "rescheduled by partner, from requested": {
    ...base,
    status: "rescheduled",
    proposedBy: "partner",
    resumes: "requested",
  },
  "rescheduled by partner, from requested, no slot": {
    ...base,
    status: "rescheduled",
    hasSlot: false,
    proposedBy: "partner",
    resumes: "requested",
  },
  "rescheduled by requester, from confirmed": {
    ...base,
    status: "rescheduled",
    proposedBy: "requester",
    resumes: "confirmed",
  },
  "rescheduled by partner, from confirmed": {
    ...base,
    status: "rescheduled",
    proposedBy: "partner",
    resumes: "confirmed",
  },
  "cancelled by requester": { ...base, status: "cancelled", cancelledBy: "requester" },
  "cancelled by partner": { ...base, status: "cancelled", cancelledBy: "partner" },
  declined: { ...base, status: "cancelled", cancelledBy: "partner", declined: true },
} satisfies Record<string, MeetingState>;
type StateName = keyof typeof STATES;

/** A state's name in the table; a cancelled meeting's former slot does not matter. */
function nameOf(state: MeetingState): string {
  const slot = state.hasSlot ? "" : ", no slot";
  switch (state.status) {
    case "requested":
      return `requested${slot}`;
    case "confirmed":
      return "confirmed";
    case "rescheduled":
      return `rescheduled by ${state.proposedBy}, from ${state.resumes}${state.resumes === "requested" ? slot : ""}`;
    case "cancelled":
      return state.declined ? "declined" : `cancelled by ${state.cancelledBy}`;
  }
}

const NO = "refused: notAllowed";
const NEEDS_SLOT = "refused: slotRequired";
const cancelled = (by: Side) => `cancelled by ${by} · releaseAll`;
const proposal = (by: Side, from: string) => `rescheduled by ${by}, from ${from} · holdProposal`;
const CLOSED = {
  confirm: [NO, NO],
  accept: [NO, NO],
  decline: [NO, NO],
  cancel: [NO, NO],
  reschedule: [NO, NO],
};

/** [requester, partner] per action. */
const TABLE: Record<StateName, Record<MeetingAction, [string, string]>> = {
  requested: {
    confirm: [NO, "confirmed · none"],
    accept: [NO, NO],
    decline: [NO, "declined · releaseAll"],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested"), proposal("partner", "requested")],
  },
  "requested, no slot": {
    confirm: [NO, NEEDS_SLOT],
    accept: [NO, NO],
    decline: [NO, "declined · releaseAll"],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested, no slot"), proposal("partner", "requested, no slot")],
  },
  confirmed: {
    confirm: [NO, NO],
    accept: [NO, NO],
    decline: [NO, NO],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "confirmed"), proposal("partner", "confirmed")],
  },
  "rescheduled by requester, from requested": {
    confirm: [NO, NO],
    accept: [NO, "confirmed · moveToProposal"],
    decline: [NO, "requested · dropProposal"],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested"), proposal("partner", "requested")],
  },
  "rescheduled by requester, from requested, no slot": {
    confirm: [NO, NO],
    accept: [NO, "confirmed · moveToProposal"],
    decline: [NO, "requested, no slot · dropProposal"],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested, no slot"), proposal("partner", "requested, no slot")],
  },
  "rescheduled by partner, from requested": {
    confirm: [NO, NO],
    accept: ["confirmed · moveToProposal", NO],
    decline: ["requested · dropProposal", NO],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested"), proposal("partner", "requested")],
  },
  "rescheduled by partner, from requested, no slot": {
    confirm: [NO, NO],
    accept: ["confirmed · moveToProposal", NO],
    decline: ["requested, no slot · dropProposal", NO],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "requested, no slot"), proposal("partner", "requested, no slot")],
  },
  "rescheduled by requester, from confirmed": {
    confirm: [NO, NO],
    accept: [NO, "confirmed · moveToProposal"],
    decline: [NO, "confirmed · dropProposal"],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "confirmed"), proposal("partner", "confirmed")],
  },
  "rescheduled by partner, from confirmed": {
    confirm: [NO, NO],
    accept: ["confirmed · moveToProposal", NO],
    decline: ["confirmed · dropProposal", NO],
    cancel: [cancelled("requester"), cancelled("partner")],
    reschedule: [proposal("requester", "confirmed"), proposal("partner", "confirmed")],
  },
  "cancelled by requester": CLOSED as Record<MeetingAction, [string, string]>,
  "cancelled by partner": CLOSED as Record<MeetingAction, [string, string]>,
  declined: CLOSED as Record<MeetingAction, [string, string]>,
};

const ROWS = (Object.keys(STATES) as StateName[]).flatMap((state) =>
  MEETING_ACTIONS.flatMap((action) =>
    SIDES.map((actor, i) => [state, actor, action, TABLE[state][action][i]] as const),
  ),
);

describe("the transition table", () => {
  it("covers every state, actor and action", () => {
    expect(ROWS).toHaveLength(Object.keys(STATES).length * SIDES.length * MEETING_ACTIONS.length);
    expect(ROWS).toHaveLength(120);
  });

  it.each(ROWS)("%s: %s %s → %s", (state, actor, action, expected) => {
    const result = transition(STATES[state], actor, action);
    const outcome = result.ok ? `${nameOf(result.next)} · ${result.effect}` : `refused: ${result.reason}`;
    expect(outcome).toBe(expected);
  });

  it("names each table state by its own name", () => {
    for (const [name, state] of Object.entries(STATES)) expect(nameOf(state)).toBe(name);
  });

  it("keeps a declined proposal's original slot and clears the proposal", () => {
    const result = transition(STATES["rescheduled by partner, from requested, no slot"], "requester", "decline");
    expect(result).toEqual({
      ok: true,
      next: { ...requestedState(false) },
      effect: "dropProposal",
    });
  });
});

describe("whose response is required", () => {
  const expected: Record<StateName, Side | null> = {
    requested: "partner",
    "requested, no slot": "partner",
    confirmed: null,
    "rescheduled by requester, from requested": "partner",
    "rescheduled by requester, from requested, no slot": "partner",
    "rescheduled by partner, from requested": "requester",
    "rescheduled by partner, from requested, no slot": "requester",
    "rescheduled by requester, from confirmed": "partner",
    "rescheduled by partner, from confirmed": "requester",
    "cancelled by requester": null,
    "cancelled by partner": null,
    declined: null,
  };
  it.each(Object.entries(expected))("%s: %s", (state, side) => {
    expect(awaitingSide(STATES[state as StateName])).toBe(side);
  });

  it("is exactly the side that may accept or decline a new slot, or confirm or decline a request", () => {
    for (const [name, state] of Object.entries(STATES)) {
      for (const actor of SIDES) {
        const answers = (["confirm", "accept", "decline"] as const).some((action) => {
          const result = transition(state, actor, action);
          return result.ok || result.reason === "slotRequired";
        });
        expect(answers, `${name} ${actor}`).toBe(awaitingSide(state) === actor);
      }
    }
  });
});

describe("the buttons a meeting's page offers", () => {
  it.each([
    ["requested", "partner", ["confirm", "decline", "cancel", "reschedule"]],
    ["requested", "requester", ["cancel", "reschedule"]],
    // Without a time the partner proposes one instead of confirming.
    ["requested, no slot", "partner", ["decline", "cancel", "reschedule"]],
    ["confirmed", "partner", ["cancel", "reschedule"]],
    ["rescheduled by partner, from confirmed", "requester", ["accept", "decline", "cancel", "reschedule"]],
    ["rescheduled by partner, from confirmed", "partner", ["cancel", "reschedule"]],
    ["declined", "requester", []],
  ] as const)("%s, seen by the %s: %j", (state, side, actions) => {
    expect(availableActions(STATES[state], side)).toEqual(actions);
  });

  it("offers nothing for a status this version does not know", () => {
    expect(availableActions(null, "partner")).toEqual([]);
  });
});

describe("labels", () => {
  const english = JSON.parse(readFileSync("locales/en/meetings.json", "utf8"));
  const text = (key: string | null) =>
    key
      ?.split(":")[1]
      .split(".")
      .reduce((node, part) => node[part], english);

  it("uses the product's words (docs/product/meetings.md)", () => {
    expect(text(MEETING_LABELS.requested)).toBe("Meeting Requested");
    expect(text(MEETING_LABELS.requestedByMe)).toBe("Meeting requested by me");
    expect(text(MEETING_LABELS.requestSent)).toBe("Meeting request sent");
    expect(text(MEETING_LABELS.responseRequired)).toBe("Your response required");
    for (const key of Object.values(MEETING_LABELS)) expect(typeof text(key), key).toBe("string");
  });

  it("shows a request from each side", () => {
    expect(meetingLabels(STATES.requested, "partner")).toEqual({
      status: MEETING_LABELS.requested,
      responseRequired: MEETING_LABELS.responseRequired,
    });
    expect(meetingLabels(STATES.requested, "requester")).toEqual({
      status: MEETING_LABELS.requestedByMe,
      responseRequired: null,
    });
  });

  it("shows a new slot as the proposer's or as the one waiting for an answer", () => {
    const state = STATES["rescheduled by partner, from confirmed"];
    expect(meetingLabels(state, "partner")).toEqual({ status: MEETING_LABELS.rescheduledByMe, responseRequired: null });
    expect(meetingLabels(state, "requester")).toEqual({
      status: MEETING_LABELS.rescheduled,
      responseRequired: MEETING_LABELS.responseRequired,
    });
  });

  it("shows a declined request as declined, other ends as cancelled, and confirmed as confirmed", () => {
    expect(meetingLabels(STATES.declined, "requester").status).toBe(MEETING_LABELS.declined);
    expect(meetingLabels(STATES["cancelled by partner"], "requester").status).toBe(MEETING_LABELS.cancelled);
    expect(meetingLabels(STATES.confirmed, "partner")).toEqual({
      status: MEETING_LABELS.confirmed,
      responseRequired: null,
    });
  });

  it("falls back to an unknown-status label", () => {
    expect(readStatus("confirmed")).toBe("confirmed");
    expect(readStatus("tentative")).toBe("unknown");
    expect(meetingLabels({ ...base, status: readStatus("tentative") }, "partner")).toEqual({
      status: MEETING_LABELS.unknown,
      responseRequired: null,
    });
  });
});
