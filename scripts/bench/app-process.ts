import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildDir } from "../../server/paths.ts";

export type AppProcess = { url: string; pid: number; residentMb(): number; stop(): Promise<void> };

/**
 * The app as `npm start` runs it (the built server, NODE_ENV=production), in a process of its own,
 * so that its memory is its own and the load generator never shares its event loop.
 */
export async function startApp(env: Record<string, string>, port: number): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "server-app/main.js")], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 180_000) throw new Error("the app did not start within 3 minutes");
    await sleep(250);
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    residentMb: () => {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      return Math.round(Number(kb) / 1024);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
