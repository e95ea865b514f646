import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { requestIdOf, runInRequestScope } from "./request-scope";

function jsonLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger("json", destination), lines: () => lines.map((line) => JSON.parse(line)) };
}

describe("LOG_FORMAT=json", () => {
  it("writes one JSON line per request, with the request's id, route, status, duration and bytes", async () => {
    const { log, lines } = jsonLogger();
    runInRequestScope({ requestId: "nginx-4f2a" }, () =>
      log.request({ method: "GET", route: "page:routes/product", status: 200, durationMs: 3.2, bytes: 1200 }),
    );
    await new Promise((done) => setImmediate(done));
    expect(lines()).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        requestId: "nginx-4f2a",
        method: "GET",
        route: "page:routes/product",
        status: 200,
        durationMs: 3.2,
        bytes: 1200,
      }),
    ]);
  });

  it("gives an error logged during a request that request's id and the error's stack", async () => {
    const { log, lines } = jsonLogger();
    runInRequestScope({ requestId: "r-1" }, () => log.error("unexpected error", new Error("boom")));
    log.info("outside any request");
    await new Promise((done) => setImmediate(done));
    const [error, info] = lines();
    expect(error).toMatchObject({ level: "error", requestId: "r-1", msg: "unexpected error" });
    expect(error.err.message).toBe("boom");
    expect(error.err.stack).toContain("logger.test.ts");
    expect(info).toMatchObject({ level: "info", msg: "outside any request" });
    expect(info).not.toHaveProperty("requestId");
  });
});

describe("a request's id", () => {
  it("is the proxy's X-Request-Id when it has the shape of one", () => {
    expect(requestIdOf("0f3c8e2ab1d94c7e9a6b5d4c3b2a1f0e")).toBe("0f3c8e2ab1d94c7e9a6b5d4c3b2a1f0e");
    expect(requestIdOf(["a.b_c-1", "second"])).toBe("a.b_c-1");
  });

  it("is one of our own when the header is missing, too long or carries anything else", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const sent of [undefined, "", "x".repeat(65), 'id"\n{"level":"fatal"}', "a b"])
      expect(requestIdOf(sent)).toMatch(uuid);
  });
});
