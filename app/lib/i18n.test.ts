import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";

const messages = () => ({
  common: { nav: { home: "Accueil" }, greeting: "Bonjour {{name}} !" },
  catalogue: {
    count_one: "{{count}} produit",
    count_many: "{{formatted}} de produits",
    count_other: "{{count}} produits",
  },
  lists: { only_other: "{{count}} listes" },
});

describe("createI18n", () => {
  const i18n = createI18n("fr", messages());

  it("reads nested keys of the default namespace and of a named one", () => {
    expect(i18n.t("nav.home")).toBe("Accueil");
    expect(i18n.t("catalogue:count", { count: 1 })).toBe("1 produit");
    expect(i18n.namespaced("catalogue")("count", { count: 2 })).toBe("2 produits");
  });

  it("chooses the CLDR plural form of the language, falling back to other", () => {
    expect(i18n.t("catalogue:count", { count: 1_000_000, formatted: "1 million" })).toBe("1 million de produits");
    expect(i18n.t("lists:only", { count: 1 })).toBe("1 listes");
  });

  it("interpolates, leaving an empty string for a missing value", () => {
    expect(i18n.t("greeting", { name: "Anna" })).toBe("Bonjour Anna !");
    expect(i18n.t("greeting")).toBe("Bonjour {{name}} !");
    expect(i18n.t("greeting", {})).toBe("Bonjour  !");
  });

  it("answers defaultValue, else the key, for an unknown key", () => {
    expect(i18n.t("catalogue:vocab.color.amber", { defaultValue: "amber" })).toBe("amber");
    expect(i18n.t("nope.nothing")).toBe("nope.nothing");
  });

  it("keeps one instance and one t per namespace for a message set", () => {
    const set = messages();
    const a = createI18n("fr", set);
    expect(createI18n("fr", set)).toBe(a);
    expect(a.namespaced("lists")).toBe(a.namespaced("lists"));
    expect(createI18n("fr", messages())).not.toBe(a);
  });
});
