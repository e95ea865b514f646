import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { storeProfileImage } from "./profile-image.server";
import { ensureProfile, updateOwnProfile } from "./profiles.server";

// A replaced or cleared profile photo leaves the disk, after the write that
// stopped showing it; a failed write keeps it; a photo another of the user's
// profiles still shows stays (issue 12).

const mediaDir = mkdtempSync(join(tmpdir(), "uncork-photos-"));
process.env.MEDIA_DIR = mediaDir;

// Noise, so the PNG is over the 5 KB a photo must have.
const png = () =>
  sharp(randomBytes(120 * 90 * 3), { raw: { width: 120, height: 90, channels: 3 } })
    .png()
    .toBuffer();
const filesOf = (url: string) => {
  const path = new URL(url).pathname.replace(/^\/media\//, "");
  return [join(mediaDir, path), join(mediaDir, path.replace(/\.webp$/, "-thumb.webp"))];
};
const onDisk = (url: string) => filesOf(url).map((file) => existsSync(file));

describeEachDialect("profile photo files", (t) => {
  it("removes a replaced photo after the write, and a cleared one", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: `photo-${t.dialect}@example.com` });
    await ensureProfile(t.db, eventId, user);
    const upload = async () =>
      `https://uncork.example${(await storeProfileImage({ userId: user.id, bytes: await png(), mediaDir })).url}`;

    const first = await upload();
    await updateOwnProfile(t.db, eventId, user.id, { profileImageUrl: first });
    expect(onDisk(first)).toEqual([true, true]);

    const second = await upload();
    await updateOwnProfile(t.db, eventId, user.id, { profileImageUrl: second });
    expect(onDisk(first)).toEqual([false, false]);
    expect(onDisk(second)).toEqual([true, true]);

    // A refused write leaves the profile and its photo as they were.
    await expect(
      updateOwnProfile(t.db, eventId, user.id, { profileImageUrl: "", linkedInURL: "not a link" }),
    ).rejects.toThrow();
    expect(onDisk(second)).toEqual([true, true]);

    await updateOwnProfile(t.db, eventId, user.id, { profileImageUrl: "" });
    expect(onDisk(second)).toEqual([false, false]);
  });

  it("keeps a photo another of the user's profiles still shows", async () => {
    const [one, two] = [await insertEvent(t.db), await insertEvent(t.db)];
    const user = await insertUser(t.db, { email: `shared-photo-${t.dialect}@example.com` });
    const url = `https://uncork.example${(await storeProfileImage({ userId: user.id, bytes: await png(), mediaDir })).url}`;
    for (const eventId of [one, two]) {
      await ensureProfile(t.db, eventId, user);
      await updateOwnProfile(t.db, eventId, user.id, { profileImageUrl: url });
    }
    await updateOwnProfile(t.db, one, user.id, { profileImageUrl: "" });
    expect(onDisk(url)).toEqual([true, true]);
    await updateOwnProfile(t.db, two, user.id, { profileImageUrl: "" });
    expect(onDisk(url)).toEqual([false, false]);
  });
});
