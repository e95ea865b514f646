import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { type BodyKind, FIELD_NAMES, INTENTS } from "./targets";

// What the fuzzer sends: a request built from a target with malformed ids,
// query strings, headers and bodies (the cases of docs/security.md "Bad
// input"), mixed with well-formed ones so the checks behind the parsers are
// reached too.

export interface Malformed {
  /** A raw (already %-encoded, possibly broken) segment per path parameter. */
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Who sends it: signed out, one of the demo people, or the organizer's token. */
  as: "anonymous" | "buyer" | "seller";
  withAdminToken: boolean;
  sameOrigin: boolean;
  label: string;
}

const BROKEN_SEGMENTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%00",
  "x%00y",
  "%ED%A0%80",
  "%FF%FE",
  "..",
  "%2e%2e%2f",
  "%2F",
  "a%20b",
  "%F0%9F%8D%B7",
  "null",
  "0",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "%3Cscript%3E",
  "'%20or%201=1--",
];

/** A path segment: mostly the real one (so the route is reached), else broken or random. */
export function segment(valid: string | undefined): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    { weight: 1, arbitrary: fc.constant("x".repeat(3000)) },
  ];
  if (valid) options.push({ weight: 8, arbitrary: fc.constant(encodeURIComponent(valid)) });
  return fc.oneof(...options);
}

/** Strings that break naive code: NUL, lone surrogates, huge, odd Unicode, markup. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00",
    "\ufeff",
    "Öl",
    "ÉTÉ",
    "ΣΊΣΥΦΟΣ",
    "<img src=x onerror=alert(1)>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "",
    " ",
    "true",
    "2026-13-45T99:99:99Z",
    "2026-12-01T10:00:00.000Z",
    "https://example.com/",
    "javascript:alert(1)",
  ),
  fc.constant("y".repeat(70_000)),
);

const JSON_FIELDS = [
  ...FIELD_NAMES,
  "tags",
  "list",
  "type",
  "addedAt",
  "quantity",
  "personId",
  "format",
  "scales",
  "callbackURL",
  "profileImageUrl",
  "settings",
  "events",
  "products",
  "producer",
  "translations",
  "expectedUpdatedAt",
  "tastingNotesEnabled",
  "meetingBooking",
];

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(1e308),
    fc.constant(-0),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...JSON_FIELDS), tie("value"), { maxKeys: 4 }),
  ),
})).value;

const jsonDocument = fc.oneof(
  fc.dictionary(fc.constantFrom(...JSON_FIELDS), nastyValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
  nastyValue,
);

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? "null", "utf8");

/** A body and the headers that describe it (or lie about it). */
interface BodyCase {
  label: string;
  body?: Buffer;
  headers: Record<string, string>;
}

const JSON_TYPE = { "content-type": "application/json" };

const jsonBody: fc.Arbitrary<BodyCase> = fc.oneof(
  { weight: 8, arbitrary: jsonDocument.map((v) => ({ label: "json", body: json(v), headers: JSON_TYPE })) },
  fc.constantFrom<BodyCase>(
    { label: "json-deep", body: Buffer.from(`${"[".repeat(30_000)}${"]".repeat(30_000)}`), headers: JSON_TYPE },
    {
      label: "json-deep-object",
      body: Buffer.from(`${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`),
      headers: JSON_TYPE,
    },
    { label: "json-truncated", body: Buffer.from('{"name": "abc'), headers: JSON_TYPE },
    {
      label: "json-invalid-utf8",
      body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
      headers: JSON_TYPE,
    },
    { label: "json-nul-escape", body: Buffer.from('{"name":"a\\u0000b","tag":"x"}'), headers: JSON_TYPE },
    { label: "json-lone-surrogate", body: Buffer.from('{"name":"\\ud800","tag":"\\udc00"}'), headers: JSON_TYPE },
    { label: "json-nul-key", body: Buffer.from('{"a\\u0000":1}'), headers: JSON_TYPE },
    { label: "json-over-limit", body: json({ name: "z".repeat(300_000) }), headers: JSON_TYPE },
    {
      label: "json-latin1",
      body: Buffer.from('{"name":"\xe9"}', "latin1"),
      headers: { "content-type": "application/json; charset=iso-8859-1" },
    },
    {
      label: "json-utf16",
      body: Buffer.from('{"name":"x"}', "utf16le"),
      headers: { "content-type": "application/json; charset=utf-16" },
    },
    { label: "json-as-text", body: json({ name: "x" }), headers: { "content-type": "text/plain" } },
    { label: "json-as-xml", body: Buffer.from("<a/>"), headers: { "content-type": "application/xml" } },
    { label: "json-no-type", body: json({ name: "x" }), headers: {} },
    { label: "json-empty", body: Buffer.alloc(0), headers: JSON_TYPE },
    {
      label: "json-gzip",
      body: gzipSync(json({ name: "x", tags: ["a"] })),
      headers: { ...JSON_TYPE, "content-encoding": "gzip" },
    },
    {
      label: "json-gzip-broken",
      body: Buffer.from("not gzip at all"),
      headers: { ...JSON_TYPE, "content-encoding": "gzip" },
    },
    {
      label: "json-unknown-encoding",
      body: json({ name: "x" }),
      headers: { ...JSON_TYPE, "content-encoding": "snappy" },
    },
    {
      label: "json-br-broken",
      body: Buffer.from("\x00\x01garbage"),
      headers: { ...JSON_TYPE, "content-encoding": "br" },
    },
    {
      label: "json-proto",
      body: Buffer.from('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
      headers: JSON_TYPE,
    },
    { label: "json-duplicate-keys", body: Buffer.from('{"name":"a","name":"b"}'), headers: JSON_TYPE },
  ),
);

const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

const formField = fc.tuple(
  fc.constantFrom(...FIELD_NAMES),
  fc.oneof(
    fc.constantFrom(...INTENTS),
    nastyString.filter((s) => s.length < 5000),
  ),
);

function urlencoded(fields: [string, string][]): Buffer {
  return Buffer.from(new URLSearchParams(fields).toString(), "utf8");
}

function multipart(fields: [string, string][], boundary = "fuzzBoundary"): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8");
}

const formBody: fc.Arbitrary<BodyCase> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .array(formField, { maxLength: 6 })
      .map((fields) => ({ label: "form", body: urlencoded(fields), headers: FORM_TYPE })),
  },
  {
    weight: 2,
    arbitrary: fc.array(formField, { maxLength: 4 }).map((fields) => ({
      label: "multipart",
      body: multipart(fields),
      headers: { "content-type": "multipart/form-data; boundary=fuzzBoundary" },
    })),
  },
  fc.constantFrom<BodyCase>(
    { label: "form-bad-percent", body: Buffer.from("intent=create&name=%E0%A4%A"), headers: FORM_TYPE },
    { label: "form-overlong-utf8", body: Buffer.from("intent=create&name=%C0%AF"), headers: FORM_TYPE },
    { label: "form-nul", body: Buffer.from("intent=addTag&tag=a%00b"), headers: FORM_TYPE },
    { label: "form-surrogate", body: Buffer.from("intent=rename&name=%ED%A0%80"), headers: FORM_TYPE },
    {
      label: "form-raw-invalid-utf8",
      body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
      headers: FORM_TYPE,
    },
    { label: "form-over-limit", body: Buffer.from(`name=${"a".repeat(300_000)}`), headers: FORM_TYPE },
    {
      label: "multipart-broken",
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
      headers: { "content-type": "multipart/form-data; boundary=x" },
    },
    {
      label: "multipart-no-boundary",
      body: Buffer.from("anything"),
      headers: { "content-type": "multipart/form-data" },
    },
    { label: "form-as-json", body: json({ intent: "create" }), headers: JSON_TYPE },
    { label: "form-as-xml", body: Buffer.from("<a/>"), headers: { "content-type": "application/xml" } },
    {
      label: "form-text-plain",
      body: Buffer.from("intent=create\r\nname=x"),
      headers: { "content-type": "text/plain" },
    },
    { label: "form-gzip-broken", body: Buffer.from("garbage"), headers: { ...FORM_TYPE, "content-encoding": "gzip" } },
    { label: "form-empty", body: Buffer.alloc(0), headers: FORM_TYPE },
  ),
);

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const imageBody: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
    label: "image-random",
    body: Buffer.from(bytes),
    headers: { "content-type": "image/png" },
  })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    label: "image-png-head",
    body: Buffer.concat([PNG_HEAD, Buffer.from(bytes)]),
    headers: { "content-type": "image/png" },
  })),
  fc.constantFrom<BodyCase>(
    { label: "image-empty", body: Buffer.alloc(0), headers: { "content-type": "image/jpeg" } },
    { label: "image-svg", body: Buffer.from("<svg onload=alert(1)/>"), headers: { "content-type": "image/svg+xml" } },
    { label: "image-json", body: json({ image: "x" }), headers: JSON_TYPE },
  ),
);

/** An import file: text that is nearly CSV, bytes that are nothing, or nothing at all. */
const fileBody: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.array(fc.array(fc.string({ maxLength: 30 }), { maxLength: 8 }), { maxLength: 20 }).map((rows) => ({
    label: "file-csv",
    body: Buffer.from(rows.map((fields) => fields.join(",")).join("\n")),
    headers: { "content-type": "text/csv" },
  })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
    label: "file-random",
    body: Buffer.from(bytes),
    headers: { "content-type": "application/octet-stream" },
  })),
  fc.constantFrom<BodyCase>(
    { label: "file-empty", body: Buffer.alloc(0), headers: { "content-type": "text/csv" } },
    { label: "file-json", body: json([{ name: "x" }, 1]), headers: JSON_TYPE },
  ),
);

function bodyOf(kind: BodyKind): fc.Arbitrary<BodyCase> {
  const none = fc.constant<BodyCase>({ label: "no-body", headers: {} });
  switch (kind) {
    case "json":
      return fc.oneof({ weight: 9, arbitrary: jsonBody }, { weight: 1, arbitrary: formBody });
    case "form":
      return fc.oneof({ weight: 9, arbitrary: formBody }, { weight: 1, arbitrary: jsonBody });
    case "image":
      return imageBody;
    case "file":
      return fileBody;
    default:
      return fc.oneof(
        { weight: 6, arbitrary: none },
        { weight: 1, arbitrary: jsonBody },
        { weight: 1, arbitrary: formBody },
      );
  }
}

// Query keys the routes read.
const QUERY_KEYS =
  "q page event id format sort country role day token next index _data locale since summary layout".split(" ");

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(...QUERY_KEYS),
          fc.oneof(fc.constantFrom(...BROKEN_SEGMENTS), fc.string({ maxLength: 20 }).map(encodeURIComponent)),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
  },
  fc.constantFrom(
    "?a[]=1&a[]=2",
    "?q[$gt]=",
    "?page=99999999999999999999",
    "?page=-1",
    "?since=1e400&locale=de",
    "?since=-3&summary=1",
    "?summary=1&summary=1",
    "?next=//evil.example",
    "?%zz=1",
    "?=",
  ),
);

/** One malformed request for a target whose path parameters have these valid values. */
export function malformedRequest(kind: BodyKind, valid: Record<string, string | undefined>, paramNames: string[]) {
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, segment(valid[name])])));
  return fc
    .record({
      params,
      query,
      body: bodyOf(kind),
      as: fc.constantFrom<Malformed["as"]>("anonymous", "buyer", "buyer", "seller"),
      withAdminToken: fc.boolean(),
      sameOrigin: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    })
    .map(
      (r): Malformed => ({
        params: r.params as Record<string, string>,
        query: r.query,
        headers: r.body.headers,
        body: r.body.body,
        as: r.as,
        withAdminToken: r.withAdminToken,
        sameOrigin: r.sameOrigin,
        label: r.body.label,
      }),
    );
}
