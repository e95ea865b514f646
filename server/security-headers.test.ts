import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CAMERA_PERMISSIONS_POLICY,
  cachedPagePolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  isFramedPreview,
  usesCamera,
} from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy", () => {
  it("lets scripts run only from our origin and with the response's nonce, never inline without one", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", "'wasm-unsafe-eval'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("allows the camera to our own origin on the Scan page only", () => {
    expect(usesCamera("/de/scan")).toBe(true);
    expect(usesCamera("/de/scan/x")).toBe(false);
    expect(usesCamera("/de/catalog")).toBe(false);
    expect(CAMERA_PERMISSIONS_POLICY).toContain("camera=(self)");
    expect(CAMERA_PERMISSIONS_POLICY).toContain("microphone=()");
  });

  it("lets only our own pages frame the content previews, and nothing frame any other page", () => {
    expect(directive(contentSecurityPolicy(["'nonce-abc'"], false, true), "frame-ancestors")).toEqual(["'self'"]);
    expect(isFramedPreview("/cms-preview/pages/0123456789abcdef01234567")).toBe(true);
    expect(isFramedPreview("/cms-preview/regions/0123456789abcdef01234567")).toBe(true);
    expect(isFramedPreview("/en/pages/privacy")).toBe(false);
    expect(isFramedPreview("/en/organizer/pages")).toBe(false);
  });

  it("allows Vite's inline scripts and socket only in development", () => {
    expect(directive(contentSecurityPolicy(["'nonce-abc'"], true), "script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'wasm-unsafe-eval'",
    ]);
    expect(directive(contentSecurityPolicy([], true), "connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect(directive(contentSecurityPolicy([]), "connect-src")).toEqual(["'self'"]);
  });
});

describe("a page kept in the page cache", () => {
  const page = [
    '<html><head><script nonce="N1">window.__ctx = {"a":1};</script>',
    '<script type="module" nonce="N1">import "/assets/entry.js";</script>',
    '<script src="/assets/app.js" nonce="N1"></script>',
    '<script type="application/ld+json">{"@type":"Event"}</script>',
    '</head><body><p>nonce="N1" in text stays</p></body></html>',
  ].join("");

  it("lists the hash of every inline script, not of files or data blocks", () => {
    expect(inlineScriptHashes(page)).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/entry.js";')]);
  });

  it("loses the response's nonce and allows exactly its scripts by hash", () => {
    const { html, policy } = cachedPagePolicy(page, "N1");
    expect(html).not.toContain(' nonce="N1"');
    expect(html).toContain('<p>nonce="N1" in text stays</p>');
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      sha('window.__ctx = {"a":1};'),
      sha('import "/assets/entry.js";'),
      "'wasm-unsafe-eval'",
    ]);
  });
});
