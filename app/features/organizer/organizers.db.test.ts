import { beforeEach, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser, makeOrganizer } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import {
  acceptOrganizerInvitations,
  addOrganizer,
  listOrganizers,
  removeOrganizer,
  withdrawInvitation,
} from "../events/organizers.server";
import { grantOrganizers, parseOrganizerEmails } from "./organizer-grants.server";

const isCode = (code: string) => (error: unknown) => error instanceof AppError && error.code === code;

describeEachDialect("the event's organizers", (t) => {
  let eventId: string;
  let first: { userId: string; email: string };

  beforeEach(async () => {
    eventId = await insertEvent(t.db, {});
    const user = await insertUser(t.db, { email: `first-${eventId}@example.com` });
    await makeOrganizer(t.db, eventId, user.id);
    first = { userId: user.id, email: user.email };
  });

  it("makes a verified account organizer at once, logs it, and changes nothing the second time", async () => {
    const alice = await insertUser(t.db, { email: `alice-${eventId}@example.com`, name: "Alice" });
    expect(await addOrganizer(t.db, { eventId, email: ` ${alice.email.toUpperCase()} `, actor: first })).toEqual({
      status: "added",
    });
    expect(await addOrganizer(t.db, { eventId, email: alice.email, actor: first })).toEqual({ status: "unchanged" });
    const { organizers, invitations } = await listOrganizers(t.db, eventId);
    expect(organizers.map((o) => o.email).sort()).toEqual([alice.email, first.email].sort());
    expect(invitations).toEqual([]);
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.actor, e.subject])).toEqual([
      ["organizer.added", first.email, alice.email],
    ]);
  });

  it("invites an address without a verified account, and the invitation becomes the role at a verified sign-in", async () => {
    const unverified = await insertUser(t.db, { email: `mallory-${eventId}@example.com`, verified: false });
    expect(await addOrganizer(t.db, { eventId, email: unverified.email, actor: first })).toEqual({
      status: "invited",
    });
    // Someone who registered the address without proving it gets nothing.
    expect(await acceptOrganizerInvitations(t.db, { ...unverified, emailVerified: false })).toBe(0);
    expect((await listOrganizers(t.db, eventId)).organizers).toHaveLength(1);
    // The owner of the address, once verified, does.
    expect(await acceptOrganizerInvitations(t.db, { ...unverified, emailVerified: true })).toBe(1);
    const after = await listOrganizers(t.db, eventId);
    expect(after.organizers.map((o) => o.email)).toContain(unverified.email);
    expect(after.invitations).toEqual([]);
    expect((await listAudit(t.db, { eventId, action: "organizer.added" })).entries).toHaveLength(1);
  });

  it("withdraws an invitation, and refuses one that does not exist", async () => {
    await addOrganizer(t.db, { eventId, email: `bob-${eventId}@example.com`, actor: first });
    await withdrawInvitation(t.db, { eventId, email: `BOB-${eventId}@example.com`, actor: first });
    expect((await listOrganizers(t.db, eventId)).invitations).toEqual([]);
    await expect(
      withdrawInvitation(t.db, { eventId, email: `bob-${eventId}@example.com`, actor: first }),
    ).rejects.toSatisfy(isCode("not_found"));
  });

  it("removes an organizer but never the last one, and writes nothing when it refuses", async () => {
    const alice = await insertUser(t.db, { email: `alice2-${eventId}@example.com` });
    await makeOrganizer(t.db, eventId, alice.id);
    await removeOrganizer(t.db, { eventId, userId: alice.id, actor: first });
    await expect(removeOrganizer(t.db, { eventId, userId: first.userId, actor: first })).rejects.toSatisfy(
      (error) =>
        error instanceof AppError &&
        error.code === "conflict" &&
        error.message === "An event keeps at least one organizer: add another before you remove this one.",
    );
    expect((await listOrganizers(t.db, eventId)).organizers.map((o) => o.userId)).toEqual([first.userId]);
    expect((await listAudit(t.db, { eventId })).entries.map((e) => e.action)).toEqual(["organizer.removed"]);
    await expect(removeOrganizer(t.db, { eventId, userId: alice.id, actor: first })).rejects.toSatisfy(
      isCode("not_found"),
    );
  });

  it("keeps exactly one organizer when 51 organizers remove one another at the same moment", async () => {
    const others = await Promise.all(
      Array.from({ length: 50 }, (_, i) => insertUser(t.db, { email: `o${i}-${eventId}@example.com` })),
    );
    for (const other of others) await makeOrganizer(t.db, eventId, other.id);
    const everyone = [first.userId, ...others.map((o) => o.id)];
    const results = await Promise.allSettled(
      everyone.map((userId) => removeOrganizer(t.db, { eventId, userId, actor: { tool: "cli" } })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(50);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toSatisfy(isCode("conflict"));
    expect((await listOrganizers(t.db, eventId)).organizers).toHaveLength(1);
    expect((await listAudit(t.db, { eventId, action: "organizer.removed", limit: 100 })).entries).toHaveLength(50);
  });

  it("grants ORGANIZER_EMAILS idempotently", async () => {
    const emails = parseOrganizerEmails(
      ` a-${eventId}@example.com, b-${eventId}@example.com;A-${eventId}@example.com `,
    );
    expect(emails).toEqual([`a-${eventId}@example.com`, `b-${eventId}@example.com`]);
    await insertUser(t.db, { email: emails[0] });
    expect(await grantOrganizers(t.db, { eventId, emails, tool: "environment" })).toEqual([
      { email: emails[0], status: "added" },
      { email: emails[1], status: "invited" },
    ]);
    expect((await grantOrganizers(t.db, { eventId, emails, tool: "environment" })).map((o) => o.status)).toEqual([
      "unchanged",
      "unchanged",
    ]);
    const log = await listAudit(t.db, { eventId, actor: "environment" });
    expect(log.entries.map((e) => e.action).sort()).toEqual(["organizer.added", "organizer.invited"]);
  });
});
