import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingWriteCount, trackWrite } from "./pending-writes";

describe("pending writes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks before leaving while a write is under way, and no longer once every write settled", async () => {
    const listeners = new Map<string, EventListener>();
    vi.stubGlobal("window", {
      addEventListener: (type: string, listener: EventListener) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    let finish: (value: string) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const first = trackWrite(() => new Promise<string>((resolve) => (finish = resolve)));
    const second = trackWrite(() => new Promise<string>((_, reject) => (fail = reject)));
    expect(pendingWriteCount()).toBe(2);
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    listeners.get("beforeunload")?.(event as unknown as Event);
    expect(event.preventDefault).toHaveBeenCalled();

    finish("saved");
    expect(await first).toBe("saved");
    expect(listeners.has("beforeunload")).toBe(true);
    fail(new Error("refused"));
    await expect(second).rejects.toThrow("refused");
    expect(pendingWriteCount()).toBe(0);
    expect(listeners.has("beforeunload")).toBe(false);
  });
});
