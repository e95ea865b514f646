import type { CatalogueFile } from "~/features/catalogue/types";
import type { Image } from "~/features/media/image";

// The public API answers images and files with absolute addresses: another
// site reads them.

/** An image with absolute addresses. */
export function imageNode(origin: string, image: Image | null) {
  if (!image) return null;
  return {
    ...image,
    src: absolute(origin, image.src),
    srcSet: image.srcSet
      .split(", ")
      .map((entry) => {
        const [src, width] = entry.split(" ");
        return `${absolute(origin, src)} ${width}`;
      })
      .join(", "),
  };
}

export function fileNode(origin: string, file: CatalogueFile) {
  return { ...file, url: absolute(origin, file.url), thumbnail: imageNode(origin, file.thumbnail) };
}

export const absolute = (origin: string, address: string) =>
  address.startsWith("/") ? `${origin}${address}` : address;
