import { beforeEach, expect, it } from "vitest";
import { insertUser } from "../../../tests/factories/people";
import {
  appError,
  at,
  bookingForm,
  type MeetingsFixture,
  meetingsFixture,
} from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { directoryViewer, meetingParticipant, participantOfUser } from "../people/participants.server";
import { contactDetails } from "./contact-details.server";
import { cancelMeeting, confirmMeeting } from "./meeting-actions.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { requestMeeting } from "./meetings.server";

describeEachDialect("meeting participants and contact details", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
  });

  async function emailOf(userId: string) {
    return (await t.db.selectFrom("auth_users").select("email").where("id", "=", userId).executeTakeFirstOrThrow())
      .email;
  }

  it("acts as the person the user claimed, approved by the login's address", async () => {
    const email = await emailOf(f.rep.userId);
    expect(
      await meetingParticipant(t.db, { eventId: f.eventId, user: { id: f.rep.userId, email: email.toUpperCase() } }),
    ).toEqual(f.rep);
    expect(await participantOfUser(t.db, { eventId: f.eventId, userId: f.anna.userId })).toEqual(f.anna);
  });

  it("refuses a visitor who is not signed in in the product's words", async () => {
    await expect(meetingParticipant(t.db, { eventId: f.eventId, user: null })).rejects.toEqual(
      appError("unauthenticated", MEETING_MESSAGES.notLoggedIn),
    );
  });

  it("refuses a login whose address is not a registered person's, with the detail and the advice", async () => {
    const stranger = await insertUser(t.db, { email: `stranger-${Date.now()}@example.com` });
    const refusal = expect.objectContaining({
      name: "AppError",
      code: "forbidden",
      message: MEETING_MESSAGES.emailNotRegistered.text,
      messageKey: MEETING_MESSAGES.emailNotRegistered.key,
      details: {
        detailKey: MEETING_MESSAGES.emailNotApproved.key,
        adviceKey: MEETING_MESSAGES.notApprovedAdvice.key,
      },
    });
    await expect(meetingParticipant(t.db, { eventId: f.eventId, user: stranger })).rejects.toEqual(refusal);
    // Signed in with another address than the claimed person's.
    await expect(
      meetingParticipant(t.db, { eventId: f.eventId, user: { id: f.anna.userId, email: "other@example.com" } }),
    ).rejects.toEqual(refusal);
    // Claimed at another event only.
    const elsewhere = await meetingsFixture(t.db);
    const email = await emailOf(f.anna.userId);
    await expect(
      meetingParticipant(t.db, { eventId: elsewhere.eventId, user: { id: f.anna.userId, email } }),
    ).rejects.toEqual(refusal);
  });

  it("knows the directory's viewer: anonymous, a signed-in user without a person, or the person", async () => {
    expect(await directoryViewer(t.db, { eventId: f.eventId, user: null })).toEqual({
      role: "ANONYMOUS",
      personId: null,
    });
    const stranger = await insertUser(t.db, { email: `viewer-${Date.now()}@example.com` });
    expect(await directoryViewer(t.db, { eventId: f.eventId, user: stranger })).toEqual({
      role: "VISITOR",
      personId: null,
    });
    expect(await directoryViewer(t.db, { eventId: f.eventId, user: { id: f.rep.userId, email: "" } })).toEqual({
      role: "REPRESENTATIVE",
      personId: f.rep.personId,
    });
  });

  it("shows contact details only after a confirmed meeting, and only of the side that agreed", async () => {
    const { id } = await requestMeeting(t.db, {
      me: f.anna,
      form: { ...bookingForm(f.rep.personId, at("10:00")), telephone: "+49 170 5550101" },
    });
    const hidden = appError("not_found", MEETING_MESSAGES.personNotFound);
    // Requested, not confirmed yet: nothing either way.
    await expect(contactDetails(t.db, { me: f.rep, personId: f.anna.personId })).rejects.toEqual(hidden);

    await confirmMeeting(t.db, { me: f.rep, meetingId: id });
    // Anna agreed when she booked: the representative sees the number she gave.
    expect(await contactDetails(t.db, { me: f.rep, personId: f.anna.personId })).toMatchObject({
      personId: f.anna.personId,
      telephone: "+49 170 5550101",
      email: await emailOf(f.anna.userId),
    });
    // The representative confirmed without agreeing: Anna sees nothing.
    await expect(contactDetails(t.db, { me: f.anna, personId: f.rep.personId })).rejects.toEqual(hidden);
    // Nobody outside the meeting sees anything.
    await expect(contactDetails(t.db, { me: f.rep2, personId: f.anna.personId })).rejects.toEqual(hidden);

    await cancelMeeting(t.db, { me: f.anna, meetingId: id });
    await expect(contactDetails(t.db, { me: f.rep, personId: f.anna.personId })).rejects.toEqual(hidden);
  });

  it("shows the partner's details once they agree when confirming", async () => {
    const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("11:00")) });
    await confirmMeeting(t.db, { me: f.rep, meetingId: id, shareContactDetails: true });
    expect(await contactDetails(t.db, { me: f.anna, personId: f.rep.personId })).toMatchObject({
      personId: f.rep.personId,
      name: "Rita Rep",
      telephone: "+49 30 1234567",
    });
  });
});
