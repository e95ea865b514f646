// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import profileDe from "../../../../locales/de/profile.json";
import profile from "../../../../locales/en/profile.json";
import { SaveStatus } from "./save-status";

function renderIn(status: "saved" | "failed" | undefined, locale: "en" | "de" = "en") {
  const i18n = createI18n(locale, { profile: locale === "de" ? profileDe : profile, common: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <SaveStatus status={status} savedText="Saved." />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe("SaveStatus", () => {
  it("says a failed save as an alert, in the reader's language", () => {
    renderIn("failed");
    expect(screen.getByRole("alert").textContent).toBe("We couldn't save your profile data.");
    cleanup();
    renderIn("failed", "de");
    expect(screen.getByRole("alert").textContent).toBe(profileDe.form.saveFailed);
    expect(profileDe.form.saveFailed).not.toBe(profile.form.saveFailed);
  });

  it("keeps the status line in the page and fills it when saved", () => {
    renderIn(undefined);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
    cleanup();
    renderIn("saved");
    expect(screen.getByRole("status").textContent).toBe("Saved.");
  });
});
