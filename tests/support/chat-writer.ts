import { connect } from "~/.server/db/connect";
import { sendMessage } from "~/features/chat/messages.server";
import type { Participant } from "~/features/people/participants.server";

// The writer of the chat durability test (app/features/chat/chat-durability.db.test.ts):
// sends messages to one conversation from several loops at once and prints
// "ack <seq> <n>" the moment each send is answered, until it is killed.
// Arguments: database URL, conversation id, the two participants as JSON.

const [url, conversationId, participantsJson] = process.argv.slice(2);
const participants = JSON.parse(participantsJson) as Participant[];
const db = connect(url, { poolSize: 4 });
const start = Date.UTC(2026, 11, 7, 9, 0);
let next = 0;

async function loop(): Promise<never> {
  for (;;) {
    const n = next++;
    const me = participants[n % participants.length];
    // A minute apart: the per-sender limit stays out of the way.
    const { message } = await sendMessage(db, me, {
      conversationId,
      body: `message ${n}`,
      clientId: `client-${n}`,
      now: new Date(start + n * 60_000),
    });
    process.stdout.write(`ack ${message.seq} ${n}\n`);
  }
}

await Promise.all([loop(), loop(), loop(), loop()]);
