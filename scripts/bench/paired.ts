import type { LoadResult } from "./load.ts";

/** Server CPU seconds (user + system) so far, to weigh what each request cost it. */
export type CpuClock = () => number;
/** One round of load. */
export type Round = () => Promise<LoadResult>;

export type PairedRound = { result: LoadResult; cpuUsPerRequest: number };
export type Paired = {
  a: PairedRound[];
  b: PairedRound[];
  /** A's requests per second over B's, one per pair, and their median. */
  shares: number[];
  medianShare: number;
  /** CPU time per request of the process `cpu` reads, under A and under B (medians), in µs. */
  cpuUs: { a: number; b: number };
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Rounds of one side as one result: median rate and latencies, summed counts. */
export function combined(rounds: PairedRound[]): LoadResult {
  const results = rounds.map((round) => round.result);
  return {
    rps: median(results.map((result) => result.rps)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    requests: results.reduce((total, result) => total + result.requests, 0),
    failures: results.reduce((total, result) => total + result.failures, 0),
  };
}

/**
 * A against B in alternated pairs (A B, B A, A B, …) of short rounds, compared pair by pair: on a
 * small shared machine one round's throughput drifts by ±10 % from the next for reasons of its own
 * (other tenants, the kernel), and a step in that drift falls on a single pair, whose ratio the
 * median then sets aside, where one long round each, or A B B A, lets it decide the comparison.
 */
export async function paired(a: Round, b: Round, pairs: number, cpu: CpuClock = () => 0): Promise<Paired> {
  const run = async (round: Round): Promise<PairedRound> => {
    const before = cpu();
    const result = await round();
    const cpuUsPerRequest = ((cpu() - before) * 1e6) / Math.max(result.requests, 1);
    return { result, cpuUsPerRequest };
  };
  const rounds = { a: [] as PairedRound[], b: [] as PairedRound[] };
  const shares: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    let first: PairedRound;
    let second: PairedRound;
    if (pair % 2 === 0) {
      first = await run(a);
      second = await run(b);
    } else {
      second = await run(b);
      first = await run(a);
    }
    rounds.a.push(first);
    rounds.b.push(second);
    shares.push(first.result.rps / second.result.rps);
  }
  return {
    ...rounds,
    shares,
    medianShare: median(shares),
    cpuUs: {
      a: median(rounds.a.map((r) => r.cpuUsPerRequest)),
      b: median(rounds.b.map((r) => r.cpuUsPerRequest)),
    },
  };
}
