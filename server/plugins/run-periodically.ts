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

/** A queue's sender: it sends what is due when kicked and finishes what it holds when stopped. */
export type KickedSender = { kick(): void; stop(): Promise<void> };

/**
 * Kicks `sender` once the app is ready (what a stopped or crashed instance left is taken up) and
 * every `pollMs` after (0: only when asked), and stops it when the app closes.
 */
export function kickPeriodically(app: FastifyInstance, sender: KickedSender, pollMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sender.kick();
    if (pollMs > 0) timer = setInterval(() => sender.kick(), pollMs).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await sender.stop();
  });
}
