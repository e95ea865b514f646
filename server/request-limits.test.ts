import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { ADMIN_LIMIT, BODY_LIMIT, bodyLimitOf, isFormBody, UPLOAD_LIMIT } from "./request-limits";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe("the body limit of a route", () => {
  it("is the upload limit only on the photo upload and the page editor, the admin batch limit under /api/admin, else a form's", () => {
    expect(bodyLimitOf("/api/collections/fair/users/u1/profile-image")).toBe(UPLOAD_LIMIT);
    expect(bodyLimitOf("/en/organizer/pages/0123456789abcdef01234567")).toBe(UPLOAD_LIMIT);
    expect(bodyLimitOf("/de/organizer/pages/0123456789abcdef01234567.data")).toBe(UPLOAD_LIMIT);
    expect(bodyLimitOf("/en/organizer/pages")).toBe(BODY_LIMIT);
    expect(bodyLimitOf("/api/admin/events")).toBe(ADMIN_LIMIT);
    expect(bodyLimitOf("/en/my/profile")).toBe(BODY_LIMIT);
    expect(bodyLimitOf("/api/collections/fair/users/u1")).toBe(BODY_LIMIT);
    expect(bodyLimitOf("/api/collections/fair/users/u1/profile-image/extra")).toBe(BODY_LIMIT);
  });
});

describe("a page action's body", () => {
  it("is what a form sends, or nothing", () => {
    expect(isFormBody(request({}))).toBe(true);
    expect(isFormBody(request({ "content-length": "0" }))).toBe(true);
    expect(isFormBody(request({ "content-length": "0", "content-type": "application/x-www-form-urlencoded" }))).toBe(
      true,
    );
    expect(isFormBody(request({ "content-length": "0", "content-type": "application/json" }))).toBe(false);
    const form = { "content-length": "10" };
    expect(isFormBody(request({ ...form, "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isFormBody(request({ ...form, "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isFormBody(request({ ...form, "content-type": "application/json" }))).toBe(false);
    expect(isFormBody(request({ ...form, "content-type": "application/x-www-form-urlencodedX" }))).toBe(false);
    expect(isFormBody(request({ ...form }))).toBe(false);
    expect(isFormBody(request({ "transfer-encoding": "chunked", "content-type": "text/xml" }))).toBe(false);
  });
});
