import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.1 A and AA rules; a page fails on any "serious" or "critical" finding.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
