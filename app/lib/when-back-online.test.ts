// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ONLINE_SETTLE_MS, whenBackOnline } from "./when-back-online";

let onLine = false;

beforeEach(() => {
  vi.useFakeTimers();
  onLine = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => onLine);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const goOnline = () => {
  onLine = true;
  window.dispatchEvent(new Event("online"));
};
const goOffline = () => {
  onLine = false;
  window.dispatchEvent(new Event("offline"));
};

describe("whenBackOnline", () => {
  it("sends once the browser has stayed online for a moment", () => {
    const send = vi.fn();
    const stop = whenBackOnline(send);
    goOnline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it("sends nothing for an online blip: offline again, or navigator.onLine false again without an event", () => {
    const send = vi.fn();
    const stop = whenBackOnline(send);
    goOnline();
    vi.advanceTimersByTime(19);
    goOffline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS * 2);
    // Chromium's emulation as a page is left: online, then onLine false with no `offline` event.
    window.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(ONLINE_SETTLE_MS * 2);
    expect(send).not.toHaveBeenCalled();
    stop();
  });

  it("sends once for several online events in a row, and nothing after it is stopped", () => {
    const send = vi.fn();
    const stop = whenBackOnline(send);
    goOnline();
    vi.advanceTimersByTime(50);
    goOnline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    stop();
    goOnline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
