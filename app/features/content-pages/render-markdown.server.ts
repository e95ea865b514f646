import MarkdownIt from "markdown-it";
import { sanitizeContentHtml } from "./sanitize.server";

// An organizer's Markdown as the HTML a page shows (decision 0012). Raw HTML
// in the Markdown is let through to the sanitizer rather than escaped, so an
// organizer may use the few elements Markdown has no syntax for; the
// sanitizer's allow-list decides, whatever the text holds. Server-only: the
// renderer and the sanitizer never reach a browser bundle.

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false });

export function renderMarkdown(source: string): string {
  return sanitizeContentHtml(markdown.render(source));
}
