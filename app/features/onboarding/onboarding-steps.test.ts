import { describe, expect, it } from "vitest";
import { PROFILE_ERROR_TEXT } from "~/features/accounts/profile-schema";
import { nextStep, parseStep, readStepForm } from "./onboarding-steps";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const english = (key: string | undefined) =>
  key ? ((PROFILE_ERROR_TEXT as Record<string, string>)[key] ?? key) : undefined;

describe("onboarding steps", () => {
  it("reads the step from the URL, starting at the first", () => {
    expect([
      parseStep(null),
      parseStep("2"),
      parseStep("4"),
      parseStep("5"),
      parseStep("x"),
      parseStep("done"),
    ]).toEqual([1, 2, 4, 1, 1, "done"]);
    expect([nextStep(1), nextStep(3), nextStep(4)]).toEqual([2, 4, "done"]);
  });

  it("needs a name and a telephone number in the details, and keeps what was typed", () => {
    const result = readStepForm(
      2,
      form([
        ["displayName", "Rita Rep"],
        ["jobTitle", "Export Manager"],
        ["telephone", " "],
        ["linkedInURL", ""],
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(english(result.errors.telephone)).toBe("Please enter your telephone number.");
    expect(result.errors.displayName).toBeUndefined();
    expect(result.values).toEqual({
      displayName: "Rita Rep",
      jobTitle: "Export Manager",
      companyName: "",
      telephone: " ",
      linkedInURL: "",
    });

    expect(
      readStepForm(
        2,
        form([
          ["displayName", "Rita"],
          ["telephone", "+49 40 123456"],
        ]),
      ),
    ).toMatchObject({
      ok: true,
      changes: { displayName: "Rita", jobTitle: "", companyName: "", telephone: "+49 40 123456", linkedInURL: "" },
    });
    const badLink = readStepForm(
      2,
      form([
        ["displayName", "Rita"],
        ["telephone", "+49 40 123456"],
        ["linkedInURL", "https://evil.example/in/rita"],
      ]),
    );
    expect(badLink.ok ? null : badLink.errors.linkedInURL).toBe("accounts:errors.invalidLinkedInUrl");
  });

  it("takes visibility and at least one way to be contacted", () => {
    expect(
      readStepForm(
        3,
        form([
          ["visibility", "EXHIBITOR"],
          ["contactMeVia", "EMAIL"],
          ["contactMeVia", "TELEPHONE"],
        ]),
      ),
    ).toMatchObject({
      ok: true,
      changes: { visibility: ["EXHIBITOR"], contactMeVia: ["EMAIL", "TELEPHONE"] },
    });
    const none = readStepForm(3, form([["visibility", "PUBLIC"]]));
    expect(none.ok ? null : none.errors).toEqual({ contactMeVia: "onboarding:errors.contactMethodRequired" });
    const forged = readStepForm(
      3,
      form([
        ["visibility", "ADMIN"],
        ["contactMeVia", "EMAIL"],
      ]),
    );
    expect(forged.ok).toBe(false);
  });

  it("needs both the terms and the consent to share contact details (docs/product/accounts.md texts)", () => {
    const neither = readStepForm(4, form([]));
    expect(neither.ok).toBe(false);
    if (neither.ok) return;
    expect(english(neither.errors.hasAcceptedTerms)).toBe("You must accept the terms and conditions.");
    expect(english(neither.errors.agreesToShareContactDetails)).toBe("You must agree to share your contact details.");
    const half = readStepForm(4, form([["hasAcceptedTerms", "on"]]));
    expect(half.ok ? null : [half.values, Object.keys(half.errors)]).toEqual([
      { hasAcceptedTerms: true, agreesToShareContactDetails: false },
      ["agreesToShareContactDetails"],
    ]);
    expect(
      readStepForm(
        4,
        form([
          ["hasAcceptedTerms", "on"],
          ["agreesToShareContactDetails", "on"],
        ]),
      ),
    ).toMatchObject({ ok: true, changes: { hasAcceptedTerms: true } });
  });
});
