import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { escapeRegExp, mainHeading, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// The signed-in user's own profile page (/{locale}/my/profile): edit and save,
// refused input shown beside its field with everything typed kept, the
// photo upload, and the page in German.

const SAVED = "Your profile has been saved.";
const LINKEDIN_ERROR = "Enter a LinkedIn address starting with https://www.linkedin.com/";
const TOO_SMALL = "The image is too small. It should at least have 5kb.";
const TOO_LARGE = "The image is too large. Try one smaller than 10MB.";
const NOT_AN_IMAGE = "This file is not a picture we can use. Choose a JPEG, PNG, WebP, GIF or AVIF photo.";

/** A text field by its label (contact methods share names such as "Telephone" with the fields). */
function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

async function openProfile(page: Page, locale = "en"): Promise<void> {
  await page.goto(`/${locale}/my/profile`);
  await expect(mainHeading(page)).toBeVisible();
  await waitForHydration(page);
}

test.describe("my profile", () => {
  test.beforeEach(async ({ context }) => {
    await login(context, { email: uniqueEmail("profile"), name: "Vera Weiss" });
  });

  test("changes to job title and telephone are saved and still there after a reload", async ({ page }) => {
    await openProfile(page);
    await expect(mainHeading(page)).toHaveText("Your profile");
    await expect(field(page, "Name")).toHaveValue("Vera Weiss");

    await field(page, "Job title").fill("Head sommelier");
    await field(page, "Telephone").fill("+49 30 1234567");
    await page.getByRole("group", { name: "Contact me via" }).getByRole("checkbox", { name: "WhatsApp" }).check();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();

    await page.reload();
    await expect(field(page, "Job title")).toHaveValue("Head sommelier");
    await expect(field(page, "Telephone")).toHaveValue("+49 30 1234567");
    const contact = page.getByRole("group", { name: "Contact me via" });
    await expect(contact.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
    await expect(contact.getByRole("checkbox", { name: "Email" })).toBeChecked();
    await expectNoSeriousViolations(page, "my profile");
  });

  test("an invalid LinkedIn address is refused beside the field and the typed values stay", async ({ page }) => {
    await openProfile(page);
    await field(page, "Job title").fill("Wine buyer");
    await field(page, "Company").fill("Weinhandel Weiss");
    const linkedIn = field(page, "LinkedIn profile");
    await linkedIn.fill("linkedin.com/in/vera");
    await page.getByRole("button", { name: "Save profile" }).click();

    await expect(linkedIn).toHaveAttribute("aria-invalid", "true");
    await expect(linkedIn).toHaveAccessibleDescription(new RegExp(escapeRegExp(LINKEDIN_ERROR)));
    await expect(page.getByText(LINKEDIN_ERROR, { exact: true })).toBeVisible();
    await expect(linkedIn).toBeFocused();
    await expect(linkedIn).toHaveValue("linkedin.com/in/vera");
    await expect(field(page, "Job title")).toHaveValue("Wine buyer");
    await expect(field(page, "Company")).toHaveValue("Weinhandel Weiss");
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toHaveCount(0);

    // Nothing of the refused save was stored.
    await page.reload();
    await expect(field(page, "Job title")).toHaveValue("");

    await field(page, "LinkedIn profile").fill("https://www.linkedin.com/in/vera");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
    await expect(field(page, "LinkedIn profile")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a photo that is too small, too large or not an image is refused; a real one appears", async ({ page }) => {
    await openProfile(page);
    const input = page.getByLabel("Choose a new photo");
    await expect(input).toBeEnabled();
    await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveCount(0);

    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#21699f" } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: tiny });
    await expect(page.getByRole("alert").filter({ hasText: TOO_SMALL })).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");

    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x89);
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
    await expect(page.getByRole("alert").filter({ hasText: TOO_LARGE })).toBeVisible();

    // Big enough, named and typed as a PNG, but text: the server reads the content.
    const text = Buffer.from("Not a photo at all, just words in a file called photo.png.\n".repeat(120));
    await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: text });
    await expect(page.getByRole("alert").filter({ hasText: NOT_AN_IMAGE })).toBeVisible();

    const noise = randomBytes(240 * 240 * 3);
    const photo = await sharp(noise, { raw: { width: 240, height: 240, channels: 3 } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("status").filter({ hasText: "Your new photo has been saved." })).toBeVisible();
    const shown = page.getByRole("img", { name: "Your profile photo" });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("src", /\/media\/profiles\/[^/]+\/[0-9a-f]+\.webp$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", /\/media\/profiles\//);
  });

  test("the photo control is reached with the keyboard", async ({ page }) => {
    await openProfile(page);
    const input = page.getByLabel("Choose a new photo");
    await page.getByRole("heading", { name: "Photo" }).click();
    for (let i = 0; i < 10 && !(await input.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles({
      name: "tiny.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    });
    await expect(page.getByText(TOO_SMALL)).toBeVisible();
  });

  test("in German the page and its fields speak German", async ({ page }) => {
    await openProfile(page, "de");
    await expect(mainHeading(page)).toHaveText("Ihr Profil");
    for (const label of ["Name", "E-Mail", "Position", "Unternehmen", "Telefon", "LinkedIn-Profil"]) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(page.getByLabel("Neues Foto auswählen")).toBeVisible();
    await expect(page.getByRole("group", { name: "Kontakt über" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Wer mein Profil sehen kann" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Profil speichern" })).toBeVisible();

    await field(page, "LinkedIn-Profil").fill("https://evil.example/in/vera");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByText("Geben Sie eine LinkedIn-Adresse ein", { exact: false })).toBeVisible();
  });
});
