import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's nginx, where the package puts it, or null when it is not installed. */
export function nginxBinary(): string | null {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p)) ?? null;
}

/** A self-signed certificate for localhost and 127.0.0.1, made with openssl in `dir`. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

/** Replaces `from` with `to` in the text, and fails when `from` is not there: the file changed under the test. */
function replaceExactly(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
  return typeof from === "string" ? text.split(from).join(to) : text.replace(new RegExp(from, "g"), to);
}

export type ProxyOptions = { httpsPort: number; httpPort: number; upstreams: number[]; cert: string; key: string };

/**
 * deploy/nginx.conf as the test runs it: the same file with the test's ports, upstreams and certificate,
 * and its cache under a temporary directory, inside a main configuration of the test's own (Debian's
 * /etc/nginx/nginx.conf is not used, so nothing on the machine is touched).
 */
export async function startSiteProxy(siteConf: string, options: ProxyOptions) {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx is not installed (apt-get install nginx-light)");
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-proxy-"));
  // Run as root, nginx's workers become nobody, who must read and write here.
  chmodSync(dir, 0o755);
  let site = readFileSync(siteConf, "utf8");
  site = replaceExactly(site, /^\s*listen \[::\]:.*$/m, "");
  site = replaceExactly(site, "listen 80;", `listen 127.0.0.1:${options.httpPort};`);
  site = replaceExactly(site, "listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  site = replaceExactly(site, /server_name [^;]+;/, "server_name localhost;");
  site = replaceExactly(site, /ssl_certificate [^;]+;/, `ssl_certificate ${options.cert};`);
  site = replaceExactly(site, /ssl_certificate_key [^;]+;/, `ssl_certificate_key ${options.key};`);
  site = replaceExactly(site, "/var/cache/nginx/kavach-site", path.join(dir, "cache"));
  const [first, second] = options.upstreams;
  site = replaceExactly(site, "127.0.0.1:3001", `127.0.0.1:${first}`);
  site = replaceExactly(site, "127.0.0.1:3002", `127.0.0.1:${second}`);
  writeFileSync(path.join(dir, "site.conf"), site);
  const main = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type application/octet-stream;
  include ${dir}/site.conf;
}`;
  writeFileSync(path.join(dir, "nginx.conf"), main);
  const check = spawnSync(bin, ["-t", "-q", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`);
  const child: ChildProcess = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.once("exit", () => child.kill("SIGKILL"));
  return {
    dir,
    errorLog: () => (existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : ""),
    /** Stops nginx (its workers with it) and removes its directory. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
