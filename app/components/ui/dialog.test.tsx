// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

afterEach(cleanup);

function Page({ width }: { width?: "narrow" }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement>();
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          setOpener(event.currentTarget);
          setOpen(true);
        }}
      >
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Sign in"
        closeLabel="Close"
        returnFocusTo={opener}
        width={width}
      >
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is named by its one heading, focuses itself rather than the close button, at most the dialog width", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in" });
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Sign in"]);
    expect(document.activeElement).toBe(dialog);
    expect(dialog.className).toContain("max-w-dialog");
  });

  it("narrows for a short form", () => {
    render(<Page width="narrow" />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in" });
    expect(dialog.className).toContain("max-w-md");
    expect(dialog.className).not.toContain("max-w-dialog");
  });

  it("closes with its button and gives the focus back to the control that opened it", async () => {
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Open" });
    fireEvent.click(opener);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    // Radix moves the focus on the turn after the dialog has gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
