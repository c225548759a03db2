// Serves fixed bytes as static files with Debian's nginx, as the baseline for our page throughput.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function nginxPath() {
  for (const p of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (spawnSync("test", ["-x", p]).status === 0) return p;
  return null;
}

export async function startNginx(port, files) {
  const bin = nginxPath();
  if (!bin) throw new Error("nginx is not installed (apt-get install -y nginx-light)");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's workers drop root for nobody: a private temp dir would answer every request with 403.
  chmodSync(dir, 0o755);
  const docroot = path.join(dir, "html");
  mkdirSync(docroot);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(docroot, name), bytes);
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  gzip_static on;
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${docroot}; }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  await untilServes(`http://127.0.0.1:${port}`, files);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** Waits for nginx, then checks that it answers every file with 200 and exactly its bytes (gzipped when it has a .gz). */
async function untilServes(baseUrl, files) {
  const first = `${baseUrl}/${Object.keys(files)[0]}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(first);
      break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const [name, bytes] of Object.entries(files)) {
    const res = await fetch(`${baseUrl}/${name}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || !body.equals(Buffer.from(bytes))) {
      throw new Error(
        `nginx answered /${name} with ${res.status} and ${body.length} bytes, not the page's ${bytes.length}`,
      );
    }
    if (files[`${name}.gz`]) {
      const gz = await fetch(`${baseUrl}/${name}`, { headers: { "accept-encoding": "gzip" } });
      if (gz.headers.get("content-encoding") !== "gzip")
        throw new Error(`nginx did not serve /${name}.gz to a gzip client`);
    }
  }
}
