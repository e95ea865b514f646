import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { badgeCodeOfAddress } from "./badge-format";
import { queuedScans, queueScan, refusedScans, sendQueuedScans } from "./lead-outbox";

// Badges scanned without a network (docs/leads.md "Scanned offline"): kept
// on the device, a second scan of a badge merged into the first, sent to the
// events where the user has a desk until one takes it, a refusal kept to say
// why, and nothing sent while the browser is offline.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let posts: { url: string; body: unknown }[];
let online: boolean;

beforeEach(() => {
  posts = [];
  online = true;
  vi.stubGlobal("navigator", {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (!online) throw new TypeError("Failed to fetch");
    const body = JSON.parse(String(init?.body)) as { code: string };
    posts.push({ url, body });
    if (url.includes("/fair-b/") && body.code === "ABCDEFGHJK") return json({ lead: { id: "l1" } }, 201);
    return json({ error: { code: "not_found", message: "", messageKey: "leads:errors.badgeNotValid" } }, 404);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("scans kept on the device", () => {
  it("reads a badge's code from its addresses, and nothing else", () => {
    expect(badgeCodeOfAddress("/b/abcdefghjk")).toBe("ABCDEFGHJK");
    expect(badgeCodeOfAddress("/de/my/lead/ABCDEFGHJK?x=1")).toBe("ABCDEFGHJK");
    expect(badgeCodeOfAddress("/b/ABC")).toBeNull();
    expect(badgeCodeOfAddress("/q/ABCDEF")).toBeNull();
    expect(badgeCodeOfAddress("/de/my/badge")).toBeNull();
  });

  it("merges a second scan of a badge into the first: what it does not say, the first did", () => {
    const storage = memoryStorage();
    queueScan("u1", { id: "ABCDEFGHJK", events: ["fair-a"], score: "hot", note: "Wants samples" }, storage, 1);
    queueScan("u1", { id: "ABCDEFGHJK", events: ["fair-a"], score: null, note: "" }, storage, 2);
    expect(queuedScans("u1", storage)).toEqual([
      { id: "ABCDEFGHJK", events: ["fair-a"], score: "hot", note: "Wants samples", at: 2 },
    ]);
    expect(queuedScans("u2", storage)).toEqual([]);
  });

  it("sends nothing offline; online, each scan goes to the event that takes it, once", async () => {
    const storage = memoryStorage();
    queueScan("u1", { id: "ABCDEFGHJK", events: ["fair-a", "fair-b"], score: "warm", note: "Importer" }, storage, 1);
    online = false;
    await sendQueuedScans("u1", storage);
    expect(queuedScans("u1", storage)).toHaveLength(1);
    online = true;
    await sendQueuedScans("u1", storage);
    expect(posts.map((p) => p.url)).toEqual(["/api/collections/fair-a/leads", "/api/collections/fair-b/leads"]);
    expect(posts[1]?.body).toEqual({ code: "ABCDEFGHJK", note: "Importer", score: "warm" });
    expect(queuedScans("u1", storage)).toEqual([]);
    await sendQueuedScans("u1", storage);
    expect(posts).toHaveLength(2);
  });

  it("sends a scan whose answer was lost again after 1 s, while online, without waiting for the online event", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const storage = memoryStorage();
      queueScan("u1", { id: "ABCDEFGHJK", events: ["fair-b"], score: null, note: "" }, storage, 1);
      const answering = globalThis.fetch;
      let lost = 1;
      vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
        const answer = await answering(url, init);
        if (lost-- > 0) throw new TypeError("Failed to fetch");
        return answer;
      });
      await sendQueuedScans("u1", storage);
      expect(queuedScans("u1", storage)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(posts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(posts).toHaveLength(2);
      expect(queuedScans("u1", storage)).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(posts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a scan no event takes as refused, with the server's reason, and sends the next", async () => {
    const storage = memoryStorage();
    queueScan("u1", { id: "RENEWED234", events: ["fair-a"], score: null, note: "" }, storage, 1);
    queueScan("u1", { id: "ABCDEFGHJK", events: ["fair-b"], score: null, note: "" }, storage, 2);
    await sendQueuedScans("u1", storage);
    expect(queuedScans("u1", storage)).toEqual([]);
    expect(refusedScans("u1", storage)).toEqual([
      { code: "RENEWED234", messageKey: "leads:errors.badgeNotValid", at: 1 },
    ]);
  });
});
