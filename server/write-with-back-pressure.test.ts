import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { writeWithBackPressure } from "./write-with-back-pressure";

/** A stream that takes one small chunk at a time, a little later: every write waits. */
function slowStream() {
  const received: string[] = [];
  const out = new Writable({
    highWaterMark: 4,
    write(chunk, _encoding, done) {
      received.push(String(chunk));
      setImmediate(done);
    },
  });
  return { out, received };
}

describe("writing with back-pressure", () => {
  it("waits for every drain, in order, and leaves no listener behind however often it waits", async () => {
    const { out, received } = slowStream();
    const before = { close: out.listenerCount("close"), error: out.listenerCount("error") };
    for (let at = 0; at < 200; at++) await writeWithBackPressure(out, `line ${at}\n`);
    expect(received).toHaveLength(200);
    expect(received.at(-1)).toBe("line 199\n");
    expect(out.listenerCount("close")).toBe(before.close);
    expect(out.listenerCount("error")).toBe(before.error);
    expect(out.listenerCount("drain")).toBe(0);
  });

  it("stops waiting when the stream closes (the client left), and writes nothing more", async () => {
    const { out, received } = slowStream();
    const waiting = writeWithBackPressure(out, "a long first line\n");
    out.destroy();
    await waiting;
    await writeWithBackPressure(out, "never\n");
    expect(received).not.toContain("never\n");
  });
});
