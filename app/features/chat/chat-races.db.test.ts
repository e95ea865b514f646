import { beforeEach, expect, it } from "vitest";
import { type MeetingsFixture, manyAttendees, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { listConversations, startConversation } from "./conversations.server";
import { listMessages, sendMessage } from "./messages.server";

// The database keeps the order of messages and loses none when many are sent
// at once (docs/product/chat.md "Messages"), on SQLite and PostgreSQL.

describeEachDialect("chat races", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
  });

  it("numbers 50 concurrent messages of one conversation 1…50 in commit order, none lost or doubled", async () => {
    const { conversation } = await startConversation(t.db, f.anna, { personId: f.rep.personId });
    const sends = Array.from({ length: 50 }, (_, i) =>
      sendMessage(t.db, i % 2 ? f.rep : f.anna, {
        conversationId: conversation.id,
        body: `Message ${i}`,
        clientId: `client-${i}`,
      }),
    );
    const results = await Promise.all(sends);
    const seqs = results.map((r) => r.message.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    const stored = await listMessages(t.db, f.rep, { conversationId: conversation.id, limit: 200 });
    expect(stored.messages.map((m) => m.seq)).toEqual(seqs);
    expect(new Set(stored.messages.map((m) => m.body)).size).toBe(50);
    // Numbers follow the commit order: no message is timed before an earlier number.
    for (let i = 1; i < stored.messages.length; i++)
      expect(stored.messages[i].sentAt >= stored.messages[i - 1].sentAt).toBe(true);
    const [row] = await t.db
      .selectFrom("chat_conversations")
      .select("last_seq")
      .where("id", "=", conversation.id)
      .execute();
    expect(Number(row.last_seq)).toBe(50);
  });

  it("gives two people starting the same conversation 50 times at once one conversation", async () => {
    const starts = Array.from({ length: 50 }, (_, i) =>
      startConversation(t.db, i % 2 ? f.rep : f.anna, { personId: i % 2 ? f.anna.personId : f.rep.personId }),
    );
    const results = await Promise.all(starts);
    expect(new Set(results.map((r) => r.conversation.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await t.db.selectFrom("chat_conversations").select("id").where("event_id", "=", f.eventId).execute();
    expect(rows).toHaveLength(1);
    const participants = await t.db
      .selectFrom("chat_participants")
      .select("person_id")
      .where("conversation_id", "=", rows[0].id)
      .execute();
    expect(participants).toHaveLength(2);
  });

  it("delivers 50 visitors writing to one representative at once into 50 conversations", async () => {
    const visitors = await manyAttendees(t.db, f.eventId, 50);
    await Promise.all(
      visitors.map(async (me, i) => {
        const { conversation } = await startConversation(t.db, me, { personId: f.rep.personId });
        await sendMessage(t.db, me, { conversationId: conversation.id, body: `Hello from ${i}` });
      }),
    );
    const inbox = await listConversations(t.db, f.rep);
    expect(inbox.conversations).toHaveLength(50);
    expect(inbox.unreadTotal).toBe(50);
    expect(new Set(inbox.conversations.map((c) => c.lastMessage?.body)).size).toBe(50);
  });
});
