import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Image } from "~/features/media/image";
import { CatalogueImage } from "./catalogue-image";

const image = (placeholder: string): Image => ({
  id: "i1",
  width: 320,
  height: 960,
  aspectRatio: 1 / 3,
  alt: "Bottle",
  src: "/media/img/i1-320.webp",
  srcSet: "/media/img/i1-80.webp 80w, /media/img/i1-320.webp 320w",
  sizes: "64px",
  placeholder,
});

describe("CatalogueImage", () => {
  it("reserves the box in the placeholder's colour while the image loads", () => {
    const html = renderToString(<CatalogueImage image={image("#5a3414")} />);
    expect(html).toContain("background-color:#5a3414");
    expect(html).not.toContain("background-image");
  });

  it("shows a tiny image placeholder (a data: URI) as the box's background", () => {
    const html = renderToString(<CatalogueImage image={image("data:image/png;base64,AAAA")} />);
    expect(html).toContain("background-image:url(&quot;data:image/png;base64,AAAA&quot;)");
    expect(html).toContain("background-size:cover");
  });

  it("shows nothing behind an image without a placeholder", () => {
    expect(renderToString(<CatalogueImage image={image("")} />)).not.toContain("background");
  });
});
