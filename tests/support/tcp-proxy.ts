import net from "node:net";

/**
 * What the network between the app and a service does:
 * - `pass`: bytes flow both ways;
 * - `refuse`: nothing listens (new connections get ECONNREFUSED) and open ones are cut;
 * - `freeze`: connections are accepted and kept open, but nothing gets through either way, as in a
 *   network partition. Leaving `freeze` cuts the frozen connections (their protocol state is lost).
 */
export type ProxyMode = "pass" | "refuse" | "freeze";

export type TcpProxy = { port: number; setMode(mode: ProxyMode): Promise<void>; close(): Promise<void> };

type Link = { client: net.Socket; upstream?: net.Socket; frozen: boolean };

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
      if (next === "freeze") for (const link of links) link.frozen = true;
      if (next === "pass") for (const link of [...links]) if (link.frozen) cut(link);
    },
    close: async () => {
      for (const link of [...links]) cut(link);
      if (mode !== "refuse") await stopListening();
    },
  };
}
