import path from "node:path";
import sharp from "sharp";

// Draws the installable app's icons (public/app-icon-*.png, listed in
// app/features/pwa/web-manifest.ts) from the bottle of public/favicon.svg:
// "any" icons are the favicon itself (rounded, blue); maskable icons fill the
// square with the blue and keep the bottle inside the safe zone (the inner
// 80 %), so a launcher's circle or squircle never cuts it.
// Run: npx tsx scripts/draw-app-icons.ts

const BLUE = "#21699F";
const BOTTLE =
  '<path d="M13 4h6v5c0 2 3 4 3 8v10a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1V17c0-4 3-6 3-8z" fill="#fff"/><rect x="13" y="3" width="6" height="4" rx="1" fill="#ffbd26"/><rect x="10" y="17" width="12" height="6" fill="#ffbd26"/>';

function svg(maskable: boolean): string {
  // Maskable: the bottle (26 of 32 units tall) scaled into the middle 60 %.
  const inner = maskable ? `<g transform="translate(16 16) scale(0.6) translate(-16 -16)">${BOTTLE}</g>` : BOTTLE;
  const background = maskable
    ? `<rect width="32" height="32" fill="${BLUE}"/>`
    : `<rect width="32" height="32" rx="6" fill="${BLUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${inner}</svg>`;
}

// At the top of public/: the server answers files there without a lookup elsewhere (server.js).
const dir = path.resolve("public");
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    const file = path.join(dir, `app-icon-${maskable ? "maskable-" : ""}${size}.png`);
    await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(file);
  }
}
