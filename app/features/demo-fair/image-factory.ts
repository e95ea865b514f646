import type { BottleSpec, FairData, ImageSpec, ImageVariant, LogoSpec, ThumbnailSpec } from "./fair-data";
import type { Random } from "./random";

// Image rows and the specs to render them. Bottle renderings and document
// thumbnails are shared by every product or file that looks the same, so a
// fair of 100,000 products still renders a few dozen bottles.
//
// The rows carry no alt text: a shared rendering cannot name its product, and
// a stored text would be in one language. The pages say what an image shows
// in the page's language ("Flasche {name}", "Logo von {name}") or mark it
// decorative; `images.alt` stays for the texts that imports bring.

const BOTTLE_WIDTHS = [80, 160, 320];
const LOGO_WIDTHS = [64, 128, 256];
const THUMBNAIL_WIDTHS = [96, 192];

function variants(id: string, widths: number[], ratio: number): ImageVariant[] {
  return widths.map((width) => ({ width, height: Math.round(width * ratio), src: `/media/img/${id}-${width}.webp` }));
}

export class ImageFactory {
  private readonly bottles = new Map<string, string>();
  private readonly thumbnails: string[] = [];

  constructor(
    private readonly random: Random,
    private readonly data: FairData,
    private readonly createdAt: string,
  ) {}

  /** The row's size is the largest variant's, except for thumbnails: those are 96×136 (docs/product/catalogue.md) with a 2× variant. */
  private add(spec: ImageSpec, color: string): string {
    const size = spec.kind === "thumbnail" ? spec.variants[0] : spec.variants[spec.variants.length - 1];
    this.data.images.push({
      id: spec.imageId,
      width: size.width,
      height: size.height,
      alt: "",
      variants: JSON.stringify(spec.variants),
      // A solid colour, shown while the image loads: 7 bytes on a page instead of a 400-byte SVG.
      placeholder: color,
      created_at: this.createdAt,
    });
    this.data.imageSpecs.push(spec);
    return spec.imageId;
  }

  /** The shared rendering of a bottle that looks like `bottle`. */
  bottle(bottle: BottleSpec): string {
    const key = `${bottle.shape}|${bottle.glass}|${bottle.liquid}|${bottle.label}|${bottle.accent}`;
    let id = this.bottles.get(key);
    if (!id) {
      const imageId = this.random.id();
      id = this.add({ imageId, kind: "bottle", bottle, variants: variants(imageId, BOTTLE_WIDTHS, 3) }, bottle.glass);
      this.bottles.set(key, id);
    }
    return id;
  }

  logo(logo: LogoSpec): string {
    const imageId = this.random.id();
    return this.add({ imageId, kind: "logo", logo, variants: variants(imageId, LOGO_WIDTHS, 1) }, logo.primary);
  }

  /** One of a small set of page-like previews, 96×136 (and 2× for dense screens). */
  thumbnail(index: number): string {
    const slot = index % 16;
    if (!this.thumbnails[slot]) {
      const imageId = this.random.id();
      const accents = ["#21699F", "#7a1f2b", "#2f5d50", "#c9a227", "#5b3a7a", "#b5542d", "#1d1d1b", "#3c7d3a"];
      const thumbnail: ThumbnailSpec = { accent: accents[slot % 8], lines: 5 + (slot % 5), picture: slot >= 8 };
      this.thumbnails[slot] = this.add(
        { imageId, kind: "thumbnail", thumbnail, variants: variants(imageId, THUMBNAIL_WIDTHS, 136 / 96) },
        "#f4f4f2",
      );
    }
    return this.thumbnails[slot];
  }
}
