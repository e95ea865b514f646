import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { apiErrorHandler } from "./api-errors";
import { jsonBodyReader } from "./read-json";

// The one place API errors become answers: the status, the error shape, and
// the headers a refusal needs (Retry-After on a 429 that knows when).

let base = "";
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  const app = express();
  app.post("/echo", jsonBodyReader("1kb"), (req, res) => {
    res.json(req.body);
  });
  app.get("/busy", () => {
    throw new AppError("limit", "Too many files are being created. Please wait for one to finish.", {
      retryAfterSeconds: 10,
    });
  });
  app.get("/limited", () => {
    throw new AppError("limit");
  });
  app.use(apiErrorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("answers a full queue 429 with Retry-After, and a plain limit without one", async () => {
  const busy = await fetch(`${base}/busy`);
  expect(busy.status).toBe(429);
  expect(busy.headers.get("retry-after")).toBe("10");
  expect(((await busy.json()) as { error: { code: string } }).error.code).toBe("limit");
  const limited = await fetch(`${base}/limited`);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toBeNull();
});

it("reads JSON holding the text rule: broken UTF-8, NUL, lone surrogates and deep nesting are 400 naming the field", async () => {
  const post = (body: string | Blob) =>
    fetch(`${base}/echo`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const ok = await post('{"name":"Rosé 🍷"}');
  expect(await ok.json()).toEqual({ name: "Rosé 🍷" });

  const broken = await post(new Blob([new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])]));
  expect(broken.status).toBe(400);
  expect(((await broken.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
    "common:errors.invalidText",
  );

  for (const [body, path] of [
    ['{"list":{"name":"a\\u0000b"}}', "list.name"],
    ['{"tags":["ok","\\udc00"]}', "tags.1"],
  ] as const) {
    const refused = await post(body);
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: { path: string; messageKey: string }[] } };
    expect(error.fields).toEqual([expect.objectContaining({ path, messageKey: "common:errors.invalidText" })]);
  }

  const deep = await post(`${"[".repeat(200)}${"]".repeat(200)}`);
  expect(deep.status).toBe(400);
  const { error } = (await deep.json()) as { error: { fields: { messageKey: string }[] } };
  expect(error.fields[0]?.messageKey).toBe("common:errors.invalid");

  const latin1 = await fetch(`${base}/echo`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=iso-8859-1" },
    body: '{"a":1}',
  });
  expect(latin1.status).toBe(415);
});
