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
  // Text beyond ASCII before and inside the scripts: a hash is of the script's
  // UTF-8 bytes, and the offsets must not drift by the bytes of a character.
  const context = 'window.__ctx = {"name":"Château Müller – Spätlese ½ 🍷"};';
  const page = Buffer.from(
    [
      '<html lang="de"><head><title>Weingüter · Übersicht</title><script nonce="N1">',
      context,
      "</script>",
      '<script type="module" nonce="N1">import "/assets/entry.js";</script>',
      '<script src="/assets/app.js" nonce="N1"></script>',
      '<script type="application/ld+json">{"@type":"Event","name":"Fête"}</script>',
      '<SCRIPT nonce="N1">const réponse = "sí";</SCRIPT>',
      '</head><body><p>nonce="N1" in text stays, Grüße</p></body></html>',
    ].join(""),
    "utf8",
  );
  const scripts = [context, 'import "/assets/entry.js";', 'const réponse = "sí";'];

  it("lists the hash of every inline script's UTF-8 bytes, not of files or data blocks", () => {
    expect(inlineScriptHashes(page)).toEqual(scripts.map(sha));
  });

  it("loses the response's nonce and allows exactly its scripts by hash, the rest byte for byte", () => {
    const { html, policy } = cachedPagePolicy(page, "N1");
    expect(html.toString("utf8")).toBe(page.toString("utf8").replaceAll(' nonce="N1"', ""));
    expect(html.toString("utf8")).toContain('<p>nonce="N1" in text stays, Grüße</p>');
    expect(directive(policy, "script-src")).toEqual(["'self'", ...scripts.map(sha), "'wasm-unsafe-eval'"]);
  });

  it("keeps a page without the nonce as it is", () => {
    const plain = Buffer.from("<html><body><script>1</script></body></html>");
    expect(cachedPagePolicy(plain, "N1").html).toBe(plain);
    expect(cachedPagePolicy(plain, undefined).html).toBe(plain);
  });
});
