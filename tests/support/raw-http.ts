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

/** One request of a kept-alive exchange: its request line and headers as written (Host is added). */
export type RawExchange = { line: string; headers?: string[] };

/**
 * Sends requests one after another over one kept-alive connection, each written as given once the
 * previous answer has arrived whole (by its Content-Length; a HEAD's or a 304's has no body): the way
 * the socket lane reads them. Ends the connection after the last answer.
 */
export function rawExchange(port: number, requests: RawExchange[]): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const answers: RawAnswer[] = [];
    let buffered = Buffer.alloc(0);
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer after ${answers.length} answers`)));
    const send = () => {
      const next = requests[answers.length];
      const lines = [next.line, `Host: localhost:${port}`, "Connection: keep-alive", ...(next.headers ?? [])];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    };
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const headEnd = buffered.indexOf("\r\n\r\n");
        if (headEnd < 0) return;
        const [statusLine, ...headerLines] = buffered.toString("latin1", 0, headEnd).split("\r\n");
        const headers = Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const status = Number(statusLine.split(" ")[1]);
        const bodiless = requests[answers.length].line.startsWith("HEAD ") || status === 304;
        const length = bodiless ? 0 : Number(headers["content-length"] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        answers.push({ status, headers, body: buffered.toString("utf8", headEnd + 4, headEnd + 4 + length) });
        buffered = buffered.subarray(headEnd + 4 + length);
        if (answers.length === requests.length) {
          socket.end();
          return resolve(answers);
        }
        send();
      }
    });
    socket.on("connect", send);
  });
}
