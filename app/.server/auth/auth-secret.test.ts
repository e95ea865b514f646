import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The generated secret when instances start at once on one shared folder:
// separate processes, as instances are, racing for AUTH_SECRET_FILE.

const dir = mkdtempSync(path.join(tmpdir(), "uncork-secret-"));
const module = fileURLToPath(new URL("./auth-secret.ts", import.meta.url));
const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A process that says "ready" once loaded, then prints authSecret() once
 * `go` exists, so all of them ask at the same moment.
 */
function instance(file: string, go: string) {
  const script = `
    import { existsSync } from "node:fs";
    const { authSecret } = await import(${JSON.stringify(module)});
    process.stdout.write("ready;");
    while (!existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 1));
    process.stdout.write(authSecret());`;
  const env: NodeJS.ProcessEnv = { ...process.env, AUTH_SECRET_FILE: file };
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, env });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk;
  });
  return {
    ready: () => out.startsWith("ready;"),
    secret: new Promise<string>((resolve, reject) =>
      child.on("close", (code) =>
        code === 0 ? resolve(out.slice("ready;".length)) : reject(new Error(`exit ${code}: ${err}`)),
      ),
    ),
  };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the generated secret", () => {
  it("is one for 6 instances starting at once on a shared folder: the first one's, whole", async () => {
    const file = path.join(dir, "shared", "auth-secret");
    const go = path.join(dir, "go");
    const instances = Array.from({ length: 6 }, () => instance(file, go));
    await expect.poll(() => instances.every((i) => i.ready()), { timeout: 50_000 }).toBe(true);
    writeFileSync(go, "");
    const answers = await Promise.all(instances.map((i) => i.secret));
    expect(answers[0]).toMatch(/^[\w-]{43}$/);
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
    expect(readFileSync(file, "utf8")).toBe(`${answers[0]}\n`);
    // Nothing written aside is left behind.
    expect(readdirSync(path.dirname(file))).toEqual(["auth-secret"]);
  }, 60_000);
});
