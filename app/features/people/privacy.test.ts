import { describe, expect, it } from "vitest";
import { rep, visitor } from "../../../tests/support/people-privacy";
import { isApprovedForBooking, kindsVisibleByDefaultTo, maySeePerson, roleOfPerson, viewerRole } from "./privacy";

describe("roles", () => {
  it("gives representatives and attendees their profile roles, and viewers theirs", () => {
    expect(roleOfPerson("representative")).toBe("REPRESENTATIVE");
    expect(roleOfPerson("attendee")).toBe("VISITOR");
    expect(viewerRole({ signedIn: false, kind: null })).toBe("ANONYMOUS");
    expect(viewerRole({ signedIn: true, kind: null })).toBe("VISITOR");
    expect(viewerRole({ signedIn: true, kind: "representative" })).toBe("REPRESENTATIVE");
    expect(viewerRole({ signedIn: true, kind: "attendee" })).toBe("VISITOR");
  });
});

describe("who sees whom (the roles' defaults)", () => {
  const cases = [
    ["an anonymous visitor", { role: "ANONYMOUS", personId: null }, { rep: true, visitor: false }],
    ["a visitor", { role: "VISITOR", personId: "v0" }, { rep: true, visitor: false }],
    ["a representative", { role: "REPRESENTATIVE", personId: "r0" }, { rep: true, visitor: true }],
  ] as const;
  it.each(cases)("%s", (_name, viewer, expected) => {
    expect(maySeePerson(viewer, rep("r1"))).toBe(expected.rep);
    expect(maySeePerson(viewer, visitor("v1"))).toBe(expected.visitor);
  });

  it("matches the kinds the directory shows by default", () => {
    expect(kindsVisibleByDefaultTo("ANONYMOUS")).toEqual(["representative"]);
    expect(kindsVisibleByDefaultTo("VISITOR")).toEqual(["representative"]);
    expect(kindsVisibleByDefaultTo("REPRESENTATIVE")).toEqual(["representative", "attendee"]);
  });

  it("hides a person who is not discoverable from everyone but themselves", () => {
    expect(maySeePerson({ role: "REPRESENTATIVE", personId: "r0" }, rep("r1", null, false))).toBe(false);
    expect(maySeePerson({ role: "REPRESENTATIVE", personId: "r1" }, rep("r1", null, false))).toBe(true);
  });

  it("follows a claimed person's own choices", () => {
    const open = visitor("v1", { visibleToRoles: ["REPRESENTATIVE", "VISITOR"] });
    expect(maySeePerson({ role: "VISITOR", personId: "v0" }, open)).toBe(true);
    const shy = rep("r1", { visibleToRoles: ["REPRESENTATIVE"] });
    expect(maySeePerson({ role: "ANONYMOUS", personId: null }, shy)).toBe(false);
  });
});

describe("approval for booking", () => {
  it("approves only a login whose address is the registered person's", () => {
    expect(isApprovedForBooking("Anna@Example.com ", { email: "anna@example.com" })).toBe(true);
    expect(isApprovedForBooking("anna@other.example", { email: "anna@example.com" })).toBe(false);
    expect(isApprovedForBooking("anna@example.com", null)).toBe(false);
    expect(isApprovedForBooking("", { email: "" })).toBe(false);
  });
});
