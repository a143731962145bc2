import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { projectRoot } from "../../server/paths.ts";

export type AppProcess = {
  url: string;
  pid: number;
  residentMb(): number;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  running(): boolean;
  stop(): Promise<void>;
};

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** package.json's start script as its environment and its command (`A=1 B=2 node main.js`). */
function startCommand() {
  const scripts: unknown = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts;
  const start = scripts && typeof scripts === "object" && "start" in scripts ? String(scripts.start) : "";
  const words = start.split(/\s+/).filter(Boolean);
  const assignments = words.filter(
    (word, i) => /^[A-Z_]+=/.test(word) && words.slice(0, i).every((w) => /^[A-Z_]+=/.test(w)),
  );
  const [command, ...args] = words.slice(assignments.length);
  const env = Object.fromEntries(
    assignments.map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
  return { env, command: command === "node" ? process.execPath : command, args };
}

/**
 * The app exactly as `npm start` runs it (its environment and command, read from package.json),
 * in a process of its own, so that its memory is its own and the load generator never shares its
 * event loop.
 */
export async function startApp(env: Record<string, string>, port: number): Promise<AppProcess> {
  const start = startCommand();
  const child: ChildProcess = spawn(start.command, start.args, {
    cwd: projectRoot,
    env: { ...start.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
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
    cpuSeconds: () => {
      // The fields after the command's name (which may hold spaces): utime and stime are 14th and 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    },
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      // Already gone (killed on purpose, or crashed): there is no exit left to wait for.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
