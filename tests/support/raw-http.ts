import net from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends one request exactly as written (request line and headers) over a fresh connection: inject()
 * and fetch() refuse, or quietly repair, the odd methods and targets a hostile client sends.
 */
export function rawRequest(port: number, requestLine: string, headers: string[] = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const parsed = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed, body: rest.join("\r\n\r\n") });
    });
    socket.write(
      `${requestLine}\r\n${[`Host: localhost:${port}`, "Connection: close", ...headers].join("\r\n")}\r\n\r\n`,
    );
  });
}
