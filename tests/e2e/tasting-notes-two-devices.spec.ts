import { login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { productArticle, waitForHydration } from "./support/catalogue";
import { openProduct } from "./support/favorites";
import {
  expectSaved,
  noteField,
  noteStatus,
  ON_DEVICE,
  openEditor,
  phone,
  sameUserElsewhere,
} from "./support/tasting-notes";
import { expect, test } from "./support/test";

// One note written on two devices without a connection (docs/offline-writes.md):
// nothing either device wrote is lost. The words that arrive first are the
// note; the others are kept beside it, shown on every device of the user
// ("Also written on another device"), and added to the note on the one that
// wrote them; the other device, open all along, shows each step as it goes.

test.use(phone);

test("a note written on two devices without a connection keeps both: the second is kept beside the note and added to it", async ({
  page,
  context,
}) => {
  const account = await login(context, { email: uniqueEmail("two-devices"), name: "Toni Twice" });
  const product = await openProduct(page, 4);
  await waitForHydration(page);
  const phoneForm = await openEditor(page, product.name, false);
  await phoneForm.getByRole("radio", { name: "2 stars" }).tap();
  await expectSaved(page);

  const tablet = await sameUserElsewhere(context, account.email);
  const tabletPage = await tablet.newPage();
  await tabletPage.goto(product.url);
  await waitForHydration(tabletPage);
  const tabletForm = await openEditor(tabletPage, product.name, true);
  await expect(tabletForm.getByRole("radio", { name: "2 stars" })).toBeChecked();

  // Both in a cellar without a connection, each writing.
  await context.setOffline(true);
  await tablet.setOffline(true);
  await noteField(phoneForm).tap();
  await noteField(phoneForm).pressSequentially("Smoke, on the phone.");
  await expect(noteStatus(page)).toHaveText(ON_DEVICE);
  await noteField(tabletForm).tap();
  await noteField(tabletForm).pressSequentially("Leather, on the tablet.");
  await expect(noteStatus(tabletPage)).toHaveText(ON_DEVICE);

  // The phone's words arrive first and are the note; the tablet's arrive second and are kept beside it.
  await context.setOffline(false);
  await expectSaved(page, 20_000);
  // The phone is put down: its field no longer has the focus, so what the tablet does shows on it.
  await productArticle(page).getByRole("heading", { level: 1 }).tap();
  await tablet.setOffline(false);
  await expectSaved(tabletPage, 20_000);
  const kept = tabletForm.getByRole("region", { name: "Also written on another device" });
  await expect(kept).toContainText("Leather, on the tablet.");
  await expect(noteField(tabletForm)).toHaveValue("Smoke, on the phone.");
  await expectNoSeriousViolations(tabletPage, "a kept version of a note");
  const keptOnPhone = phoneForm.getByRole("region", { name: "Also written on another device" });
  await expect(keptOnPhone).toContainText("Leather, on the tablet.");

  // Added to the note on the tablet: both texts, nothing kept any more, on both devices after a reload.
  await kept.getByRole("button", { name: "Add to my note" }).click();
  await expect(noteField(tabletForm)).toHaveValue("Smoke, on the phone.\n\nLeather, on the tablet.");
  await expect(kept).toHaveCount(0);
  await expectSaved(tabletPage);
  // The phone, open all along, shows the note as it is now without a reload.
  await expect(noteField(phoneForm)).toHaveValue("Smoke, on the phone.\n\nLeather, on the tablet.");
  await expect(keptOnPhone).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  const again = await openEditor(page, product.name, true);
  await expect(noteField(again)).toHaveValue("Smoke, on the phone.\n\nLeather, on the tablet.");
  await expect(again.getByRole("region", { name: "Also written on another device" })).toHaveCount(0);
  await tablet.close();
});
