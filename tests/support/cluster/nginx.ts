import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderNginxSite } from "../../../scripts/cluster/render-nginx";

// nginx-light in front of the instances, started with a prefix of its own
// (never the system's nginx): the shipped site file (deploy/nginx/uncork.conf)
// inside the few lines of main configuration Debian's nginx.conf would give it.

export interface Nginx {
  readonly origin: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

export function requireNginx(what: string): void {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
  } catch {
    throw new Error(
      `${what} puts nginx in front of the instances: install it first (Debian: apt-get install nginx-light).`,
    );
  }
}

/** Started as root, nginx's workers would run as nobody, who cannot enter the run's private temp folder. */
function user(): string {
  return process.getuid?.() === 0 ? "user root root;\n" : "";
}

export async function startNginx(options: {
  dir: string;
  port: number;
  upstreamPorts: number[];
  microCache?: boolean;
}): Promise<Nginx> {
  const dir = options.dir;
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  const site = renderNginxSite({
    ports: options.upstreamPorts,
    listen: `127.0.0.1:${options.port}`,
    cacheDir: path.join(dir, "cache"),
    accessLog: path.join(dir, "access.log"),
    microCache: options.microCache,
  });
  writeFileSync(path.join(dir, "uncork.conf"), site);
  const tmp = path.join(dir, "tmp");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user()}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${dir}/uncork.conf;
}
`,
  );
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    try {
      await (await fetch(`${origin}/metrics`)).arrayBuffer();
      break;
    } catch {
      if (Date.now() > until) throw new Error(`nginx did not listen on ${origin}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
