import type { App } from "../server/app.ts";

export type BenchTarget = {
  name: string;
  path: string | ((app: App) => Promise<string>);
  p99BudgetMs: number;
  page?: boolean;
  /** Concurrent connections (10 unless given). */
  connections?: number;
  /** Adds a query string of its own to every request, so no request is answered from the page cache. */
  uncached?: boolean;
  headers?: Record<string, string> | ((app: App) => Promise<Record<string, string>>);
};

/** A session of the seeded superAdmin (the bench sets ADMIN_PASSWORD to BENCH_ADMIN_PASSWORD). */
export const BENCH_ADMIN_PASSWORD = "Bench#Pass123";
async function signedIn(app: App) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/admin/login",
    payload: { username: "admin", password: BENCH_ADMIN_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

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
    { name: "GET /api/v1/admin/me (session check)", path: "/api/v1/admin/me", p99BudgetMs: 100, headers: signedIn },
    {
      name: "GET /api/v1/count/get-all-counts",
      path: "/api/v1/count/get-all-counts",
      p99BudgetMs: 120,
      headers: signedIn,
    },
    { name: "GET / (home page, page cache warm)", path: "/", p99BudgetMs: 100, page: true },
    {
      name: "GET / (rendered every time, 1 visitor)",
      path: "/",
      p99BudgetMs: 60,
      page: true,
      uncached: true,
      connections: 1,
    },
  ];
}
