import { execFileSync } from "node:child_process";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** A body and the headers that came with it, exactly as the app sent them. */
export type Recorded = { body: Buffer; contentType: string; headers: Record<string, string> };

/** Headers nginx writes itself (or that belong to the one transfer), not repeated with add_header. */
const ownHeaders = new Set(["content-type", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The app's headers as nginx directives; a value nginx would read as a variable (`$`) is left out. */
function addHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .filter(([name, value]) => !ownHeaders.has(name) && !value.includes("$"))
    .map(([name, value]) => `add_header ${name} "${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}" always;`)
    .join(" ");
}

export function hasNginx(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * nginx with one worker serving the very bytes the app answered for each target, headers included
 * (the body already compressed, so nginx only reads and sends it): the reference a ratio is taken
 * against.
 */
export async function startNginx(dir: string, port: number, files: Map<string, Recorded>) {
  await mkdir(path.join(dir, "t"), { recursive: true });
  const locations: string[] = [];
  let n = 0;
  for (const [name, recorded] of files) {
    n += 1;
    await writeFile(path.join(dir, "t", String(n)), recorded.body);
    locations.push(
      `location = /t/${n} { default_type "${recorded.contentType}"; ${addHeaders(recorded.headers)} } # ${name}`,
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
