import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import type { Participant } from "../people/participants.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { mayViewContactDetails } from "./meeting-rules";

// A person's telephone, address and professional-network link: only for
// someone with a confirmed meeting with them in which they agreed to share
// (docs/product/meetings.md). Anyone else learns nothing, not even that the
// person has details: the answer is "not found".

export interface ContactDetails {
  personId: string;
  name: string;
  email: string;
  telephone: string;
  linkedInUrl: string;
}

export async function contactDetails(
  db: DB,
  options: {
    me: Participant;
    personId: string;
    /** The meeting whose page asks: the number they typed when booking this one is the one shown. */
    meetingId?: string;
  },
): Promise<ContactDetails> {
  const { me, personId } = options;
  const meetings = await db
    .selectFrom("meetings")
    .select([
      "id",
      "status",
      "requester_id",
      "requester_shares_contact",
      "partner_shares_contact",
      "requester_telephone",
    ])
    .where("event_id", "=", me.eventId)
    .where((eb) =>
      eb.or([
        eb.and([eb("requester_id", "=", me.personId), eb("partner_id", "=", personId)]),
        eb.and([eb("partner_id", "=", me.personId), eb("requester_id", "=", personId)]),
      ]),
    )
    .execute();
  const theirs = meetings.map((meeting) => {
    const theyRequested = meeting.requester_id === personId;
    return {
      id: meeting.id,
      status: meeting.status,
      sharedByThem: toBool(theyRequested ? meeting.requester_shares_contact : meeting.partner_shares_contact),
      telephone: theyRequested ? meeting.requester_telephone : "",
    };
  });
  if (personId === me.personId || !mayViewContactDetails(theirs)) {
    throw new AppError("not_found", MEETING_MESSAGES.personNotFound);
  }
  const person = await db
    .selectFrom("person_profiles")
    .select(["id", "name", "email", "telephone", "mobile_phone", "linkedin_url"])
    .where("event_id", "=", me.eventId)
    .where("id", "=", personId)
    .executeTakeFirstOrThrow();
  // The number they gave when booking is the one they chose to share: on a
  // meeting's page, the one given for that meeting (it may differ from the
  // profile's, and from what they gave for another meeting).
  const shared = theirs.filter((meeting) => meeting.status === "confirmed" && meeting.sharedByThem);
  const given = options.meetingId
    ? shared.find((meeting) => meeting.id === options.meetingId)
    : shared.find((meeting) => meeting.telephone);
  return {
    personId: person.id,
    name: person.name,
    email: person.email,
    telephone: given?.telephone || person.telephone || person.mobile_phone,
    linkedInUrl: person.linkedin_url,
  };
}
