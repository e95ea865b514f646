import { describe, expect, it } from "vitest";
import { recipientsOf } from "./meeting-notifications.server";

// Who gets a mail for a change (docs/meeting-calendar.md): the other side
// always; the one who acted too when both calendars must move.

describe("the recipients of a meeting's change", () => {
  it.each([
    ["confirm", "partner", false, ["requester", "partner"]],
    ["accept", "requester", true, ["partner", "requester"]],
    ["cancel", "requester", true, ["partner", "requester"]],
    ["cancel", "partner", false, ["requester"]],
    ["request", "requester", false, ["partner"]],
    ["reschedule", "partner", true, ["requester"]],
    ["decline", "partner", false, ["requester"]],
  ] as const)("%s by the %s (confirmed before: %s) mails %j", (action, actor, wasConfirmed, expected) => {
    expect(recipientsOf({ action, actor_side: actor }, wasConfirmed)).toEqual(expected);
  });
});
