import sanitizeHtml from "sanitize-html";

// The one gate between an organizer's text and a visitor's browser (decision
// 0012): whatever the Markdown renderer produced, only the elements our pages
// style survive, with only the attributes they need. Scripts, event handlers,
// styles, frames, forms and javascript: URLs are dropped; links to other
// sites get rel="noopener noreferrer" (and open normally, in the same tab);
// images only from our own media files (uploaded through the image checks),
// never from another host, which would learn who reads the page.

/** Where our own images live: files under /media, nothing that could climb out of it. */
const OWN_MEDIA = /^\/media\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/;

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "br",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // The page's title is its one h1: a heading written as "#" in the body becomes the next level.
  transformTags: {
    h1: "h2",
    b: "strong",
    i: "em",
    s: "del",
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: Record<string, string> = {};
      if (href !== undefined) kept.href = href;
      if (title !== undefined) kept.title = title;
      if (href !== undefined && isExternal(href)) kept.rel = "noopener noreferrer";
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_MEDIA.test(frame.attribs.src ?? ""),
  // Elements whose content is code or chrome, not text: dropped with what they hold.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg"],
};

/** HTML made safe to show to every visitor: the allow-list above and nothing else. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
