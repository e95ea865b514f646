import type { Image } from "~/features/media/image";

interface Props {
  image: Image | null;
  className?: string;
  /** Above the fold: load at once, and early (it may be the largest paint), instead of lazily. */
  eager?: boolean;
  /** Overrides the image's own alt text (use "" for a decorative image). */
  alt?: string;
  sizes?: string;
}

/** A catalogue image with its responsive variants; its box is reserved while it loads. */
export function CatalogueImage({ image, className = "", eager = false, alt, sizes }: Props) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes ?? image.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
      style={{ aspectRatio: String(image.aspectRatio), ...placeholderStyle(image.placeholder) }}
    />
  );
}

/** What the box shows while the image loads: a colour ("#5a3414"), or a tiny image (a data: URI). */
function placeholderStyle(placeholder: string) {
  if (!placeholder) return {};
  if (/^#[0-9a-f]{3,8}$/i.test(placeholder)) return { backgroundColor: placeholder };
  return { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover" };
}
