import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

// nginx serving pages Uncork rendered, byte for byte, with Uncork's own
// headers, as the reference a cached page is measured against: one worker
// process (as Node runs one thread), gzip_static serving the very gzip
// bytes Uncork sent. Needs nginx on the PATH (Debian: apt-get install
// nginx-light); a benchmark installs nothing itself.

/** A page copied from Uncork into nginx's root. */
export interface Mirrored {
  label: string;
  uncorkPath: string;
  nginxPath: string;
  gzipKb: number;
}

/** Stops the benchmark with the command to run when nginx is missing. */
export function requireNginx(benchmark: string): void {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
  } catch {
    console.error(`${benchmark} compares with nginx: install it first (Debian: apt-get install nginx-light).`);
    process.exit(2);
  }
}

export class NginxMirror {
  readonly origin: string;

  constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, "root"), { recursive: true });
    mkdirSync(path.join(dir, "tmp"), { recursive: true });
  }

  /** Copies one answer of Uncork (identity and gzip bytes) to `file` in nginx's root. */
  async mirror(origin: string, label: string, uncorkPath: string, file: string): Promise<Mirrored> {
    const plain = await fetch(origin + uncorkPath);
    if (plain.status !== 200) throw new Error(`${uncorkPath} answered ${plain.status}`);
    writeFileSync(path.join(this.dir, "root", file), Buffer.from(await plain.arrayBuffer()));
    const gz = await rawGzip(origin + uncorkPath);
    writeFileSync(path.join(this.dir, "root", `${file}.gz`), gz);
    return { label, uncorkPath, nginxPath: `/${file}`, gzipKb: gz.length / 1024 };
  }

  /** Starts nginx sending the security headers Uncork sent for `headersOf` with every file. */
  async start(headersOf: string): Promise<ChildProcess> {
    writeFileSync(path.join(this.dir, "nginx.conf"), this.config(await securityHeaders(headersOf)));
    const nginx = spawn("nginx", ["-c", path.join(this.dir, "nginx.conf"), "-p", this.dir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    return nginx;
  }

  private config(headers: [string, string][]): string {
    const add = headers
      .map(([name, value]) => `      add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join("\n");
    return `worker_processes 1;
daemon off;
pid ${this.dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${this.dir}/tmp;
  proxy_temp_path ${this.dir}/tmp;
  fastcgi_temp_path ${this.dir}/tmp;
  uwsgi_temp_path ${this.dir}/tmp;
  scgi_temp_path ${this.dir}/tmp;
  types { text/html html; text/javascript js; }
  server {
    listen 127.0.0.1:${this.port};
    root ${this.dir}/root;
    gzip_static on;
    etag on;
    location / {
${add}
      add_header Vary "Accept-Encoding, Accept-Language" always;
      add_header Cache-Control "public, max-age=0, must-revalidate" always;
    }
  }
}
`;
  }
}

/** The gzip bytes as sent (fetch() would decode them). */
function rawGzip(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      if (res.headers["content-encoding"] !== "gzip") reject(new Error(`${url} was not sent gzipped`));
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
}

/** Uncork's security headers on one answer, for nginx to send the same. */
async function securityHeaders(url: string): Promise<[string, string][]> {
  const response = await fetch(url);
  const wanted = [
    "cross-origin-resource-policy",
    "origin-agent-cluster",
    "referrer-policy",
    "x-content-type-options",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-frame-options",
    "x-permitted-cross-domain-policies",
    "x-xss-protection",
    "permissions-policy",
    "content-security-policy",
  ];
  return wanted.flatMap((name) => {
    const value = response.headers.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
}
