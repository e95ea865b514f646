import { beforeEach, expect, it } from "vitest";
import type { OutgoingMessage, SentMessage } from "~/.server/email/mailer";
import { type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { chatDigestChoice, DIGEST_EVERY_MS, sendChatDigests, setChatDigestChoice } from "./chat-digest.server";
import { startConversation } from "./conversations.server";
import { markRead, sendMessage } from "./messages.server";

// The digest of unread messages (docs/product/chat.md "The digest"): after
// the quiet period, once an hour at most, never twice for one message, in
// the recipient's language, not for someone who turned it off.

const QUIET = 10 * 60 * 1000;
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 7, 9, 0) + minutes * 60_000);

function outbox() {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    mail: {
      send: async (message: OutgoingMessage): Promise<SentMessage> => {
        sent.push(message);
        return { messageId: `m${sent.length}` } as unknown as SentMessage;
      },
    },
  };
}

describeEachDialect("the chat digest", (t) => {
  let f: MeetingsFixture;
  let conversationId: string;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    ({
      conversation: { id: conversationId },
    } = await startConversation(t.db, f.anna, { personId: f.rep.personId }));
  });

  const run = (now: Date, mail: ReturnType<typeof outbox>["mail"]) =>
    sendChatDigests(t.db, { now, quietMs: QUIET, origin: "https://uncork.example", mail });

  it("tells the recipient once the conversation is quiet, in the language they last wrote in, once per message", async () => {
    // Rita wrote in German before; Anna writes twice.
    const { conversation } = await startConversation(t.db, f.rep, { personId: f.bruno.personId });
    await sendMessage(t.db, f.rep, { conversationId: conversation.id, body: "Hallo Bruno", now: at(0), locale: "de" });
    await sendMessage(t.db, f.anna, { conversationId, body: "Hello Rita", now: at(1) });
    await sendMessage(t.db, f.anna, { conversationId, body: "Are you there?", now: at(2) });

    const box = outbox();
    expect(await run(at(5), box.mail)).toEqual({ sent: 0 });
    expect(await run(at(13), box.mail)).toEqual({ sent: 2 });
    const toRita = box.sent.find((m) => m.text.includes("Anna Attendee"))!;
    expect(toRita.subject).toMatch(/^2 ungelesene Nachrichten auf der /);
    expect(toRita.text).toContain("- Anna Attendee (Test Wine Merchants): 2 ungelesene Nachrichten");
    expect(toRita.text).toContain("https://uncork.example/de/my/messages?event=");
    const toBruno = box.sent.find((m) => m.text.includes("Rita Rep"))!;
    expect(toBruno.subject).toMatch(/^1 unread message at /);

    // Nothing new: nothing more, even hours later.
    expect(await run(at(200), box.mail)).toEqual({ sent: 0 });
    expect(box.sent).toHaveLength(2);
  });

  it("sends at most one an hour, leaves out what was read, and none to whoever turned it off", async () => {
    const box = outbox();
    await sendMessage(t.db, f.anna, { conversationId, body: "One", now: at(0) });
    expect(await run(at(11), box.mail)).toEqual({ sent: 1 });
    await sendMessage(t.db, f.anna, { conversationId, body: "Two", now: at(20) });
    // Quiet again, but within the hour of the last digest.
    expect(await run(at(40), box.mail)).toEqual({ sent: 0 });
    expect(await run(at(11 + DIGEST_EVERY_MS / 60_000), box.mail)).toEqual({ sent: 1 });
    // Unread is unread: the message the first digest told of still counts.
    expect(box.sent[1].text).toContain("2 unread messages");

    await sendMessage(t.db, f.anna, { conversationId, body: "Three", now: at(200) });
    await markRead(t.db, f.rep, { conversationId, seq: 3 });
    expect(await run(at(300), box.mail)).toEqual({ sent: 0 });

    expect(await chatDigestChoice(t.db, f.rep)).toBe(true);
    await setChatDigestChoice(t.db, f.rep, false);
    expect(await chatDigestChoice(t.db, f.rep)).toBe(false);
    await sendMessage(t.db, f.anna, { conversationId, body: "Four", now: at(400) });
    expect(await run(at(500), box.mail)).toEqual({ sent: 0 });
    expect(box.sent).toHaveLength(2);
  });

  it("sends one digest when two servers run at the same moment", async () => {
    await sendMessage(t.db, f.anna, { conversationId, body: "Hello", now: at(0) });
    const box = outbox();
    const results = await Promise.all(Array.from({ length: 50 }, () => run(at(30), box.mail)));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(box.sent).toHaveLength(1);
  });
});
