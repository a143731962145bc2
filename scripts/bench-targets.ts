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
    { name: "GET /api/v1/category", path: "/api/v1/category", p99BudgetMs: 60 },
    { name: "GET /api/v1/services (features joined)", path: "/api/v1/services", p99BudgetMs: 100 },
    { name: "GET /api/v1/project?type=product", path: "/api/v1/project?type=product", p99BudgetMs: 100 },
    { name: "GET /api/v1/project (search)", path: "/api/v1/project?q=app", p99BudgetMs: 100 },
    { name: "GET /api/v1/job", path: "/api/v1/job", p99BudgetMs: 60 },
    {
      name: "GET /api/v1/project/:id",
      path: async (app) => {
        const list = await app.inject({ method: "GET", url: "/api/v1/project" });
        return `/api/v1/project/${list.json().portfolios[0]._id}`;
      },
      p99BudgetMs: 60,
    },
    { name: "GET / (server-rendered home page)", path: "/", p99BudgetMs: 250, page: true },
  ];
}
