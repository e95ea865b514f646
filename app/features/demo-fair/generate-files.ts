import type { FileKind } from "~/features/catalogue/vocabulary";
import { slugify } from "~/lib/slugify";
import { country } from "./data/countries";
import type { FairData, PdfSpec } from "./fair-data";
import type { Company } from "./generate-companies";
import type { ProductMeta } from "./generate-products";
import type { ImageFactory } from "./image-factory";
import { buildPdf } from "./pdf";
import type { Random } from "./random";
import type { Localized } from "./text/words";

// Documents attached to products (about one in five) and exhibitors (about
// three in ten). Uploaded files and live info sheets are PDFs the renderer
// writes under /media/files; linked and live ones point elsewhere.

/** A document's English name and its files.names JSON, one shared string per name. */
interface FileName {
  en: string;
  names: string;
}

const named = (en: string, de: string, fr: string, es: string, it: string): FileName => ({
  en,
  names: JSON.stringify({ en, de, fr, es, it } satisfies Localized),
});

const PRODUCT_FILES: [FileKind, FileName, number][] = [
  [
    "uploaded",
    named("Technical sheet", "Technisches Datenblatt", "Fiche technique", "Ficha técnica", "Scheda tecnica"),
    45,
  ],
  [
    "liveInfoSheet",
    named("Product info sheet", "Produktinformation", "Fiche produit", "Ficha de producto", "Scheda prodotto"),
    25,
  ],
  [
    "linked",
    named("Tasting notes", "Verkostungsnotizen", "Notes de dégustation", "Notas de cata", "Note di degustazione"),
    20,
  ],
  [
    "live",
    named("Live tasting", "Live-Verkostung", "Dégustation en direct", "Cata en directo", "Degustazione dal vivo"),
    10,
  ],
];
const EXHIBITOR_FILES: [FileKind, FileName][] = [
  [
    "uploaded",
    named(
      "Company presentation",
      "Unternehmenspräsentation",
      "Présentation de l'entreprise",
      "Presentación de la empresa",
      "Presentazione aziendale",
    ),
  ],
  [
    "uploaded",
    named("Price list 2026", "Preisliste 2026", "Tarifs 2026", "Lista de precios 2026", "Listino prezzi 2026"),
  ],
  ["linked", named("Brochure", "Broschüre", "Brochure", "Folleto", "Brochure")],
  [
    "live",
    named(
      "Live cellar tour",
      "Live-Kellerführung",
      "Visite du chai en direct",
      "Visita a la bodega en directo",
      "Visita in cantina dal vivo",
    ),
  ],
  [
    "liveInfoSheet",
    named(
      "Portfolio overview",
      "Sortimentsübersicht",
      "Aperçu de la gamme",
      "Panorama de la gama",
      "Panoramica della gamma",
    ),
  ],
];
const SITE_LANGUAGES = new Set(["en", "de", "fr", "es", "it"]);

export function generateFiles(
  root: Random,
  data: FairData,
  products: ProductMeta[],
  exhibitors: Company[],
  images: ImageFactory,
  fairName: string,
): void {
  const random = root.fork("files");
  const exhibitorById = new Map(exhibitors.map((e) => [e.id, e]));

  const languages = (company: Company) => {
    const own = country(company.country).languages.filter((l) => SITE_LANGUAGES.has(l));
    return [...new Set(random.chance(0.6) ? ["en", ...own] : own.length ? own : ["en"])];
  };

  // The PDFs and link addresses stay English; the name a page shows is in its language.
  const add = (
    ownerType: "product" | "exhibitor",
    ownerId: string,
    position: number,
    kind: FileKind,
    file: FileName,
    company: Company,
    pdf: Omit<PdfSpec, "fileId">,
  ) => {
    const id = random.id();
    let url: string;
    let size: number | null;
    if (kind === "uploaded" || kind === "liveInfoSheet") {
      const spec = { fileId: id, ...pdf };
      data.pdfs.push(spec);
      url = `/media/files/${id}.pdf`;
      size = buildPdf(spec).length;
    } else if (kind === "linked") {
      url = `https://www.${company.domain}/downloads/${slugify(`${file.en} ${pdf.title}`)}.pdf`;
      size = random.int(150_000, 3_000_000);
    } else {
      url = `https://live.${company.domain}/sessions/${id}`;
      size = null;
    }
    data.files.push({
      id,
      owner_type: ownerType,
      owner_id: ownerId,
      position,
      kind,
      name: file.en,
      names: file.names,
      languages: JSON.stringify(languages(company)),
      is_live: kind === "live" || kind === "liveInfoSheet",
      url,
      mime_type: kind === "live" ? "text/html" : "application/pdf",
      size_bytes: size,
      thumbnail_image_id: images.thumbnail(random.int(0, 15)),
    });
  };

  for (const product of products) {
    if (!random.chance(0.2)) continue;
    const company = exhibitorById.get(product.exhibitorId)!;
    const picks = random.sample(
      PRODUCT_FILES,
      random.weighted([
        [1, 75],
        [2, 25],
      ] as const),
    );
    picks.forEach(([kind, name], position) => {
      add("product", product.id, position, kind, name, company, {
        title: product.name,
        lines: [
          name.en,
          company.brand,
          [product.region, country(product.country).names.en.name].filter(Boolean).join(", "),
          product.vintage ? `Vintage ${product.vintage}` : "Non-vintage",
          fairName,
        ],
      });
    });
  }

  for (const company of exhibitors) {
    if (!random.chance(0.3)) continue;
    random.sample(EXHIBITOR_FILES, random.int(1, 3)).forEach(([kind, name], position) => {
      add("exhibitor", company.id, position, kind, name, company, {
        title: company.brand,
        lines: [
          name.en,
          `${company.city.name}, ${country(company.country).names.en.name}`,
          `Founded ${company.founded}`,
          `https://www.${company.domain}`,
          fairName,
        ],
      });
    });
  }
}
