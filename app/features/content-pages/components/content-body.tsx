// A content page's body: HTML the server rendered from Markdown and
// sanitized (render-markdown.server.ts), never anything the browser built.
// Its elements' styles are the stylesheet's `.content-body` (app/app.css).

export function ContentBody({ html, lang, className = "" }: { html: string; lang?: string; className?: string }) {
  const classes = `content-body grid gap-3 leading-relaxed ${className}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by sanitizeContentHtml's allow-list (decision 0012)
  return <div lang={lang} className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
