import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd } from "./structured-data";
import type { Product } from "./types";

const product = {
  id: "p1",
  name: "Clos des Pierres",
  vintage: 2021,
  kind: "Wine",
  description: "Chenin on schist.",
  producer: { id: "pr1", name: "Domaine du Clos", country: "FR", region: "Loire", isExhibitor: false },
  bottleImage: { src: "/media/b.webp" },
  price: 24.5,
  currency: "eur",
  alcohol: 13.5,
  gtin: "",
  eanBottle: "3760000000001",
} as unknown as Product;

describe("productJsonLd", () => {
  it("describes the product with its brand, image, awards, offer and alcohol", () => {
    const ld = productJsonLd({
      origin: "https://fair.example",
      url: "https://fair.example/p/en/x",
      product,
      awardLabels: ["Gold Concours 2023"],
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Clos des Pierres 2021",
      url: "https://fair.example/p/en/x",
      image: "https://fair.example/media/b.webp",
      description: "Chenin on schist.",
      brand: { "@type": "Brand", name: "Domaine du Clos" },
      manufacturer: {
        "@type": "Organization",
        name: "Domaine du Clos",
        address: { "@type": "PostalAddress", addressCountry: "FR" },
      },
      category: "Wine",
      gtin: "3760000000001",
      award: ["Gold Concours 2023"],
      offers: { "@type": "Offer", price: 24.5, priceCurrency: "EUR", url: "https://fair.example/p/en/x" },
      additionalProperty: [{ "@type": "PropertyValue", name: "Alcohol", value: 13.5, unitText: "% vol" }],
    });
  });

  it("says nothing it does not know: no offer without a price, no image, no awards", () => {
    const ld = productJsonLd({
      origin: "o",
      url: "u",
      product: { ...product, price: null, bottleImage: null, alcohol: null, description: "" },
      awardLabels: [],
    });
    for (const key of ["offers", "image", "award", "additionalProperty", "description"])
      expect(ld).not.toHaveProperty(key);
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the crumbs with canonical URLs in the page's locale, the last being the page", () => {
    const ld = breadcrumbJsonLd({
      origin: "https://fair.example",
      locale: "de",
      currentPath: "/p/events/e1/exhibitors/x1",
      crumbs: [
        { label: "Fair", to: "/p/events/e1" },
        { label: "Aussteller", to: "/p/events/e1/exhibitors" },
        { label: "Weingut" },
      ],
    });
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Fair", item: "https://fair.example/p/de/events/e1" },
      { "@type": "ListItem", position: 2, name: "Aussteller", item: "https://fair.example/p/de/events/e1/exhibitors" },
      { "@type": "ListItem", position: 3, name: "Weingut", item: "https://fair.example/p/de/events/e1/exhibitors/x1" },
    ]);
  });
});

describe("organizationJsonLd and itemListJsonLd", () => {
  it("describe an organisation without empty fields", () => {
    const ld = organizationJsonLd({
      origin: "https://f.example",
      url: "https://f.example/x",
      name: "Aurora",
      description: "",
      logo: null,
      website: "https://aurora.example",
      email: "",
      country: "IT",
      founded: 1952,
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Aurora",
      url: "https://f.example/x",
      sameAs: "https://aurora.example",
      foundingDate: "1952",
      address: { "@type": "PostalAddress", addressCountry: "IT" },
    });
  });

  it("numbers the items of a list", () => {
    const ld = itemListJsonLd({
      origin: "https://f.example",
      locale: "en",
      name: "Picks",
      items: [{ name: "A", to: "/p/events/e/products/by-exhibitor/x/a" }],
    });
    expect(ld).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 1, name: "A", url: "https://f.example/p/en/events/e/products/by-exhibitor/x/a" }],
    });
  });
});
