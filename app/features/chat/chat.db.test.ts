import { afterEach, beforeEach, expect, it } from "vitest";
import { MEETING_MESSAGES } from "~/features/meetings/meeting-messages";
import { requestMeeting } from "~/features/meetings/meetings.server";
import {
  appError,
  bookingForm,
  listenToUserChanges,
  type MeetingsFixture,
  manyAttendees,
  meetingsFixture,
} from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { blockInConversation, reportConversation, unblockInConversation } from "./blocks-and-reports.server";
import { handleChatReport, listChatReports } from "./chat-reports.server";
import { CHAT_MESSAGES, CONVERSATIONS_PER_HOUR, MESSAGES_PER_MINUTE } from "./chat-rules";
import type { ChatUpdate } from "./chat-views";
import { getConversation, listConversations, startConversation, unreadTotal } from "./conversations.server";
import { listMessages, markRead, sendMessage } from "./messages.server";

// Chat between the people of an event (docs/product/chat.md), on SQLite and
// PostgreSQL: who may write to whom, read state, blocks, reports, limits,
// paging, and the order of messages when many are sent at once.

const minute = (n: number) => new Date(Date.UTC(2026, 11, 7, 9, n));

describeEachDialect("chat", (t) => {
  let f: MeetingsFixture;
  let heard: ReturnType<typeof listenToUserChanges>;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    heard = listenToUserChanges();
  });
  afterEach(() => heard.stop());

  it("lets a visitor write to a representative, who sees it unread, reads it and answers", async () => {
    const { conversation, created } = await startConversation(t.db, f.anna, { personId: f.rep.personId });
    expect(created).toBe(true);
    expect(conversation.with).toMatchObject({ personId: f.rep.personId, name: "Rita Rep", kind: "representative" });
    await sendMessage(t.db, f.anna, {
      conversationId: conversation.id,
      body: "  Hello Rita,\r\nsee https://example.com/x. ",
    });

    const reps = await listConversations(t.db, f.rep);
    expect(reps.unreadTotal).toBe(1);
    expect(reps.conversations).toHaveLength(1);
    expect(reps.conversations[0]).toMatchObject({
      id: conversation.id,
      with: { personId: f.anna.personId, name: "Anna Attendee" },
      unread: 1,
      lastMessage: { seq: 1, mine: false, body: "Hello Rita,\nsee https://example.com/x." },
    });
    // Both participants' open pages heard it, each as they see it.
    const updates = heard.messages.filter((m) => m.resource === "chat");
    const forRep = updates.find((m) => m.userId === f.rep.userId)?.set?.[0] as ChatUpdate;
    const forAnna = updates.find((m) => m.userId === f.anna.userId)?.set?.[0] as ChatUpdate;
    expect(forRep).toEqual({
      conversationId: conversation.id,
      message: expect.objectContaining({ seq: 1, mine: false }),
    });
    expect(forAnna).toEqual({
      conversationId: conversation.id,
      message: expect.objectContaining({ seq: 1, mine: true }),
    });

    expect(await markRead(t.db, f.rep, { conversationId: conversation.id, seq: 99 })).toEqual({ readSeq: 1 });
    expect(await unreadTotal(t.db, f.rep)).toBe(0);
    // Read positions never go back.
    expect(await markRead(t.db, f.rep, { conversationId: conversation.id, seq: 0 })).toEqual({ readSeq: 1 });

    await sendMessage(t.db, f.rep, { conversationId: conversation.id, body: "Hello Anna" });
    const { messages, next } = await listMessages(t.db, f.anna, { conversationId: conversation.id });
    expect(messages.map((m) => [m.seq, m.mine, m.body])).toEqual([
      [1, true, "Hello Rita,\nsee https://example.com/x."],
      [2, false, "Hello Anna"],
    ]);
    expect(next).toBeNull();
    expect(await unreadTotal(t.db, f.anna)).toBe(1);
    // Starting again is the same conversation, from either side.
    expect((await startConversation(t.db, f.rep, { personId: f.anna.personId })).conversation.id).toBe(conversation.id);
  });

  it("refuses whom one may not write to, with the spec's words", async () => {
    // Attendees see (and accept chats from) representatives only.
    await expect(startConversation(t.db, f.anna, { personId: f.bruno.personId })).rejects.toEqual(
      appError("not_found", CHAT_MESSAGES.personNotFound),
    );
    await expect(startConversation(t.db, f.anna, { personId: f.anna.personId })).rejects.toEqual(
      appError("forbidden", CHAT_MESSAGES.ownConversation),
    );
    await expect(startConversation(t.db, f.anna, { personId: "nobody" })).rejects.toEqual(
      appError("not_found", CHAT_MESSAGES.personNotFound),
    );
    // A representative who accepts chats from representatives only.
    await t.db
      .insertInto("user_profiles")
      .values({
        event_id: f.eventId,
        user_id: f.rep2.userId,
        primary_role: "REPRESENTATIVE",
        data: JSON.stringify({ acceptsChatsFrom: ["REPRESENTATIVE"] }),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await expect(startConversation(t.db, f.anna, { personId: f.rep2.personId })).rejects.toEqual(
      appError("forbidden", CHAT_MESSAGES.notAccepted),
    );
    await expect(startConversation(t.db, f.rep, { personId: f.rep2.personId })).resolves.toMatchObject({
      created: true,
    });
    // Someone else's conversation is not found.
    const { conversation } = await startConversation(t.db, f.anna, { personId: f.rep.personId });
    await expect(listMessages(t.db, f.bruno, { conversationId: conversation.id })).rejects.toEqual(
      appError("not_found", CHAT_MESSAGES.conversationNotFound),
    );
    await expect(sendMessage(t.db, f.bruno, { conversationId: conversation.id, body: "hi" })).rejects.toEqual(
      appError("not_found", CHAT_MESSAGES.conversationNotFound),
    );
    await expect(sendMessage(t.db, f.anna, { conversationId: conversation.id, body: " \n " })).rejects.toEqual(
      appError("invalid", CHAT_MESSAGES.bodyRequired),
    );
    await expect(
      sendMessage(t.db, f.anna, { conversationId: conversation.id, body: "x".repeat(2_001) }),
    ).rejects.toEqual(appError("invalid", CHAT_MESSAGES.bodyTooLong));
    expect((await getConversation(t.db, f.anna, conversation.id)).lastSeq).toBe(0);
  });

  it("stops a blocked person's next message and new conversations, until the block is lifted", async () => {
    const { conversation } = await startConversation(t.db, f.anna, { personId: f.rep.personId });
    await sendMessage(t.db, f.anna, { conversationId: conversation.id, body: "Buy my wine list" });
    await blockInConversation(t.db, f.rep, { conversationId: conversation.id });
    await blockInConversation(t.db, f.rep, { conversationId: conversation.id });
    expect((await getConversation(t.db, f.rep, conversation.id)).blockedByMe).toBe(true);
    await expect(sendMessage(t.db, f.anna, { conversationId: conversation.id, body: "Hello?" })).rejects.toEqual(
      appError("forbidden", CHAT_MESSAGES.blocked),
    );
    // The one who blocked may still write; the blocked one sees nothing of the block but the refusal.
    await sendMessage(t.db, f.rep, { conversationId: conversation.id, body: "Please stop." });
    expect((await getConversation(t.db, f.anna, conversation.id)).blockedByMe).toBe(false);

    const { reportId } = await reportConversation(t.db, f.rep, { conversationId: conversation.id, reason: "Spam" });
    const report = await t.db
      .selectFrom("chat_reports")
      .selectAll()
      .where("id", "=", reportId)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({ reporter_id: f.rep.personId, reported_id: f.anna.personId, reason: "Spam" });
    expect(Number(report.last_seq)).toBe(2);

    // Nor may the blocked person request a meeting with the one who blocked them.
    await expect(requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId) })).rejects.toEqual(
      appError("forbidden", MEETING_MESSAGES.notAccepted),
    );

    // The organizers read the report with the conversation as it was, and one of them marks it handled.
    const [open] = await listChatReports(t.db, { eventId: f.eventId, handled: false });
    expect(open).toMatchObject({ reporter: "Rita Rep", reported: "Anna Attendee", reason: "Spam", handledAt: null });
    expect(open.messages.map((m) => [m.sender, m.body])).toEqual([
      ["Anna Attendee", "Buy my wine list"],
      ["Rita Rep", "Please stop."],
    ]);
    const audit = { tool: "cli" } as const;
    const handled = await Promise.allSettled(
      Array.from({ length: 50 }, () => handleChatReport(t.db, { eventId: f.eventId, reportId, audit })),
    );
    expect(handled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await listChatReports(t.db, { eventId: f.eventId, handled: false })).toEqual([]);
    expect(await listChatReports(t.db, { eventId: f.eventId, handled: true })).toHaveLength(1);
    const entries = await t.db.selectFrom("audit_log").select("action").where("subject", "=", reportId).execute();
    expect(entries).toEqual([{ action: "chat.reportHandled" }]);

    await unblockInConversation(t.db, f.rep, { conversationId: conversation.id });
    await expect(requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId) })).resolves.toMatchObject({
      status: "requested",
    });
    await expect(sendMessage(t.db, f.anna, { conversationId: conversation.id, body: "Sorry." })).resolves.toMatchObject(
      { message: { seq: 3 } },
    );
  });

  it("keeps a retried send one message, and pages back through the history", async () => {
    const { conversation } = await startConversation(t.db, f.rep, { personId: f.anna.personId });
    const first = await sendMessage(t.db, f.rep, { conversationId: conversation.id, body: "One", clientId: "c-1" });
    const again = await sendMessage(t.db, f.rep, { conversationId: conversation.id, body: "One", clientId: "c-1" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ message: first.message, created: false });
    for (let i = 2; i <= 120; i++)
      await sendMessage(t.db, i % 2 ? f.rep : f.anna, {
        conversationId: conversation.id,
        body: `Message ${i}`,
        now: minute(i),
      });
    const page1 = await listMessages(t.db, f.anna, { conversationId: conversation.id });
    expect(page1.messages.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 71 + i));
    expect(page1.next).toBe(71);
    const page2 = await listMessages(t.db, f.anna, { conversationId: conversation.id, before: page1.next! });
    expect(page2.messages.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 21 + i));
    const page3 = await listMessages(t.db, f.anna, { conversationId: conversation.id, before: page2.next! });
    expect(page3.messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 1 + i));
    expect(page3.next).toBeNull();
  });

  it("limits messages a minute and conversations started an hour", async () => {
    const { conversation } = await startConversation(t.db, f.rep, { personId: f.anna.personId });
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++)
      await sendMessage(t.db, f.rep, {
        conversationId: conversation.id,
        body: `m${i}`,
        now: new Date(minute(0).getTime() + i * 1000),
      });
    await expect(
      sendMessage(t.db, f.rep, {
        conversationId: conversation.id,
        body: "one too many",
        now: new Date(minute(0).getTime() + 40_000),
      }),
    ).rejects.toEqual(appError("limit", CHAT_MESSAGES.tooManyMessages));
    // A minute after the first, one more may go.
    await expect(
      sendMessage(t.db, f.rep, {
        conversationId: conversation.id,
        body: "later",
        now: new Date(minute(1).getTime() + 500),
      }),
    ).resolves.toMatchObject({ created: true });

    const people = await manyAttendees(t.db, f.eventId, CONVERSATIONS_PER_HOUR);
    // The first conversation (with Anna) counts too.
    for (const person of people.slice(0, CONVERSATIONS_PER_HOUR - 1))
      await startConversation(t.db, f.rep, { personId: person.personId });
    await expect(startConversation(t.db, f.rep, { personId: people.at(-1)!.personId })).rejects.toEqual(
      appError("limit", CHAT_MESSAGES.tooManyConversations),
    );
  });
});
