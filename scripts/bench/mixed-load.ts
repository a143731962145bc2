import { setTimeout as sleep } from "node:timers/promises";
import type { AppProcess } from "./app-process.ts";
import { type LoadResult, measure } from "./load.ts";

/** What a busy hour looks like (issue 50): visitors, their enquiries, and staff working beside them. */
export const mixedTraffic = (projectId: string) => ({
  /** Pages and the public API, 40 connections asking in turn. */
  public: [
    "/",
    "/about",
    "/services",
    "/projects?page=2",
    "/career",
    "/contact",
    "/api/v1/project?type=project",
    "/api/v1/category",
    "/api/v1/services",
    "/api/v1/job",
    `/api/v1/project/${projectId}`,
  ],
  publicConnections: 40,
  /** The back office's reads that staff make all day (the lists in the specs' shapes, the counts). */
  signedIn: [
    "/api/v1/count/get-all-counts",
    "/api/v1/contact",
    "/api/v1/newsletter",
    "/api/v1/potentialCustomer",
    "/api/v1/career",
    "/api/v1/admin/me",
    "/api/v1/logger/get-all?page=1&limit=20",
  ],
  /** Ten staff members, each asking this many times a second whatever the answers' pace (open loop). */
  signedInConnections: 10,
  signedInPerSecond: 5,
  /** Contact enquiries sent per second, each from a new address: a busy hour's, then twice it (issue 71). */
  writesPerSecond: [10, 20] as const,
});

/** Mixed traffic before the measured run, so that growth counts from a warmed-up process. */
const WARM_UP_SECONDS = 30;

/** Enquiries sent and stored, and the answers' times (ms) of the stored ones. */
export type Writes = { sent: number; stored: number; p50: number; p99: number };

export type MixedLoadResult = {
  public: LoadResult;
  signedIn: LoadResult;
  writes: Writes;
  memory: { warm: number; peak: number; last: number; growth: number };
};

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

/** One contact enquiry from an address of its own: whether it was stored, and in how many ms. */
async function enquire(app: AppProcess, email: string): Promise<number | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(`${app.url}/api/v1/contact/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fullname: "Bench Visitor",
        phone: "03001234567",
        email,
        address: "12 Mall Road, Lahore",
        message: "We would like a quote for a new website.",
      }),
    });
    await res.arrayBuffer();
    return res.ok ? performance.now() - started : undefined;
  } catch {
    return undefined;
  }
}

function writesOf(sent: number, times: readonly (number | undefined)[]): Writes {
  const stored = times.filter((time): time is number => time !== undefined).sort((a, b) => a - b);
  return { sent, stored: stored.length, p50: percentile(stored, 0.5), p99: percentile(stored, 0.99) };
}

/** Enquiries posted at a steady rate (open loop) until `running` says no more. */
async function enquiries(app: AppProcess, perSecond: number, running: () => boolean, phase: string) {
  const answers: Promise<number | undefined>[] = [];
  const run = `${process.pid}-${phase}`;
  while (running()) {
    for (let i = 0; i < perSecond; i++) answers.push(enquire(app, `visitor-${run}-${answers.length}@example.com`));
    await sleep(1000);
  }
  return writesOf(answers.length, await Promise.all(answers));
}

/** What one enquiry costs with nothing else going on: `count` of them, one after another. */
export async function enquiriesAlone(app: AppProcess, count: number): Promise<Writes> {
  const times: (number | undefined)[] = [];
  for (let i = 0; i < count; i++) times.push(await enquire(app, `alone-${process.pid}-${i}@example.com`));
  return writesOf(count, times);
}

/**
 * Every kind of traffic at once for `seconds` — pages and public reads, public writes, signed-in
 * reads — with the app's resident memory sampled each second from the warmed-up state it starts in.
 */
export async function mixedLoad(
  app: AppProcess,
  auth: Record<string, string>,
  projectId: string,
  seconds: number,
  writesPerSecond: number,
): Promise<MixedLoadResult> {
  const traffic = mixedTraffic(projectId);
  const load = async (duration: number) => {
    let running = true;
    const writes = enquiries(app, writesPerSecond, () => running, `${writesPerSecond}-${duration}s-${Date.now()}`);
    const [publicResult, signedIn] = await Promise.all([
      measure({ url: app.url, paths: traffic.public, connections: traffic.publicConnections, seconds: duration }),
      measure({
        url: app.url,
        paths: traffic.signedIn,
        connections: traffic.signedInConnections,
        ratePerConnection: traffic.signedInPerSecond,
        seconds: duration,
        headers: auth,
      }),
    ]).finally(() => {
      running = false;
    });
    return { public: publicResult, signedIn, writes: await writes };
  };
  // Growth counts from a warmed-up process (the "after warm-up"): its caches filled, pools
  // opened and code compiled by this same traffic, whichever targets ran before it or none.
  await load(WARM_UP_SECONDS);
  const warm = app.residentMb();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(app.residentMb()), 1000);
  try {
    const result = await load(seconds);
    await sleep(1000);
    const last = app.residentMb();
    return { ...result, memory: { warm, peak: Math.max(warm, ...samples, last), last, growth: (last - warm) / warm } };
  } finally {
    clearInterval(sampler);
  }
}
