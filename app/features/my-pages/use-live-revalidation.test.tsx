// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveListener } from "~/features/live/live-client";
import { useLiveRevalidation } from "./use-live-revalidation";

// The page's own live stream is replaced by the listeners the hook hands it, so
// a test says when a change is heard; the router is React Router's own.
const listeners = new Set<LiveListener>();
vi.mock("~/features/live/live-client", () => ({
  subscribeLive: (_collectionId: string, _uid: string, listener: LiveListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const hear = (resource: "favorites" | "meetings") => {
  for (const listener of listeners) listener.onChange({ resource });
};

/** Every action answer the page rendered (a reading after it clears it, as React Router does). */
const answers: string[] = [];

function Page() {
  const reads = useLoaderData() as number;
  const answer = useActionData() as string | undefined;
  if (answer) answers.push(answer);
  useLiveRevalidation({ collectionId: "fair", uid: "u1" }, ["favorites"]);
  return <p>read {reads}</p>;
}

/**
 * A page whose loader counts its readings and notes each one aborted; its action waits for `release`.
 * `loaderMs`: how long a reading takes; 0 answers at once, as fast as a browser reading a nearby server.
 */
function renderPage({ loaderMs = 5 }: { loaderMs?: number } = {}) {
  const seen = { reads: 0, aborted: 0 };
  let release = () => {};
  const router = createMemoryRouter(
    [
      {
        path: "/my",
        element: <Page />,
        // A reading takes a moment, as over a network.
        loader: async ({ request }) => {
          request.signal.addEventListener("abort", () => {
            seen.aborted += 1;
          });
          seen.reads += 1;
          const reads = seen.reads;
          if (loaderMs > 0) await new Promise((resolve) => setTimeout(resolve, loaderMs));
          return reads;
        },
        action: () =>
          new Promise<string>((resolve) => {
            release = () => resolve("sent");
          }),
      },
    ],
    { initialEntries: ["/my"] },
  );
  render(<RouterProvider router={router} />);
  return { router, seen, release: () => release() };
}

/**
 * The page shows its first reading and listens to its stream. React runs a transition's effects
 * after it has painted, so the text can be on screen before the hook has subscribed.
 */
async function firstReadShown() {
  await screen.findByText("read 1");
  await waitFor(() => expect(listeners.size).toBe(1));
}

const settled = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
  listeners.clear();
  answers.length = 0;
});

describe("useLiveRevalidation", () => {
  it("reads the page again on a change to what it shows, and not on another", async () => {
    const { seen } = renderPage();
    await firstReadShown();
    act(() => hear("meetings"));
    await settled();
    expect(seen.reads).toBe(1);
    act(() => hear("favorites"));
    await screen.findByText("read 2");
  });

  it("reads on every (re)connection of the stream", async () => {
    const { seen } = renderPage();
    await firstReadShown();
    act(() => {
      for (const listener of listeners) listener.onResync();
    });
    await screen.findByText("read 2");
    expect(seen.aborted).toBe(0);
  });

  it("a change heard while a form is sent waits for its answer and reading, then reads once more: nothing aborted", async () => {
    const { router, seen, release } = renderPage();
    await firstReadShown();
    const form = new FormData();
    form.set("body", "hello");
    void router.navigate("/my", { formMethod: "post", formData: form });
    expect(router.state.navigation.state).toBe("submitting");
    // Heard before React has rendered the submission, and again while it is under way.
    act(() => hear("favorites"));
    act(() => hear("favorites"));
    await settled();
    expect(seen.reads).toBe(1);
    // The answer comes; the router reads the page after it, and the change heard meanwhile is read once more.
    act(() => release());
    await screen.findByText("read 3");
    await settled();
    expect(seen.reads).toBe(3);
    expect(seen.aborted).toBe(0);
    expect(answers).toContain("sent");
  });

  it("with readings as fast as a browser's, the page renders a form's answer before a change heard meanwhile is read", async () => {
    const { router, seen, release } = renderPage({ loaderMs: 0 });
    await firstReadShown();
    const form = new FormData();
    form.set("body", "hello");
    void router.navigate("/my", { formMethod: "post", formData: form });
    act(() => hear("favorites"));
    // The answer comes with its reading, then the change heard meanwhile is read: that reading clears
    // the answer, which the page (the conversation's field) must have rendered first.
    act(() => release());
    await settled();
    await settled();
    expect(answers).toContain("sent");
    expect(seen.aborted).toBe(0);
    // The last reading, the one on screen, started after the change was heard.
    expect(seen.reads).toBeGreaterThanOrEqual(2);
    screen.getByText(`read ${seen.reads}`);
  });

  it("a change heard the moment the router starts reading, before React has rendered it, does not abort the reading", async () => {
    const { router, seen } = renderPage();
    await firstReadShown();
    const stop = router.subscribe((state) => {
      if (state.revalidation === "loading") {
        stop();
        hear("favorites");
      }
    });
    act(() => {
      void router.revalidate();
    });
    await screen.findByText("read 3");
    await settled();
    expect(seen.aborted).toBe(0);
    expect(seen.reads).toBe(3);
  });
});
