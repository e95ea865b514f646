// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import meetingsDe from "../../../../locales/de/meetings.json";
import meetings from "../../../../locales/en/meetings.json";
import { MeetingDetails, type MeetingDetailsView } from "./meeting-details";

// The meeting page says its times are the event's: the history's moments too.
// 03:57 UTC on 8 December is 04:57 in Berlin (CET), the time people at the fair read.

const meeting: MeetingDetailsView = {
  id: "m1",
  counterpart: { name: "Sam Seller", company: "Weingut Sam", jobTitle: "Export", tableNumber: "B12" },
  start: "2026-12-08T09:00:00.000Z",
  end: "2026-12-08T09:30:00.000Z",
  proposal: null,
  labels: { status: "labels.confirmed", responseRequired: null },
  mySide: "requester",
  requester: { name: "Bea Buyer" },
  status: "confirmed",
  place: "B12",
  message: "Riesling?",
  actions: ["cancel"],
  history: [
    { version: 1, action: "request", actorSide: "requester", at: "2026-12-08T03:57:00.000Z" },
    { version: 2, action: "confirm", actorSide: "partner", at: "2026-12-08T04:10:00.000Z" },
  ],
};

function renderIn(locale: Locale) {
  const i18n = createI18n(locale, { meetings: locale === "de" ? meetingsDe : meetings, common: {} });
  return render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <MeetingDetails
          locale={locale}
          query=""
          timeZone="Europe/Berlin"
          meeting={meeting}
          contact={null}
          calendarHref="/m1.ics"
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("a meeting's history", () => {
  it("writes each moment in the event's time zone, not in UTC", () => {
    renderIn("en");
    const entries = within(screen.getByRole("region", { name: "History" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(entries[0]).toMatch(/, Dec 8, 2026, 4:57:00 AM GMT\+1$/);
    expect(entries[1]).toMatch(/^.+ by Sam Seller, Dec 8, 2026, 5:10:00 AM GMT\+1$/);
    expect(entries.join("\n")).not.toMatch(/3:57/);
  });

  it("in German too", () => {
    renderIn("de");
    const history = screen.getByRole("region", { name: meetingsDe.pages.meeting.history });
    expect(history.textContent).toContain("08.12.2026, 04:57:00 MEZ");
  });
});
