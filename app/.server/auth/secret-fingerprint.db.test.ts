import { expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { checkSecretFingerprint, StartRefused, secretFingerprint } from "./secret-fingerprint";

const SECRET = "the-site-secret-0123456789-0123456789";
const OTHER = "another-secret-0123456789-0123456789-x";

describeEachDialect("the secret's fingerprint", (t) => {
  if (t.dialect === "postgres") {
    it("is stored by the first start; the same secret starts, another is refused with the reason", async () => {
      await checkSecretFingerprint(t.db, () => SECRET);
      await checkSecretFingerprint(t.db, () => SECRET);
      const refusal = await checkSecretFingerprint(t.db, () => OTHER).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StartRefused);
      expect((refusal as Error).message).toMatch(
        /^AUTH_SECRET differs from the one the other instances of this site use \(the database holds the fingerprint of another secret\)/,
      );
      const rows = await t.db.selectFrom("site_facts").selectAll().execute();
      expect(rows.map((row) => [row.name, row.value])).toEqual([
        ["auth_secret_fingerprint", secretFingerprint(SECRET)],
      ]);
    });

    it("stores one fingerprint when 50 instances with two secrets start at once: the others refuse", async () => {
      await t.db.deleteFrom("site_facts").execute();
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          checkSecretFingerprint(t.db, () => (i % 2 ? OTHER : SECRET)).then(
            () => (i % 2 ? "other" : "site"),
            (error: unknown) => (error instanceof StartRefused ? "refused" : String(error)),
          ),
        ),
      );
      const started = outcomes.filter((o) => o !== "refused");
      expect(outcomes.filter((o) => o === "refused")).toHaveLength(25);
      expect(new Set(started).size).toBe(1);
    });
  } else {
    it("is not kept on SQLite, where the site is one process", async () => {
      await checkSecretFingerprint(t.db, () => SECRET);
      await checkSecretFingerprint(t.db, () => OTHER);
      expect(await t.db.selectFrom("site_facts").selectAll().execute()).toEqual([]);
    });
  }

  it("gives a fingerprint that is not the secret and differs by secret", () => {
    expect(secretFingerprint(SECRET)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretFingerprint(SECRET)).not.toContain(SECRET);
    expect(secretFingerprint(SECRET)).not.toBe(secretFingerprint(OTHER));
  });
});
