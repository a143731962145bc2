import type { FastifyInstance } from "fastify";

/**
 * Runs `task` once the app is ready and every `intervalMs` after, until it closes. A failure is
 * logged as `failure` and waits for the next turn: a retention job must never stop the server.
 */
export function runPeriodically(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
  failure: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  const quietly = () => task().catch((err) => app.log.warn({ err }, failure));
  app.addHook("onReady", async () => {
    await quietly();
    timer = setInterval(quietly, intervalMs).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
