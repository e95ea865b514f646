import type { Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { registerPerson, representativeOnboarding } from "./support/people";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// The guided onboarding (docs/product/accounts.md): who you are, your details, visibility
// and contact, terms. Refusals stand next to their field with everything
// typed kept, the step is in the URL (reload and back work), and the flow
// works in German and without JavaScript.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

function textbox(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

function stepHeading(page: Page) {
  return page.getByRole("heading", { level: 2 });
}

test("a representative goes through every step, with each refusal beside its field", async ({ context, page }) => {
  const email = uniqueEmail("onboard");
  const rep = await registerPerson(page.request, {
    kind: "representative",
    email,
    name: "Otto Onboard",
    jobTitle: "Winemaker",
    company: "Weingut Onboard",
  });
  await login(context, { email, name: "Otto" });

  await page.goto(representativeOnboarding("en", rep));
  await expect(mainHeading(page)).toHaveText("Representative onboarding");
  await expect(page.getByRole("list", { name: "Onboarding steps" }).getByRole("listitem").first()).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(page.getByText("This profile is yours: you are confirmed as Otto Onboard.")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("link", { name: "Continue", exact: true }).click();

  // Step 2: the telephone is required.
  await expect(stepHeading(page)).toHaveText("Step 2 of 4: Your details");
  await expect(textbox(page, "Company")).toHaveValue("Weingut Onboard");
  await textbox(page, "Job title").fill("Head winemaker");
  await textbox(page, "Telephone").fill("");
  await page.getByRole("button", { name: "Continue" }).click();
  const telephone = page.getByRole("textbox", { name: "Telephone" });
  await expect(telephone).toHaveAttribute("aria-invalid", "true");
  await expect(telephone).toHaveAccessibleDescription(/Please enter your telephone number\./);
  await expect(telephone).toBeFocused();
  await expect(textbox(page, "Job title")).toHaveValue("Head winemaker");
  await expect(page).toHaveURL(/\?step=2$/);

  await telephone.fill("+49 6131 123456");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page)).toHaveText("Step 3 of 4: Visibility and contact");
  await expect(page).toHaveURL(/\?step=3$/);

  // The step is in the URL: reload stays, back returns to the details as saved.
  await page.reload();
  await expect(stepHeading(page)).toHaveText("Step 3 of 4: Visibility and contact");
  await page.goBack();
  await expect(stepHeading(page)).toHaveText("Step 2 of 4: Your details");
  await expect(textbox(page, "Telephone")).toHaveValue("+49 6131 123456");
  await page.goForward();
  await expect(stepHeading(page)).toHaveText("Step 3 of 4: Visibility and contact");
  await waitForHydration(page);

  const contact = page.getByRole("group", { name: "Contact me via" });
  for (const box of await contact.getByRole("checkbox").all()) await box.uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(contact.getByRole("checkbox").first()).toHaveAttribute("aria-invalid", "true");
  await expect(contact).toContainText("Choose at least one way to contact you.");
  await contact.getByRole("checkbox", { name: "Telephone" }).check();
  await page
    .getByRole("group", { name: "Who can see my profile" })
    .getByRole("checkbox", { name: "Everyone" })
    .uncheck();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 4: both the terms and the consent are required.
  await expect(stepHeading(page)).toHaveText("Step 4 of 4: Terms");
  await page.getByRole("button", { name: "Finish" }).click();
  const terms = page.getByRole("checkbox", { name: "I accept the terms and conditions." });
  const share = page.getByRole("checkbox", { name: "I agree to share my contact details." });
  await expect(terms).toHaveAccessibleDescription(/You must accept the terms and conditions\./);
  await expect(share).toHaveAccessibleDescription(/You must agree to share your contact details\./);
  await terms.check();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(share).toHaveAccessibleDescription(/You must agree to share your contact details\./);
  await expect(terms).toBeChecked();
  await share.check();
  await expectNoSeriousViolations(page, "onboarding terms step");
  await page.getByRole("button", { name: "Finish" }).click();

  await expect(stepHeading(page)).toHaveText("You're all set");
  await expect(page).toHaveURL(/\?step=done$/);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const stored = (await (await page.request.get(`/api/collections/${rep.eventId}/users/${me.user.id}`)).json()) as {
    profile: Record<string, unknown>;
  };
  expect(stored.profile).toMatchObject({
    primaryRole: "REPRESENTATIVE",
    jobTitle: "Head winemaker",
    telephone: "+49 6131 123456",
    contactMeVia: ["TELEPHONE"],
    hasAcceptedTerms: true,
  });
  expect(stored.profile.visibility).not.toContain("PUBLIC");
});

test("the visitor onboarding in German speaks German, refusals included", async ({ context, page }) => {
  await login(context, { email: uniqueEmail("besucher"), name: "Greta" });
  await page.goto("/de/onboarding");
  await expect(mainHeading(page)).toHaveText("Onboarding für Besucher");
  await expect(page.getByRole("list", { name: "Schritte des Onboardings" })).toContainText("Sichtbarkeit und Kontakt");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Loslegen" }).click();
  await expect(stepHeading(page)).toHaveText("Schritt 2 von 4: Ihre Angaben");
  await expect(textbox(page, "Name")).toHaveValue("Greta");
  await page.getByRole("button", { name: "Weiter" }).click();
  const telephone = page.getByRole("textbox", { name: "Telefon" });
  await expect(telephone).toHaveAccessibleDescription(/Bitte geben Sie Ihre Telefonnummer ein\./);
  await telephone.fill("+49 89 7654321");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(stepHeading(page)).toHaveText("Schritt 3 von 4: Sichtbarkeit und Kontakt");
  await expect(page.getByRole("group", { name: "Kontakt über" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(stepHeading(page)).toHaveText("Schritt 4 von 4: Bedingungen");
  await page.getByRole("button", { name: "Abschließen" }).click();
  await expect(
    page.getByRole("checkbox", { name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen." }),
  ).toHaveAccessibleDescription(/Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren\./);
  await expect(page.getByText("Terms", { exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step is a form that posts, and refusals come back with the typed values", async ({ context, page }) => {
    await login(context, { email: uniqueEmail("nojs"), name: "Nora" });
    await page.goto("/en/onboarding?step=2");
    await expect(stepHeading(page)).toHaveText("Step 2 of 4: Your details");
    await textbox(page, "Job title").fill("Buyer");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("textbox", { name: "Telephone" })).toHaveAccessibleDescription(
      /Please enter your telephone number\./,
    );
    await expect(textbox(page, "Job title")).toHaveValue("Buyer");
    await textbox(page, "Telephone").fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${ORIGIN}/en/onboarding?step=3`);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("checkbox", { name: "I accept the terms and conditions." }).check();
    await page.getByRole("checkbox", { name: "I agree to share my contact details." }).check();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(stepHeading(page)).toHaveText("You're all set");
  });
});

test("the onboarding speaks French, Spanish and Italian as well", async ({ context, page }) => {
  await login(context, { email: uniqueEmail("polyglot"), name: "Paola" });
  const expected = {
    fr: { title: "Accueil des visiteurs", step: "Étape 2 sur 4 : Vos coordonnées", telephone: "Téléphone" },
    es: { title: "Bienvenida para visitantes", step: "Paso 2 de 4: Sus datos", telephone: "Teléfono" },
    it: { title: "Benvenuto per i visitatori", step: "Passaggio 2 di 4: I tuoi dati", telephone: "Telefono" },
  };
  for (const [locale, words] of Object.entries(expected)) {
    await page.goto(`/${locale}/onboarding`);
    await expect(mainHeading(page)).toHaveText(words.title);
    await page.goto(`/${locale}/onboarding?step=2`);
    await expect(stepHeading(page)).toHaveText(words.step);
    await expect(textbox(page, words.telephone)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/\b(onboarding|accounts|steps|details)\.\w/);
  }
});
