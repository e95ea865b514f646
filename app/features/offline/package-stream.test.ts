import { describe, expect, it } from "vitest";
import { packageLines } from "./package-stream";

function bodyOf(...parts: string[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(parts.join(""));
  // Cut the bytes at awkward places: inside a line and inside a multi-byte character.
  const cuts = [0, 3, 17, bytes.indexOf(0xc3) + 1, bytes.length].filter(
    (at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]),
  );
  return new ReadableStream({
    start(controller) {
      for (let i = 1; i < cuts.length; i++) controller.enqueue(bytes.slice(cuts[i - 1], cuts[i]));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>) {
  const out = [];
  for await (const line of packageLines(body)) out.push(line);
  return out;
}

describe("packageLines", () => {
  it("parses lines cut anywhere by the network, umlauts included", async () => {
    const lines = await all(
      bodyOf(
        '{"type":"removed","entity":"product","id":"a"}\n',
        '{"type":"producer","producer":{"name":"Kellerei Süd"}}\n',
        '{"type":"end","records":2}\n',
      ),
    );
    expect(lines).toEqual([
      { type: "removed", entity: "product", id: "a" },
      { type: "producer", producer: { name: "Kellerei Süd" } },
      { type: "end", records: 2 },
    ]);
  });

  it("takes a last line without its newline", async () => {
    expect(await all(bodyOf('{"type":"end","records":0}'))).toEqual([{ type: "end", records: 0 }]);
  });

  it("refuses a line that is not part of a package", async () => {
    await expect(all(bodyOf('{"type":"virus"}\n'))).rejects.toThrow(/unknown type: virus/);
    await expect(all(bodyOf("[1,2]\n"))).rejects.toThrow(/no type/);
  });
});
