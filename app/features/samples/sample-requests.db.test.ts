import { afterEach, expect, it } from "vitest";
import { appError, listenToUserChanges } from "../../../tests/support/my-data-fixture";
import { recordingMailer, type SamplesFixture, samplesFixture } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { addToCart, listCart } from "./sample-cart.server";
import { submitSampleRequest } from "./sample-requests.server";

describeEachDialect("submitting the sample cart", (t) => {
  let listener: ReturnType<typeof listenToUserChanges> | undefined;
  afterEach(() => listener?.stop());

  /** Anna's cart: two of Alpha's, then Beta's first, then Alpha's third, then Gamma's. */
  async function fillAnnasCart(f: SamplesFixture): Promise<string[]> {
    const order = [
      f.alpha.productIds[0],
      f.alpha.productIds[1],
      f.beta.productIds[0],
      f.alpha.productIds[2],
      f.gamma.productIds[0],
    ];
    let minute = 0;
    for (const productId of order) {
      await addToCart(t.db, {
        eventId: f.eventId,
        userId: f.anna.id,
        productId,
        now: new Date(Date.UTC(2026, 11, 7, 10, minute++)),
      });
    }
    return order;
  }

  const requestRows = (eventId: string) =>
    t.db.selectFrom("sample_requests").selectAll().where("event_id", "=", eventId).orderBy("created_at").execute();

  it("stores one request per exhibitor under one submission, empties the cart, and answers each part", async () => {
    const f = await samplesFixture(t.db);
    await fillAnnasCart(f);
    const mail = recordingMailer();
    const now = new Date("2026-12-07T11:00:00.000Z");
    const submission = await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message: "  Bitte an Stand B12.  ",
      locale: "fr",
      now,
      mail,
    });

    expect(submission.message).toBe("Bitte an Stand B12.");
    expect(submission.confirmed).toBe(true);
    expect(submission.parts.map((p) => [p.exhibitorName, p.products.map((x) => x.name), p.emailed])).toEqual([
      ["Weingut Alpha", ["Riesling Nr. 1 2021", "Riesling Nr. 2 2022", "Riesling Nr. 3 2023"], true],
      ["Cave Beta", ["Crémant Rosé"], true],
      ["Gamma Spirits", ["Gin Zero"], false],
    ]);

    const rows = await requestRows(f.eventId);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.submission_id))).toEqual(new Set([submission.submissionId]));
    const byExhibitor = new Map(rows.map((r) => [r.exhibitor_id, r]));
    expect(JSON.parse(byExhibitor.get(f.alpha.id)!.product_ids)).toEqual(f.alpha.productIds.slice(0, 3));
    expect(JSON.parse(byExhibitor.get(f.beta.id)!.product_ids)).toEqual([f.beta.productIds[0]]);
    expect(byExhibitor.get(f.gamma.id)).toMatchObject({
      user_id: f.anna.id,
      message: "Bitte an Stand B12.",
      requester_name: "Anna Weiss",
      requester_email: f.anna.email,
      locale: "fr",
      created_at: now.toISOString(),
    });
    expect(rows.map((r) => r.id).sort()).toEqual(submission.parts.map((p) => p.requestId).sort());
    expect((await listCart(t.db, { eventId: f.eventId, userId: f.anna.id })).items).toEqual([]);
  });

  it("emails each exhibitor its own part in the event's language, answerable by reply, and confirms every part to the requester in theirs", async () => {
    const f = await samplesFixture(t.db);
    await fillAnnasCart(f);
    const mail = recordingMailer();
    await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message: "Bitte an Stand B12.",
      locale: "fr",
      mail,
    });

    // Alpha at its own address; Beta at its first contact that has one; Gamma has none.
    expect(mail.sent.map((m) => m.to)).toEqual(["alpha@weingut.example", "chloe@cave-beta.example", f.anna.email]);
    const [alpha, beta, confirmation] = mail.sent;

    expect(alpha.subject).toBe("Musteranfrage von Anna Weiss (Testmesse)");
    expect(alpha.text).toContain(`Anna Weiss (${f.anna.email}) bittet auf Testmesse um Muster dieser 3 Produkte:`);
    expect(alpha.text).toContain("- Riesling Nr. 1 2021\n- Riesling Nr. 2 2022\n- Riesling Nr. 3 2023");
    expect(alpha.text).toContain("Bitte an Stand B12.");
    expect(alpha.text).not.toContain("Crémant");
    expect(alpha.headers?.["Reply-To"]).toBe(`"Anna Weiss" <${f.anna.email}>`);
    expect(beta.text).toContain("um ein Muster dieses Produkts:\n\n- Crémant Rosé");
    expect(beta.text).not.toContain("Riesling");

    // The event has no French name: its own language's stands in.
    expect(confirmation.subject).toBe("Votre demande d'échantillons à Testmesse");
    expect(confirmation.text).toContain("a été transmise à 3 exposants");
    for (const line of [
      "Weingut Alpha",
      "- Riesling Nr. 3 2023",
      "Cave Beta",
      "- Crémant Rosé",
      "Gamma Spirits (enregistrée pour l'exposant, non envoyée par e-mail)",
      "- Gin Zero",
      "Bitte an Stand B12.",
    ]) {
      expect(confirmation.text).toContain(line);
    }
  });

  it("keeps the stored request when an exhibitor's email fails, and says which one failed", async () => {
    const f = await samplesFixture(t.db);
    await fillAnnasCart(f);
    const mail = recordingMailer(["alpha@weingut.example"]);
    const submission = await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message: "",
      locale: "en",
      mail,
    });
    expect(submission.parts.map((p) => [p.exhibitorName, p.emailed])).toEqual([
      ["Weingut Alpha", false],
      ["Cave Beta", true],
      ["Gamma Spirits", false],
    ]);
    expect(submission.confirmed).toBe(true);
    expect(await requestRows(f.eventId)).toHaveLength(3);
    expect(mail.sent.at(-1)?.text).toContain("Weingut Alpha (saved for the exhibitor, not delivered by email)");
    expect(mail.sent.at(-1)?.text).toContain("No message was added.");
  });

  it("keeps the stored request when the requester's confirmation fails", async () => {
    const f = await samplesFixture(t.db);
    await fillAnnasCart(f);
    const submission = await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message: "",
      locale: "en",
      mail: recordingMailer([f.anna.email]),
    });
    expect(submission.confirmed).toBe(false);
    expect(await requestRows(f.eventId)).toHaveLength(3);
  });

  it("refuses an empty cart as invalid, storing and sending nothing", async () => {
    const f = await samplesFixture(t.db);
    const mail = recordingMailer();
    await expect(
      submitSampleRequest(t.db, { eventId: f.eventId, user: f.anna, message: "Hallo", locale: "en", mail }),
    ).rejects.toEqual(appError("invalid", "Your sample cart is empty."));
    expect(await requestRows(f.eventId)).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it("sends only the requester's own cart and leaves everyone else's", async () => {
    const f = await samplesFixture(t.db);
    await fillAnnasCart(f);
    await addToCart(t.db, { eventId: f.eventId, userId: f.bruno.id, productId: f.beta.productIds[1] });
    const submission = await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.bruno,
      message: "",
      locale: "de",
      mail: recordingMailer(),
    });
    expect(submission.parts.map((p) => p.products.map((x) => x.productId))).toEqual([[f.beta.productIds[1]]]);
    expect((await requestRows(f.eventId)).map((r) => r.user_id)).toEqual([f.bruno.id]);
    expect((await listCart(t.db, { eventId: f.eventId, userId: f.anna.id })).items).toHaveLength(5);
  });

  it("tells the requester's tabs that the cart was emptied", async () => {
    const f = await samplesFixture(t.db);
    const order = await fillAnnasCart(f);
    listener = listenToUserChanges();
    await submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message: "",
      locale: "en",
      mail: recordingMailer(),
    });
    expect(listener.messages).toEqual([
      { type: "user.changed", eventId: f.eventId, userId: f.anna.id, resource: "sampleCart", deleted: order },
    ]);
  });
});
