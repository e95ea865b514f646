import { beforeEach, expect, it } from "vitest";
import { at, bookingForm, type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { contactDetails } from "./contact-details.server";
import { confirmMeeting } from "./meeting-actions.server";
import { requestMeeting } from "./meetings.server";

// The telephone number typed in the booking form is the one the partner sees
// on that meeting's page: not the profile's, and not the one typed for
// another meeting with the same person.

describeEachDialect("the telephone given for a meeting", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
  });

  it("shows on that meeting's page the number typed when booking it", async () => {
    // The profile says +49 30 1234567; Anna gives another number for each meeting.
    const first = await requestMeeting(t.db, {
      me: f.anna,
      form: { ...bookingForm(f.rep.personId, at("10:00")), telephone: "+49 170 5550101" },
    });
    const second = await requestMeeting(t.db, {
      me: f.anna,
      form: { ...bookingForm(f.rep.personId, at("11:00")), telephone: "+49 171 5550202" },
    });
    await confirmMeeting(t.db, { me: f.rep, meetingId: first.id });
    await confirmMeeting(t.db, { me: f.rep, meetingId: second.id });

    const onPage = async (meetingId: string) =>
      (await contactDetails(t.db, { me: f.rep, personId: f.anna.personId, meetingId })).telephone;
    expect(await onPage(second.id)).toBe("+49 171 5550202");
    expect(await onPage(first.id)).toBe("+49 170 5550101");
  });

  it("shows the profile's number on a meeting they did not book, the sharing rule unchanged", async () => {
    // Rita asks Anna; Anna confirms and shares: she typed nothing for this one.
    const { id } = await requestMeeting(t.db, {
      me: f.rep,
      form: { ...bookingForm(f.anna.personId, at("12:00")), telephone: "+49 172 5550303" },
    });
    await confirmMeeting(t.db, { me: f.anna, meetingId: id, shareContactDetails: true });
    expect((await contactDetails(t.db, { me: f.rep, personId: f.anna.personId, meetingId: id })).telephone).toBe(
      "+49 30 1234567",
    );
    expect((await contactDetails(t.db, { me: f.anna, personId: f.rep.personId, meetingId: id })).telephone).toBe(
      "+49 172 5550303",
    );
  });
});
