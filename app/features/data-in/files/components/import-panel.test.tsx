// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resourcesFor } from "~/.server/i18n";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import type { ImportAnswer } from "../organizer-data-client";
import { ImportPanel } from "./import-panel";

// The panel as the organizer uses it (tests/e2e/organizer-data.spec.ts walks
// the same way against the real server): check a file, read its problems,
// map an unknown header and check again, apply.

vi.mock("~/features/live/live-client", () => ({ subscribeLive: () => () => undefined }));

const headers = [
  { header: "Person ID", column: "person_id" },
  { header: "E-mail", column: "email" },
  { header: "Organisation", column: null },
];

function answer(report: Partial<ImportAnswer["report"]>): ImportAnswer {
  return {
    importId: "imp1",
    kind: "people",
    format: "csv",
    report: {
      eventId: "fair",
      dryRun: true,
      rows: 2,
      problems: [],
      problemCount: 0,
      counts: { person: { add: 2, change: 0, remove: 0 } },
      changes: [],
      totalChanges: 2,
      applied: false,
      headers,
      encoding: "utf-8",
      encodingDetected: "utf-8",
      problemsUrl: null,
      ...report,
    },
  };
}

const requests: { url: string; body: unknown }[] = [];
let answers: ImportAnswer[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    requests.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : "(file)" });
    return new Response(JSON.stringify(answers.shift()), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = (
  <I18nProvider i18n={createI18n("en", resourcesFor("en"))}>
    <ImportPanel
      eventId="fair"
      locale="en"
      live={{ collectionId: "fair", uid: "u1" }}
      columns={{ products: ["name"], exhibitors: ["name"], people: ["person_id", "email", "company"] }}
    />
  </I18nProvider>
);

function renderPanel() {
  render(panel);
}

/**
 * Chooses a file. jsdom's FormData reads no file a test sets on an input, so
 * the form's data carries it the way a browser's does.
 */
function chooseFile(name: string) {
  const file = new File(["Person ID,E-mail\n"], name, { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("File (CSV, XLSX or JSON)"), { target: { files: [file] } });
  vi.stubGlobal(
    "FormData",
    class extends FormData {
      get(key: string) {
        return key === "file" ? file : super.get(key);
      }
    },
  );
}

describe("ImportPanel", () => {
  it("asks for a file before checking", async () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Check the file" }));
    expect(await screen.findByText("Choose a file to import.")).toBeTruthy();
    expect(screen.getByLabelText("File (CSV, XLSX or JSON)").getAttribute("aria-invalid")).toBe("true");
    expect(requests).toEqual([]);
  });

  it("checks a file, shows its problems, maps a header, checks again and applies", async () => {
    answers = [
      answer({
        problemCount: 1,
        problems: [
          {
            line: 3,
            column: "email",
            value: "not-an-address",
            message: { key: "organizer:import.errors.invalidEmail" },
          },
        ],
      } as Partial<ImportAnswer["report"]>),
      answer({ headers: headers.map((h) => (h.column ? h : { ...h, column: "company" })) }),
      answer({ dryRun: false, applied: true }),
    ];
    renderPanel();
    fireEvent.change(screen.getByLabelText("What the file holds"), { target: { value: "people" } });
    chooseFile("people.csv");
    fireEvent.click(screen.getByRole("button", { name: "Check the file" }));

    const report = await screen.findByRole("region", { name: "Checked 2 rows" });
    expect(requests[0].url).toBe("/api/organizer/events/fair/imports?kind=people&format=csv");
    expect(within(report).getByRole("alert").textContent).toBe(
      "1 problem: nothing can be applied until it is corrected.",
    );
    const problems = within(report).getByRole("table", { name: "Problems by line and column" });
    const cells = within(within(problems).getAllByRole("row")[1]).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "3",
      "E-mail",
      "not-an-address",
      "Please enter a valid email address.",
    ]);
    expect(within(report).queryByRole("button", { name: "Apply the import" })).toBeNull();

    const organisation = within(report).getByLabelText("Column for “Organisation”");
    expect(
      within(organisation)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["(leave out)", "Company"]);
    fireEvent.change(organisation, { target: { value: "company" } });
    fireEvent.click(within(report).getByRole("button", { name: "Check again with these columns" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(requests[1]).toEqual({
      url: "/api/organizer/events/fair/imports/imp1",
      body: { apply: false, mapping: { Organisation: "company" } },
    });
    expect(screen.getByText("No problems found.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Apply the import" }));
    expect(await screen.findByRole("region", { name: "Imported: the changes were written" })).toBeTruthy();
    expect(requests[2]).toEqual({
      url: "/api/organizer/events/fair/imports/imp1",
      body: { apply: true, mapping: { Organisation: "company" } },
    });
  });

  it("says which encoding a CSV was read as, checks it again with another, and applies it read the same way", async () => {
    answers = [
      answer({
        problemCount: 250,
        problems: [
          { line: 2, column: "email", value: "bÃ¤r", message: { key: "organizer:import.errors.invalidEmail" } },
        ],
        problemsUrl: "/api/organizer/events/fair/imports/imp1/problems.csv",
      } as Partial<ImportAnswer["report"]>),
      answer({ encoding: "windows-1252" }),
      answer({ dryRun: false, applied: true, encoding: "windows-1252" }),
    ];
    renderPanel();
    fireEvent.change(screen.getByLabelText("What the file holds"), { target: { value: "people" } });
    chooseFile("people.csv");
    fireEvent.click(screen.getByRole("button", { name: "Check the file" }));

    const report = await screen.findByRole("region", { name: "Checked 2 rows" });
    expect(within(report).getByText("Read as UTF-8 (Unicode).")).toBeTruthy();
    const download = within(report).getByRole("link", { name: "Download all 250 problems (CSV)" });
    expect(download.getAttribute("href")).toBe("/api/organizer/events/fair/imports/imp1/problems.csv?lang=en");
    const again = within(report).getByRole("button", { name: "Check again with this encoding" });
    expect((again as HTMLButtonElement).disabled).toBe(true);
    const encoding = within(report).getByLabelText("Character encoding");
    expect(
      within(encoding)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["UTF-8 (Unicode)", "Windows-1252 (Western European)", "ISO-8859-15 (Latin-9, Western European)"]);
    fireEvent.change(encoding, { target: { value: "windows-1252" } });
    fireEvent.click(again);
    expect(await screen.findByText("Read as Windows-1252 (Western European). Detected: UTF-8 (Unicode).")).toBeTruthy();
    expect(requests[1]).toEqual({
      url: "/api/organizer/events/fair/imports/imp1",
      body: { apply: false, mapping: {}, encoding: "windows-1252" },
    });
    expect(screen.queryByRole("link", { name: /Download all/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Apply the import" }));
    expect(await screen.findByRole("region", { name: "Imported: the changes were written" })).toBeTruthy();
    expect(requests[2]).toEqual({
      url: "/api/organizer/events/fair/imports/imp1",
      body: { apply: true, mapping: {}, encoding: "windows-1252" },
    });
    expect(screen.getByText("Read as Windows-1252 (Western European). Detected: UTF-8 (Unicode).")).toBeTruthy();
    expect(screen.queryByLabelText("Character encoding")).toBeNull();
  });

  it("says nothing of an encoding for a file that has none", async () => {
    answers = [answer({ encoding: null, encodingDetected: null })];
    renderPanel();
    chooseFile("products.xlsx");
    fireEvent.click(screen.getByRole("button", { name: "Check the file" }));
    await screen.findByRole("region", { name: "Checked 2 rows" });
    expect(screen.queryByText(/Read as/)).toBeNull();
    expect(screen.queryByLabelText("Character encoding")).toBeNull();
  });

  it("checks the kind the form shows when it was chosen before the page's scripts ran", async () => {
    answers = [answer({})];
    const container = document.createElement("div");
    container.innerHTML = renderToString(panel);
    document.body.append(container);
    // Chosen on the server's page, before hydration: React keeps the browser's choice but never heard it.
    (within(container).getByLabelText("What the file holds") as HTMLSelectElement).value = "people";
    const root = await act(async () => hydrateRoot(container, panel));
    try {
      chooseFile("people.csv");
      fireEvent.click(screen.getByRole("button", { name: "Check the file" }));
      await screen.findByRole("region", { name: "Checked 2 rows" });
      expect(requests[0]?.url).toBe("/api/organizer/events/fair/imports?kind=people&format=csv");
      expect((screen.getByLabelText("What the file holds") as HTMLSelectElement).value).toBe("people");
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
