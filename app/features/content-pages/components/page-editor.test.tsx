// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { resourcesFor } from "~/.server/i18n";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import { LOCALES, type Locale } from "~/lib/locales";
import type { EditorPage } from "../content-pages.server";
import type { EditorResult } from "../editor-result";
import { PageEditor } from "./page-editor";

// The editor as an organizer uses it, over a stand-in of its route's action
// (tests/e2e/content-pages.spec.ts walks the same way against the real server).

const page: EditorPage = { id: "p1", eventId: "e1", slug: "harvest", kind: "page", texts: {} };
const publicPaths = Object.fromEntries(LOCALES.map((l) => [l, `/${l}/pages/harvest`])) as Record<Locale, string>;

afterEach(cleanup);

/** The editor's route: the component with the action's answer. */
function EditorRoute() {
  const result = useActionData() as EditorResult | undefined;
  return <PageEditor locale="en" page={page} publicPaths={publicPaths} result={result} />;
}

function renderEditor(answer: (form: Record<string, string>) => EditorResult) {
  const sent: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/en/organizer/pages/p1",
        element: <EditorRoute />,
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          sent.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: ["/en/organizer/pages/p1"] },
  );
  render(
    <I18nProvider i18n={createI18n("en", resourcesFor("en"))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return sent;
}

const saveState = () => document.querySelector("[data-save-state]")?.textContent;
const preview = () => screen.getByTitle("Preview of the draft in English").getAttribute("src");

describe("PageEditor", () => {
  it("saves a draft a moment after typing stops, then previews it and may publish it", async () => {
    const sent = renderEditor((form) => ({
      intent: "save",
      ok: true,
      locale: form.locale as Locale,
      version: Number(form.version) + 1,
      updatedAt: "2026-05-01T10:00:00.000Z",
    }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Edit “harvest”");
    expect(saveState()).toBe("Nothing written yet");
    expect(preview()).toBe("/cms-preview/pages/noPreview");
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Harvest news" } });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "The **2026** harvest has begun." } });
    expect(saveState()).toBe("Unsaved changes");
    await waitFor(() => expect(saveState()).toMatch(/^Draft saved/), { timeout: 3000 });
    expect(sent).toEqual([
      { intent: "save", locale: "en", title: "Harvest news", body: "The **2026** harvest has begun.", version: "0" },
    ]);
    expect(preview()).toBe("/cms-preview/pages/p1?locale=en&v=1.1");
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("option", { name: "German (no draft)" })).toBeTruthy();
    expect(screen.getByText("Not published in this language.")).toBeTruthy();
  });

  it("shows the draft someone else saved meanwhile instead of overwriting it", async () => {
    renderEditor((form) => ({
      intent: "save",
      ok: false,
      locale: form.locale,
      error: "content:errors.draftConflict",
      current: { title: "Their title", body: "Their text", version: 4, updatedBy: "Hanna", updatedAt: null },
    }));
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "My text" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else changed this draft in the meantime.");
    expect(alert.textContent).toContain("The draft as Hanna saved it:");
    expect((screen.getByLabelText("Their title") as HTMLTextAreaElement).value).toBe("Their text");
    expect(screen.getByRole("link", { name: "Reload" }).getAttribute("href")).toBe("/en/organizer/pages/p1");
  });

  it("asks for an image before uploading one", () => {
    const sent = renderEditor(() => ({ intent: "image", ok: true, url: "/media/pages/a.webp" }));
    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
    expect(screen.getByLabelText("Image", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });
});
