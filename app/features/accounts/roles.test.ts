import { describe, expect, it } from "vitest";
import {
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  defaultsForRole,
  PROFILE_ROLES,
  roleOfProfile,
  VISIBILITIES,
} from "./roles";

describe("role vocabulary", () => {
  it("has the profile roles, contact methods and visibilities of docs/product/accounts.md", () => {
    expect(PROFILE_ROLES).toEqual(["REPRESENTATIVE", "VISITOR", "ANONYMOUS"]);
    expect(CONTACT_METHODS).toEqual(["TELEPHONE", "EMAIL", "WHATSAPP", "IMESSAGE", "LINKEDIN"]);
    expect(VISIBILITIES).toEqual(["EXHIBITOR", "VISITOR", "PUBLIC"]);
    expect(DEFAULT_CONTACT_METHOD).toBe("EMAIL");
  });
});

describe("defaultsForRole (docs/product/accounts.md)", () => {
  it("makes a visitor visible to representatives only, reachable by representatives only", () => {
    expect(defaultsForRole("VISITOR")).toEqual({
      roles: ["VISITOR"],
      visibleToRoles: ["REPRESENTATIVE"],
      acceptsChatsFrom: ["REPRESENTATIVE"],
      acceptsMeetingsFrom: ["REPRESENTATIVE"],
    });
  });

  it("makes a representative visible to all three roles, reachable by representatives and visitors", () => {
    expect(defaultsForRole("REPRESENTATIVE")).toEqual({
      roles: ["REPRESENTATIVE"],
      visibleToRoles: ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"],
      acceptsChatsFrom: ["REPRESENTATIVE", "VISITOR"],
      acceptsMeetingsFrom: ["REPRESENTATIVE", "VISITOR"],
    });
  });

  it("returns fresh lists, so changing one profile's defaults changes no other", () => {
    const first = defaultsForRole("VISITOR");
    first.roles.push("ANONYMOUS");
    first.acceptsChatsFrom.push("VISITOR");
    expect(defaultsForRole("VISITOR").roles).toEqual(["VISITOR"]);
    expect(defaultsForRole("VISITOR").acceptsChatsFrom).toEqual(["REPRESENTATIVE"]);
  });
});

describe("roleOfProfile (docs/product/accounts.md)", () => {
  it("is representative when the profile has a representativeId", () => {
    expect(roleOfProfile({ representativeId: "5f1e2d3c4b5a697887766554" })).toBe("REPRESENTATIVE");
  });

  it("is visitor without one, or with an empty one", () => {
    expect(roleOfProfile({})).toBe("VISITOR");
    expect(roleOfProfile({ representativeId: undefined })).toBe("VISITOR");
    expect(roleOfProfile({ representativeId: null })).toBe("VISITOR");
    expect(roleOfProfile({ representativeId: "" })).toBe("VISITOR");
    expect(roleOfProfile({ representativeId: "   " })).toBe("VISITOR");
  });
});
