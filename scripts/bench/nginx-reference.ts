import { execFileSync } from "node:child_process";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** A body and the headers that describe it, exactly as the app sent them. */
export type Recorded = { body: Buffer; contentType: string; contentEncoding?: string };

export function hasNginx(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * nginx with one worker serving the very bytes the app answered for each target (already
 * compressed, so nginx only reads and sends them): the reference a ratio is taken against.
 */
export async function startNginx(dir: string, port: number, files: Map<string, Recorded>) {
  await mkdir(path.join(dir, "t"), { recursive: true });
  const locations: string[] = [];
  let n = 0;
  for (const [name, recorded] of files) {
    n += 1;
    await writeFile(path.join(dir, "t", String(n)), recorded.body);
    const encoding = recorded.contentEncoding ? `add_header Content-Encoding ${recorded.contentEncoding};` : "";
    locations.push(
      `location = /t/${n} { default_type "${recorded.contentType}"; ${encoding} add_header Vary Accept-Encoding; } # ${name}`,
    );
  }
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    ${locations.join("\n    ")}
  }
}
`;
  await writeFile(path.join(dir, "nginx.conf"), conf);
  // nginx's worker runs as an unprivileged user: the folder must be readable by it.
  await chmod(dir, 0o755);
  execFileSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")]);
  const urls = new Map([...files.keys()].map((name, i) => [name, `http://127.0.0.1:${port}/t/${i + 1}`]));
  return {
    urls,
    stop: () => execFileSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-s", "stop"]),
  };
}
