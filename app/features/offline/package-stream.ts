import { type PackageLine, parsePackageLine } from "./package-format";

/** The package's lines as they arrive, parsed, without holding the whole body. */
export async function* packageLines(body: ReadableStream<Uint8Array>): AsyncGenerator<PackageLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = "";
  for (;;) {
    const { done, value } = await reader.read();
    // A character cut between two reads waits in the decoder for its other bytes.
    rest += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end = rest.indexOf("\n");
    while (end >= 0) {
      const line = rest.slice(0, end);
      rest = rest.slice(end + 1);
      if (line.trim()) yield parsePackageLine(line);
      end = rest.indexOf("\n");
    }
    if (done) break;
  }
  if (rest.trim()) yield parsePackageLine(rest);
}
