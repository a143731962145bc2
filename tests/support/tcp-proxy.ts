import net from "node:net";

/**
 * What the network between the app and a service does:
 * - `pass`: bytes flow both ways;
 * - `refuse`: nothing listens (new connections get ECONNREFUSED) and open ones are cut;
 * - `freeze`: connections are accepted and kept open, but nothing gets through either way, as in a
 *   network partition. Leaving `freeze` cuts the frozen connections (their protocol state is lost);
 * - `{ sqlState }`: PostgreSQL itself refuses: open connections are cut (as a shutdown does) and each
 *   new one is answered, after its startup packet, with a FATAL ErrorResponse carrying that SQLSTATE
 *   (55000 for `ALLOW_CONNECTIONS false`, 57P01 for an administrator shutdown, 57P03 starting up…).
 */
export type ProxyMode = "pass" | "refuse" | "freeze" | { sqlState: string; message?: string };

export type TcpProxy = {
  port: number;
  setMode(mode: ProxyMode): Promise<void>;
  /** Cuts every open connection at once (mid-query for those in use) and goes on passing new ones. */
  cutAll(): number;
  close(): Promise<void>;
};

type Link = { client: net.Socket; upstream?: net.Socket; frozen: boolean };

/** The 8-byte request a client may send before its startup packet, asking for TLS. */
const SSL_REQUEST_CODE = 80877103;

/** A PostgreSQL ErrorResponse message (protocol 3): severity, SQLSTATE and message fields. */
function errorResponse(sqlState: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", sqlState],
      ["M", message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, "utf8")),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write("E", 0, "ascii");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** Plays a PostgreSQL server that refuses every session: reads the startup packet, answers the error. */
function refuseSession(client: net.Socket, answer: Buffer) {
  let received = Buffer.alloc(0);
  client.on("data", (chunk) => {
    received = Buffer.concat([received, chunk]);
    while (received.length >= 8) {
      const length = received.readInt32BE(0);
      if (received.length < length) return;
      const code = received.readInt32BE(4);
      received = received.subarray(length);
      if (length === 8 && code === SSL_REQUEST_CODE) {
        client.write("N");
        continue;
      }
      client.end(answer);
      return;
    }
  });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  const links = new Set<Link>();

  const cut = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const server = net.createServer((client) => {
    const link: Link = { client, frozen: mode === "freeze" };
    links.add(link);
    client.on("error", () => cut(link));
    client.on("close", () => cut(link));
    if (typeof mode === "object") {
      refuseSession(client, errorResponse(mode.sqlState, mode.message ?? `refused with ${mode.sqlState}`));
      return;
    }
    if (link.frozen) return;
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on("error", () => cut(link));
    upstream.on("close", () => cut(link));
    client.on("data", (chunk) => {
      if (!link.frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!link.frozen) client.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listen(0);
  return {
    port,
    setMode: async (next) => {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === "refuse") {
        for (const link of [...links]) cut(link);
        await stopListening();
        return;
      }
      if (previous === "refuse") await listen(port);
      if (typeof next === "object") for (const link of [...links]) cut(link);
      if (next === "freeze") for (const link of links) link.frozen = true;
      if (next === "pass") for (const link of [...links]) if (link.frozen) cut(link);
    },
    cutAll: () => {
      const open = links.size;
      for (const link of [...links]) cut(link);
      return open;
    },
    close: async () => {
      for (const link of [...links]) cut(link);
      if (mode !== "refuse") await stopListening();
    },
  };
}
