import { createHash } from "node:crypto";
import type { Insertable } from "kysely";
import type { PersonProfilesTable } from "~/.server/db/schema-accounts";
import { namePool } from "./data/people";
import type { FairData } from "./fair-data";
import { emailLocalPart } from "./names";
import type { Random } from "./random";

// The people of the demo fair: one to three representatives per stand (the
// exhibitors' contacts, then invented colleagues), registered attendees, two
// well-known unclaimed people to try the claim with, and one organizer
// account for every demo event. Addresses are all under .example, so no
// demo row can ever belong to a real mailbox.

export const DEMO_ORGANIZER = {
  email: "organizer@uncork.example",
  password: "uncork-demo-2026",
  name: "Demo Organizer",
} as const;
/**
 * Ready to try meetings with, at every demo event: password accounts (the
 * organizer's password) that hold these profiles, a representative at the
 * first stand and a buyer (demo-meetings.server.ts).
 */
export const DEMO_MEETING_PEOPLE = {
  representative: { email: "seller@uncork.example", name: "Sam Seller", jobTitle: "Export Manager" },
  attendee: { email: "buyer@uncork.example", name: "Bea Buyer", jobTitle: "Wine Buyer" },
} as const;

/** A demo person's id made from the event's (not drawn from the generator, so nothing else in the fair changes). */
export function demoPersonId(eventId: string, role: string): string {
  return createHash("sha256").update(`${eventId}\n${role}`).digest("hex").slice(0, 24);
}

/** Unclaimed at every demo event: sign up with one of these addresses to claim it. */
export const DEMO_CLAIMABLE = {
  representative: { email: "rep@uncork.example", name: "Robin Example", jobTitle: "Export Manager" },
  attendee: { email: "visitor@uncork.example", name: "Vera Example", jobTitle: "Wine Buyer" },
} as const;

const ATTENDEE_COUNTRIES = ["DE", "DE", "DE", "AT", "NL", "BE", "GB", "FR", "IT", "ES", "US", "JP", "CZ"];
const ATTENDEE_ROLES: { type: string; titles: string[]; company: (family: string) => string }[] = [
  {
    type: "Buyer",
    titles: ["Wine Buyer", "Category Manager", "Head of Purchasing"],
    company: (f) => `${f} Wine Merchants`,
  },
  { type: "Importer", titles: ["Managing Director", "Portfolio Manager"], company: (f) => `${f} Imports` },
  {
    type: "Sommelier",
    titles: ["Head Sommelier", "Sommelier", "Beverage Director"],
    company: (f) => `Restaurant ${f}`,
  },
  { type: "Retailer", titles: ["Owner", "Shop Manager"], company: (f) => `Vinothek ${f}` },
  { type: "Press", titles: ["Wine Writer", "Editor", "Journalist"], company: (f) => `${f} Drinks Review` },
];

type PersonRow = Insertable<PersonProfilesTable> & { discoverable: boolean };
type PersonValues = Pick<
  PersonRow,
  | "id"
  | "event_id"
  | "kind"
  | "registration_id"
  | "name"
  | "email"
  | "job_title"
  | "company"
  | "sort_number"
  | "created_at"
>;

// writeFair takes the columns of the first row for all: every row names every column.
function person(values: PersonValues & { telephone?: string; attendee_type?: string; country?: string }): PersonRow {
  return {
    telephone: "",
    country: "",
    attendee_type: "",
    linkedin_url: "",
    video_call_id: "",
    office_phone: "",
    mobile_phone: "",
    profile_image_url: "",
    table_number: "",
    claimed_by: null,
    claimed_at: null,
    discoverable: true,
    updated_at: values.created_at,
    ...values,
  };
}

function splitName(name: string): [string, string] {
  const space = name.indexOf(" ");
  return space < 0 ? [name, ""] : [name.slice(0, space), name.slice(space + 1)];
}

/** Adds the person profiles to a generated fair; deterministic for the fair's seed. */
export function generatePeople(root: Random, data: FairData): void {
  const random = root.fork("people");
  const stands = standIndex(data);
  const address = addressBook();
  addRepresentatives(random, data, stands, address);
  for (const event of data.events) {
    addAttendees(random, data, event, address);
    addDemoPeople(random, data, event, stands);
  }
}

/** The fair's exhibitors, their contacts in order, and the exhibitors of each registration (stand). */
function standIndex(data: FairData) {
  const exhibitors = new Map(data.exhibitors.map((e) => [e.id, e]));
  const contacts = new Map<string, FairData["exhibitorContacts"]>();
  for (const contact of [...data.exhibitorContacts].sort((a, b) => a.position - b.position)) {
    contacts.set(contact.exhibitor_id, [...(contacts.get(contact.exhibitor_id) ?? []), contact]);
  }
  const members = new Map<string, string[]>();
  for (const row of data.registrationExhibitors)
    members.set(row.registration_id, [...(members.get(row.registration_id) ?? []), row.exhibitor_id]);
  return { exhibitors, contacts, members };
}

type StandIndex = ReturnType<typeof standIndex>;
type AddressBook = (eventId: string, local: string, domain: string) => string;
type FairEvent = FairData["events"][number];

/** Unique addresses per event: `local@domain`, then `local2@domain`, `local3@domain`… */
export function addressBook(): AddressBook {
  const used = new Map<string, Set<string>>();
  return (eventId, local, domain) => {
    const taken = used.get(eventId) ?? new Set<string>();
    used.set(eventId, taken);
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
    taken.add(email);
    return email;
  };
}

/** One to three representatives per stand: the exhibitors' contacts first, then invented colleagues. */
function addRepresentatives(
  random: Random,
  data: FairData,
  { exhibitors, contacts, members }: StandIndex,
  address: AddressBook,
) {
  for (const registration of data.registrations) {
    const standMembers = (members.get(registration.id) ?? []).map((id) => exhibitors.get(id)!).filter(Boolean);
    if (standMembers.length === 0) continue;
    const count = random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const exhibitor = standMembers[i % standMembers.length];
      const contact = contacts.get(exhibitor.id)?.[Math.floor(i / standMembers.length)];
      let name = contact?.name;
      if (!name) {
        const pool = namePool(exhibitor.country);
        const female = random.chance(0.5);
        const family = random.int(0, pool.family.length - 1);
        name = `${random.pick(female ? pool.female : pool.male)} ${female && pool.familyFemale ? pool.familyFemale[family] : pool.family[family]}`;
      }
      const [first, last] = splitName(name);
      data.personProfiles.push(
        person({
          id: random.id(),
          event_id: registration.event_id,
          kind: "representative",
          registration_id: registration.id,
          name,
          email: address(
            registration.event_id,
            emailLocalPart(first, last).replace(/^\.|\.$/g, "") || "representative",
            `${exhibitor.slug}.example`,
          ),
          job_title: contact?.job_title ?? "Sales Manager",
          company: exhibitor.name,
          telephone: contact?.phone ?? "",
          country: exhibitor.country,
          sort_number: (i + 1) * 10,
          created_at: registration.created_at,
        }),
      );
    }
  }
}

/** Registered attendees, three for every four stands and at least twelve. */
function addAttendees(random: Random, data: FairData, event: FairEvent, address: AddressBook) {
  const stands = data.registrations.filter((r) => r.event_id === event.id).length;
  const attendees = Math.max(12, Math.round(stands * 0.75));
  for (let n = 1; n <= attendees; n++) {
    const country = random.pick(ATTENDEE_COUNTRIES);
    const pool = namePool(country);
    const female = random.chance(0.5);
    const family = random.int(0, pool.family.length - 1);
    const last = female && pool.familyFemale ? pool.familyFemale[family] : pool.family[family];
    const role = random.pick(ATTENDEE_ROLES);
    data.personProfiles.push(
      person({
        id: random.id(),
        event_id: event.id,
        kind: "attendee",
        registration_id: null,
        name: `${random.pick(female ? pool.female : pool.male)} ${last}`,
        email: address(event.id, `attendee-${n}`, "visitors.example"),
        job_title: random.pick(role.titles),
        company: role.company(pool.family[family]),
        attendee_type: role.type,
        country,
        sort_number: n,
        created_at: event.created_at!,
      }),
    );
  }
}

/** The demo's own people at the event: the claimable pair and the meeting pair. */
function addDemoPeople(random: Random, data: FairData, event: FairEvent, { exhibitors, members }: StandIndex) {
  const firstStand = data.registrations
    .filter((r) => r.event_id === event.id)
    .sort((a, b) => (a.sort_number ?? 0) - (b.sort_number ?? 0))[0];
  const { representative: rep, attendee } = DEMO_CLAIMABLE;
  if (firstStand) {
    const standExhibitor = exhibitors.get((members.get(firstStand.id) ?? [])[0] ?? "");
    const company = standExhibitor?.name ?? "";
    const seller = DEMO_MEETING_PEOPLE.representative;
    data.personProfiles.push(
      person({
        id: demoPersonId(event.id!, "seller"),
        event_id: event.id,
        kind: "representative",
        registration_id: firstStand.id,
        name: seller.name,
        email: seller.email,
        job_title: seller.jobTitle,
        company,
        country: standExhibitor?.country ?? "",
        sort_number: 2,
        created_at: event.created_at!,
      }),
    );
    data.personProfiles.push(
      person({
        id: random.id(),
        event_id: event.id,
        kind: "representative",
        registration_id: firstStand.id,
        name: rep.name,
        email: rep.email,
        job_title: rep.jobTitle,
        company,
        country: standExhibitor?.country ?? "",
        sort_number: 1,
        created_at: event.created_at!,
      }),
    );
  }
  data.personProfiles.push(
    person({
      id: random.id(),
      event_id: event.id,
      kind: "attendee",
      registration_id: null,
      name: attendee.name,
      email: attendee.email,
      job_title: attendee.jobTitle,
      company: "Example Wine Bar",
      attendee_type: "Buyer",
      country: "DE",
      sort_number: 0,
      created_at: event.created_at!,
    }),
  );
  const buyer = DEMO_MEETING_PEOPLE.attendee;
  data.personProfiles.push(
    person({
      id: demoPersonId(event.id!, "buyer"),
      event_id: event.id,
      kind: "attendee",
      registration_id: null,
      name: buyer.name,
      email: buyer.email,
      job_title: buyer.jobTitle,
      company: "Buyer & Co. Fine Wines",
      attendee_type: "Importer",
      country: "NL",
      sort_number: 0,
      created_at: event.created_at!,
    }),
  );
}
