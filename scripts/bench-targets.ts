import type { App } from "../server/app.ts";

export type BenchTarget = {
  name: string;
  path: string | ((app: App) => Promise<string>);
  p99BudgetMs: number;
  page?: boolean;
  headers?: Record<string, string>;
};

/** What a visitor's first requests hit, with the latency budget each must keep. */
export function benchTargets(): BenchTarget[] {
  return [
    { name: "GET /api/v1/health", path: "/api/v1/health", p99BudgetMs: 50 },
    { name: "GET / (server-rendered home page)", path: "/", p99BudgetMs: 250, page: true },
  ];
}
