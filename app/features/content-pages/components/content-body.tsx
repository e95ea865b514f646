// A content page's body: HTML the server rendered from Markdown and
// sanitized (render-markdown.server.ts), never anything the browser built.
// The styles stand in for a typography plugin: only the elements the
// sanitizer lets through need one.

const BODY =
  "grid gap-3 leading-relaxed [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-wash [&_code]:px-1 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-wash [&_pre]:p-3 [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6";

export function ContentBody({ html, lang, className = "" }: { html: string; lang?: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by sanitizeContentHtml's allow-list (decision 0012)
  return <div lang={lang} className={`${BODY} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
