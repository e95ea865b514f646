import { describe, expect, it } from "vitest";
import { asRepresentative, asVisitor, type ClaimCandidate, mayClaim, planAutoClaim, sameEmail } from "./claim-rules";
import { userProfileSchema } from "./profile-schema";

const REGISTRATION = "a".repeat(24);
const REPRESENTATIVE = "b".repeat(24);

describe("who may claim", () => {
  it("compares addresses without case or surrounding spaces, never two empty ones", () => {
    expect(sameEmail(" Rita@Weingut.Example ", "rita@weingut.example")).toBe(true);
    expect(sameEmail("rita@weingut.example", "rita@weingut.example.org")).toBe(false);
    expect(sameEmail("", "")).toBe(false);
    expect(sameEmail(null, undefined)).toBe(false);
  });

  it("needs the verified login address to be the registered one (docs/product/accounts.md)", () => {
    expect(mayClaim({ email: "a@x.example", emailVerified: true }, { email: "A@x.example" })).toBe(true);
    expect(mayClaim({ email: "a@x.example", emailVerified: false }, { email: "a@x.example" })).toBe(false);
    expect(mayClaim({ email: "a@x.example", emailVerified: true }, { email: "b@x.example" })).toBe(false);
  });
});

describe("the automatic claim's choice", () => {
  const rep = (
    id: string,
    claimedBy: string | null = null,
    registrationId: string | null = REGISTRATION,
  ): ClaimCandidate => ({
    id,
    kind: "representative",
    registrationId,
    claimedBy,
  });
  const attendee = (id: string, claimedBy: string | null = null): ClaimCandidate => ({
    id,
    kind: "attendee",
    registrationId: null,
    claimedBy,
  });

  it("finds nothing without candidates", () => {
    expect(planAutoClaim([], "me")).toEqual({ action: "nothing" });
  });

  it("keeps a claim the user holds", () => {
    expect(planAutoClaim([rep("r1"), attendee("a1", "me")], "me")).toEqual({ action: "mine", id: "a1" });
  });

  it("takes the first open representative with a registration, else the first open attendee", () => {
    expect(planAutoClaim([attendee("a1"), rep("r0", null, null), rep("r1"), rep("r2")], "me")).toEqual({
      action: "claim",
      id: "r1",
    });
    expect(planAutoClaim([rep("r0", null, null), attendee("a1"), attendee("a2")], "me")).toEqual({
      action: "claim",
      id: "a1",
    });
  });

  it("says already claimed when every candidate is someone else's or cannot be claimed", () => {
    expect(planAutoClaim([rep("r1", "other"), attendee("a1", "other")], "me")).toEqual({ action: "alreadyClaimed" });
    expect(planAutoClaim([rep("r0", null, null)], "me")).toEqual({ action: "alreadyClaimed" });
  });
});

describe("the profile record after a claim", () => {
  const visitor = userProfileSchema.parse({
    uid: "u1",
    displayName: "Vera",
    visibleToRoles: ["REPRESENTATIVE", "VISITOR"],
    attendeeProfileIds: ["x"],
  });

  it("becomes a representative with docs/product/accounts.md's defaults and both ids", () => {
    const profile = userProfileSchema.parse(
      asRepresentative(visitor, { registrationId: REGISTRATION, representativeId: REPRESENTATIVE }),
    );
    expect(profile).toMatchObject({
      uid: "u1",
      displayName: "Vera",
      primaryRole: "REPRESENTATIVE",
      registrationId: REGISTRATION,
      representativeId: REPRESENTATIVE,
      roles: ["REPRESENTATIVE"],
      visibleToRoles: ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"],
      acceptsChatsFrom: ["REPRESENTATIVE", "VISITOR"],
      acceptsMeetingsFrom: ["REPRESENTATIVE", "VISITOR"],
    });
    expect(profile).not.toHaveProperty("attendeeProfileIds");
  });

  it("goes back to a visitor with the visitor defaults, holding the attendee ids given", () => {
    const representative = userProfileSchema.parse(
      asRepresentative(visitor, { registrationId: REGISTRATION, representativeId: REPRESENTATIVE }),
    );
    const back = userProfileSchema.parse(asVisitor(representative, [REPRESENTATIVE]));
    expect(back).toMatchObject({
      primaryRole: "VISITOR",
      roles: ["VISITOR"],
      visibleToRoles: ["REPRESENTATIVE"],
      acceptsChatsFrom: ["REPRESENTATIVE"],
      attendeeProfileIds: [REPRESENTATIVE],
    });
    expect(back).not.toHaveProperty("representativeId");
    expect(userProfileSchema.parse(asVisitor(representative, []))).not.toHaveProperty("attendeeProfileIds");
  });

  it("keeps a visitor's own visibility when only the attendee changes", () => {
    expect(userProfileSchema.parse(asVisitor(visitor, ["y"]))).toMatchObject({
      visibleToRoles: ["REPRESENTATIVE", "VISITOR"],
      attendeeProfileIds: ["y"],
    });
  });
});
