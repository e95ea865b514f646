import { beforeEach, expect, it } from "vitest";
import type { OutgoingMessage, SentMessage } from "~/.server/email/mailer";
import { type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { sendChatDigests } from "./chat-digest.server";
import { startConversation } from "./conversations.server";
import { sendMessage } from "./messages.server";

// A digest to someone who never chose a language is in the event's language,
// every word of it: the event's name too (not its English name).

describeEachDialect("the chat digest's language", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    await t.db.updateTable("events").set({ default_locale: "de" }).where("id", "=", f.eventId).execute();
    await t.db
      .insertInto("event_translations")
      .values({ event_id: f.eventId, locale: "de", name: "Testmesse", tagline: "", description: "" })
      .execute();
  });

  it("names the event in the language the digest is written in", async () => {
    const { conversation } = await startConversation(t.db, f.anna, { personId: f.rep.personId });
    const now = new Date(Date.UTC(2026, 11, 7, 9, 0));
    await sendMessage(t.db, f.anna, { conversationId: conversation.id, body: "Hallo Rita", now });
    const sent: OutgoingMessage[] = [];
    const mail = {
      send: async (message: OutgoingMessage): Promise<SentMessage> => {
        sent.push(message);
        return { id: String(sent.length), transport: "outbox" };
      },
    };
    const later = new Date(now.getTime() + 15 * 60_000);
    expect(
      await sendChatDigests(t.db, { now: later, quietMs: 10 * 60_000, origin: "https://uncork.example", mail }),
    ).toEqual({
      sent: 1,
    });
    expect(sent[0].subject).toMatch(/ungelesene Nachricht/);
    expect(`${sent[0].subject}\n${sent[0].text}`).toContain("Testmesse");
    expect(`${sent[0].subject}\n${sent[0].text}`).not.toContain("Test Fair");
  });
});
