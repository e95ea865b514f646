import { describe, expect, it } from "vitest";
import { SENSORY_GROUPS, SENSORY_SCALES } from "~/features/catalogue/sensory";
import { ApiError } from "~/lib/api-client";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { sendKeptDrafts } from "./draft-sender";
import { draftKey, draftsInEditor, writeDraft } from "./note-draft";
import type { NoteWrite } from "./note-session";
import type { ClientWrite, TastingNote } from "./schemas";

// Notes sent without their editor (docs/offline-writes.md "Notes sent
// without their editor"): every waiting draft of the user, with its own
// write id and revision, once; the rest wait when the network does not answer.

const VOCABULARY = { groups: SENSORY_GROUPS, scales: SENSORY_SCALES };
const note = (text: string) => ({ rating: 4 as const, note: text, sensory: {} });

function setup(answer: (productId: string) => Error | null = () => null) {
  const storage = memoryStorage();
  const sent: { event: string; productId: string; note: string; client?: ClientWrite }[] = [];
  const write = async (event: string, _uid: string, productId: string, w: NoteWrite, client?: ClientWrite) => {
    const failure = answer(productId);
    if (failure) throw failure;
    sent.push({ event, productId, note: w.kind === "set" ? w.input.note : "", client });
    return null as TastingNote | null;
  };
  const send = () => sendKeptDrafts("u1", { storage, vocabulary: VOCABULARY, write });
  return { storage, sent, send };
}

describe("sendKeptDrafts", () => {
  it("sends each of the user's drafts once, with its own id and revision, and forgets it", async () => {
    const { storage, sent, send } = setup();
    writeDraft(storage, draftKey("fair", "u1", "p1"), note("Slate."), { writeId: "w-p1-000", baseRevision: 3 });
    writeDraft(storage, draftKey("other.fair", "u1", "p2"), note("Smoke."));
    writeDraft(storage, draftKey("fair", "u2", "p3"), note("Not mine."), { writeId: "w-p3-000" });
    await send();
    expect(sent.map(({ event, productId, note, client }) => [event, productId, note, client?.baseRevision])).toEqual([
      ["fair", "p1", "Slate.", 3],
      ["other.fair", "p2", "Smoke.", 0],
    ]);
    expect(sent[0]?.client?.id).toBe("w-p1-000");
    // A draft kept before drafts carried an id got one, the one it was sent with.
    expect(sent[1]?.client?.id).toMatch(/^[0-9a-f]{32}$/);
    expect([...storage.items.keys()]).toEqual([draftKey("fair", "u2", "p3")]);
    await send();
    expect(sent).toHaveLength(2);
  });

  it("stops at the first write without an answer: every draft waits for the next time", async () => {
    let offline = true;
    const { storage, sent, send } = setup(() => (offline ? new TypeError("Failed to fetch") : null));
    writeDraft(storage, draftKey("fair", "u1", "p1"), note("One."), { writeId: "w-p1-000" });
    writeDraft(storage, draftKey("fair", "u1", "p2"), note("Two."), { writeId: "w-p2-000" });
    await send();
    expect(storage.items.size).toBe(2);
    offline = false;
    await send();
    expect(sent.map((s) => s.client?.id)).toEqual(["w-p1-000", "w-p2-000"]);
    expect(storage.items.size).toBe(0);
  });

  it("keeps a refused draft with why, for its editor, and does not send it again from here", async () => {
    const refused = new ApiError(404, "not_found", "This product is not at this event.", "my:errors.itemNotFound");
    const { storage, sent, send } = setup((productId) => (productId === "gone" ? refused : null));
    writeDraft(storage, draftKey("fair", "u1", "gone"), note("Gone."), { writeId: "w-gone-00" });
    writeDraft(storage, draftKey("fair", "u1", "p2"), note("Two."), { writeId: "w-p2-000" });
    await send();
    await send();
    expect(sent.map((s) => s.productId)).toEqual(["p2"]);
    const kept = JSON.parse(storage.items.get(draftKey("fair", "u1", "gone")) ?? "{}");
    expect(kept).toMatchObject({ note: "Gone.", writeId: "w-gone-00", refused: "my:errors.itemNotFound" });
  });

  it("leaves a draft an editor of the page holds to it", async () => {
    const { storage, sent, send } = setup();
    const key = draftKey("fair", "u1", "p1");
    writeDraft(storage, key, note("Being written."), { writeId: "w-p1-000" });
    draftsInEditor.add(key);
    try {
      await send();
    } finally {
      draftsInEditor.delete(key);
    }
    expect(sent).toEqual([]);
    expect(storage.items.has(key)).toBe(true);
  });

  it("keeps a draft the user wrote more of while it was being sent", async () => {
    const { storage, send } = setup();
    const key = draftKey("fair", "u1", "p1");
    writeDraft(storage, key, note("First."), { writeId: "w-first-0" });
    const sending = send();
    writeDraft(storage, key, note("First. Then more."), { writeId: "w-second0" });
    await sending;
    expect(JSON.parse(storage.items.get(key) ?? "{}")).toMatchObject({
      note: "First. Then more.",
      writeId: "w-second0",
    });
  });
});
