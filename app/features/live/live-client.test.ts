// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { subscribeLive } from "./live-client";

// The browser's side of a stopping instance: a `reconnect` event closes the
// stream and opens a new one at once (the proxy sends it to another
// instance), and every listener reads its state again when it opens.

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string) {
    if (type === "open") this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: "{}" }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("a live stream told to reconnect", () => {
  it("closes and opens again at once, and the listeners read again", () => {
    const onResync = vi.fn();
    const stop = subscribeLive("fair", "u1", { onChange: () => {}, onResync });
    const [first] = FakeEventSource.opened;
    first.emit("open");
    expect(onResync).toHaveBeenCalledTimes(1);

    first.emit("reconnect");
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = FakeEventSource.opened[1];
    expect(second.url).toBe(first.url);
    second.emit("open");
    expect(onResync).toHaveBeenCalledTimes(2);
    stop();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });
});
