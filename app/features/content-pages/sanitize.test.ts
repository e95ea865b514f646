import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";
import { sanitizeContentHtml } from "./sanitize.server";

// The sanitizer's allow-list (decision 0012, docs/product/content-pages.md#safe-html).

describe("sanitizeContentHtml", () => {
  it("drops scripts with their content", () => {
    expect(sanitizeContentHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeContentHtml("<SCRIPT src=//evil.example/x.js></SCRIPT>")).toBe("");
  });

  it("drops event-handler attributes", () => {
    expect(sanitizeContentHtml('<p onclick="alert(1)" onmouseover="x()">hi</p>')).toBe("<p>hi</p>");
    expect(sanitizeContentHtml('<a href="/en" onfocus="alert(1)">x</a>')).toBe('<a href="/en">x</a>');
  });

  it("drops javascript:, data: and vbscript: URLs", () => {
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeContentHtml('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeContentHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a>x</a>");
    expect(sanitizeContentHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe("<a>x</a>");
  });

  it("drops iframes, objects, embeds, forms and SVG", () => {
    expect(sanitizeContentHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeContentHtml('<object data="x.swf"></object><embed src="x">')).toBe("");
    expect(sanitizeContentHtml('<form action="https://evil.example"><input name="p"><button>Go</button></form>')).toBe(
      "Go",
    );
    expect(sanitizeContentHtml("<svg><script>alert(1)</script></svg>")).toBe("");
  });

  it("drops styles: style elements and style attributes", () => {
    expect(sanitizeContentHtml('<style>body{display:none}</style><p style="color:red">x</p>')).toBe("<p>x</p>");
  });

  it("keeps images from our media files only", () => {
    expect(sanitizeContentHtml('<img src="/media/pages/a1.webp" alt="Cellar">')).toBe(
      '<img src="/media/pages/a1.webp" alt="Cellar" />',
    );
    expect(sanitizeContentHtml('<img src="https://tracker.example/p.gif" alt="x">')).toBe("");
    expect(sanitizeContentHtml('<img src="//tracker.example/p.gif">')).toBe("");
    expect(sanitizeContentHtml('<img src="/media/../../etc/passwd">')).toBe("");
    expect(sanitizeContentHtml('<img src="/api/me">')).toBe("");
    expect(sanitizeContentHtml('<img src="/media/a.png" onerror="alert(1)">')).toBe('<img src="/media/a.png" />');
  });

  it("gives links to other sites rel=noopener noreferrer and no target", () => {
    expect(sanitizeContentHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/en/catalog" rel="opener">x</a>')).toBe('<a href="/en/catalog">x</a>');
    expect(sanitizeContentHtml('<a href="mailto:info@example.org">x</a>')).toBe(
      '<a href="mailto:info@example.org">x</a>',
    );
  });

  it("keeps the elements we render", () => {
    const kept =
      "<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em> <del>d</del> <code>c</code><br /></p>" +
      '<ul><li>1</li></ul><ol start="3"><li>3</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr />' +
      "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>";
    expect(sanitizeContentHtml(kept)).toBe(kept);
  });

  it("turns a first-level heading into the second level: the title is the page's one h1", () => {
    expect(sanitizeContentHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});

describe("renderMarkdown", () => {
  it("renders Markdown to the allowed HTML", () => {
    expect(renderMarkdown("# Privacy\n\nWe keep **your** data *safe*.\n\n- one\n- two")).toBe(
      "<h2>Privacy</h2>\n<p>We keep <strong>your</strong> data <em>safe</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n",
    );
  });

  it("links to other sites with rel, and links within the site without", () => {
    expect(renderMarkdown("[Wine](https://wine.example) and [catalogue](/de/catalog)")).toBe(
      '<p><a href="https://wine.example" rel="noopener noreferrer">Wine</a> and <a href="/de/catalog">catalogue</a></p>\n',
    );
  });

  it("sanitizes HTML written into the Markdown", () => {
    expect(renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')).toBe("<p>Hello </p>\n");
    expect(renderMarkdown("[x](javascript:alert(1))")).toBe("<p>[x](javascript:alert(1))</p>\n");
  });

  it("keeps an image of our own media in Markdown syntax", () => {
    expect(renderMarkdown("![Cellar](/media/pages/cellar.webp)")).toBe(
      '<p><img src="/media/pages/cellar.webp" alt="Cellar" /></p>\n',
    );
  });
});
