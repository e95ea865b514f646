import { login } from "./support/accounts";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// docs/security.md "Bad input": what the fuzzer found, each a 4xx now, never
// a 500, and nothing stored.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

test("saving a directory entry one does not have is refused, not a server error", async ({ context }) => {
  await login(context);
  const response = await context.request.post("/en/my/profile", {
    headers: { origin: ORIGIN },
    form: { intent: "person", jobTitle: "Sommelier" },
  });
  expect(response.status()).toBe(404);
});
