import { describe, expect, it } from "vitest";
import { manifestHref, webManifest } from "./web-manifest";

describe("webManifest", () => {
  it("starts in the visitor's language and installs standalone over the whole site", () => {
    const manifest = webManifest("de", { name: "Uncork", description: "Der Katalog" });
    expect(manifest.start_url).toBe("/de");
    expect(manifest.lang).toBe("de");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.description).toBe("Der Katalog");
  });

  it("has 192 and 512 pixel icons, each also maskable", () => {
    const { icons } = webManifest("en", { name: "Uncork", description: "" });
    for (const size of ["192x192", "512x512"])
      for (const purpose of ["any", "maskable"])
        expect(icons.filter((icon) => icon.sizes === size && icon.purpose === purpose)).toHaveLength(1);
  });

  it("is linked with the page's language", () => {
    expect(manifestHref("it")).toBe("/manifest.webmanifest?lang=it");
  });
});
