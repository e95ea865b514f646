import type { Locale } from "~/lib/locales";

// The web app manifest (issue 31): what a phone needs to install Uncork on
// its home screen. The start page is in the visitor's language: the page that
// links the manifest names its language (`?lang=`), a bare request gets the
// language the browser asks for.

/** The brand's blue: the header, the theme colour, the icons' background. */
export const THEME_COLOR = "#21699F";
export const BACKGROUND_COLOR = "#ffffff";

export const MANIFEST_PATH = "/manifest.webmanifest";

/** The icons drawn by scripts/draw-app-icons.ts into public/ (app-icon-*.png). */
export const APP_ICONS = [
  { src: "/app-icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/app-icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/app-icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/app-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: readonly (typeof APP_ICONS)[number][];
}

/** The manifest in one language; `description` is that language's sentence. */
export function webManifest(locale: Locale, text: { name: string; description: string }): WebManifest {
  return {
    // One app whatever the language it starts in: installing it in German and English is the same app.
    id: "/",
    name: text.name,
    short_name: text.name,
    description: text.description,
    lang: locale,
    start_url: `/${locale}`,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS,
  };
}

/** The manifest's address as a page in `locale` links it. */
export function manifestHref(locale: Locale): string {
  return `${MANIFEST_PATH}?lang=${locale}`;
}
