import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A real HTTP receiver on 127.0.0.1: records every POST, answers `status` (200 unless changed),
 * can be stopped and started again on the same port (a receiver that is down for a while), and can
 * hold answers until released, to see how many deliveries are in flight at once.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  let status = 200;
  let inFlight = 0;
  let mostInFlight = 0;
  let hold: Promise<void> | null = null;
  let release = () => {};

  const listen = async (port: number) => {
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", async () => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
        if (hold) await hold;
        inFlight--;
        response.statusCode = status;
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    return server;
  };

  let server: Server | null = await listen(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hook`,
    get mostInFlight() {
      return mostInFlight;
    },
    answer(next: number) {
      status = next;
    },
    holdAnswers() {
      hold = new Promise((resolve) => {
        release = resolve;
      });
    },
    releaseAnswers() {
      hold = null;
      release();
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (!server) server = await listen(port);
    },
  };
}
