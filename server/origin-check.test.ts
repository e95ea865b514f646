import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireSameOrigin } from "./origin-check";

// The check in front of every browser-facing write (pages, /api, /api/auth).

describe("requireSameOrigin", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(requireSameOrigin);
    app.all("/{*any}", (_req, res) => res.json({ ok: true }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => server.close());

  const send = (method: string, headers: Record<string, string>) =>
    fetch(`${base}/en/sign-in/link`, { method, headers });

  it("lets reads through from anywhere", async () => {
    expect((await send("GET", { origin: "https://evil.example" })).status).toBe(200);
  });

  it("lets writes through from our own pages", async () => {
    expect((await send("POST", { origin: base })).status).toBe(200);
    expect((await send("PUT", { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("refuses writes another site's page sends, with 'No permission.'", async () => {
    const response = await send("POST", { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "forbidden", message: "No permission.", messageKey: "common:errors.forbidden" },
    });
    expect((await send("DELETE", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("lets clients without a browser's headers through (they carry no ambient cookies)", async () => {
    expect((await send("POST", {})).status).toBe(200);
  });
});
