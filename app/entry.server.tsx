import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.edge";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** A render still unfinished after this long is cut short, so no request hangs on a slow boundary. */
export const streamTimeout = 5_000;

/**
 * Renders a page with React's Web Streams renderer. Unlike the Node.js one it keeps no
 * AsyncLocalStorage, which on Node 20 would switch on promise hooks for the whole process and tax
 * every request, cached ones included. Crawlers (and HEAD) get the complete document at once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError() {
      // Errors inside the shell reject above and reach React Router's handleError; these are in
      // boundaries rendered after it, which show their fallback.
      status = 500;
    },
  });
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await stream.allReady;
  return new Response(stream, { headers: responseHeaders, status });
}
