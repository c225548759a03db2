// Serves fixed bytes as static files with Debian's nginx, as the baseline for our page throughput.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${docroot}; }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/${Object.keys(files)[0]}`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}
