import type { FileKind } from "~/features/catalogue/vocabulary";
import { country } from "./data/countries";
import type { FairData, PdfSpec } from "./fair-data";
import type { Company } from "./generate-companies";
import type { ProductMeta } from "./generate-products";
import type { ImageFactory } from "./image-factory";
import { slugify } from "./names";
import { buildPdf } from "./pdf";
import type { Random } from "./random";

// Documents attached to products (about one in five) and exhibitors (about
// three in ten). Uploaded files and live info sheets are PDFs the renderer
// writes under /media/files; linked and live ones point elsewhere.

const PRODUCT_FILES: [FileKind, string, number][] = [
  ["uploaded", "Technical sheet", 45], ["liveInfoSheet", "Product info sheet", 25], ["linked", "Tasting notes", 20], ["live", "Live tasting", 10],
];
const EXHIBITOR_FILES: [FileKind, string][] = [
  ["uploaded", "Company presentation"], ["uploaded", "Price list 2026"], ["linked", "Brochure"], ["live", "Live cellar tour"], ["liveInfoSheet", "Portfolio overview"],
];
const SITE_LANGUAGES = new Set(["en", "de", "fr", "es", "it"]);

export function generateFiles(root: Random, data: FairData, products: ProductMeta[], exhibitors: Company[], images: ImageFactory, fairName: string): void {
  const random = root.fork("files");
  const exhibitorById = new Map(exhibitors.map((e) => [e.id, e]));

  const languages = (company: Company) => {
    const own = country(company.country).languages.filter((l) => SITE_LANGUAGES.has(l));
    return [...new Set(random.chance(0.6) ? ["en", ...own] : own.length ? own : ["en"])];
  };

  const add = (ownerType: "product" | "exhibitor", ownerId: string, position: number, kind: FileKind, name: string, company: Company, pdf: Omit<PdfSpec, "fileId">) => {
    const id = random.id();
    let url: string;
    let size: number | null;
    if (kind === "uploaded" || kind === "liveInfoSheet") {
      const spec = { fileId: id, ...pdf };
      data.pdfs.push(spec);
      url = `/media/files/${id}.pdf`;
      size = buildPdf(spec).length;
    } else if (kind === "linked") {
      url = `https://www.${company.domain}/downloads/${slugify(`${name} ${pdf.title}`)}.pdf`;
      size = random.int(150_000, 3_000_000);
    } else {
      url = `https://live.${company.domain}/sessions/${id}`;
      size = null;
    }
    data.files.push({
      id, owner_type: ownerType, owner_id: ownerId, position, kind, name, languages: JSON.stringify(languages(company)),
      is_live: kind === "live" || kind === "liveInfoSheet", url, mime_type: kind === "live" ? "text/html" : "application/pdf",
      size_bytes: size, thumbnail_image_id: images.thumbnail(random.int(0, 15)),
    });
  };

  for (const product of products) {
    if (!random.chance(0.2)) continue;
    const company = exhibitorById.get(product.exhibitorId)!;
    const picks = random.sample(PRODUCT_FILES, random.weighted([[1, 75], [2, 25]] as const));
    picks.forEach(([kind, name], position) => {
      add("product", product.id, position, kind, name, company, {
        title: product.name,
        lines: [name, company.brand, [product.region, country(product.country).names.en.name].filter(Boolean).join(", "), product.vintage ? `Vintage ${product.vintage}` : "Non-vintage", fairName],
      });
    });
  }

  for (const company of exhibitors) {
    if (!random.chance(0.3)) continue;
    random.sample(EXHIBITOR_FILES, random.int(1, 3)).forEach(([kind, name], position) => {
      add("exhibitor", company.id, position, kind, name, company, {
        title: company.brand,
        lines: [name, `${company.city.name}, ${country(company.country).names.en.name}`, `Founded ${company.founded}`, `https://www.${company.domain}`, fairName],
      });
    });
  }
}
