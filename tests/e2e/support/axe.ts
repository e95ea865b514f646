import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.1 A and AA rules; a page fails on any "serious" or "critical" finding.
//
// Run in axe's legacy mode: axe.run in the page itself. The default mode
// injects axe twice into the page and once more into a new blank page it
// opens to merge the frames' results, which is for frames of other origins;
// the site has none (its one frame, the content editor's preview, is its
// own origin, which legacy mode checks too). Measured on three page types,
// three rounds each: 0.34–0.96 s a scan instead of 0.73–1.97 s, the same
// rules passed and failed.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  const report = blocking.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n");
    return `${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
  });
  expect(
    report,
    `serious or critical accessibility violations on ${what} (${page.url()}):\n${report.join("\n")}`,
  ).toEqual([]);
}
