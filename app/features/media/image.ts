// An image as the pages receive it: its variants as a srcset, the largest as src.

export interface ImageVariant {
  width: number;
  height: number;
  src: string;
}

export interface Image {
  id: string;
  width: number;
  height: number;
  aspectRatio: number;
  alt: string;
  src: string; // the largest variant
  srcSet: string; // "a.webp 96w, b.webp 192w"
  sizes: string;
  /** Shown while the image loads: a colour ("#5a3414") or a tiny data: URI; "" for none. */
  placeholder: string;
}
