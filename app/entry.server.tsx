import { renderToReadableStream } from "react-dom/server.node";
import type { HandleErrorFunction } from "react-router";
import { type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";
import { screenPreloadHeader } from "./lib/admin/screen-preloads.server.ts";

/** A render still unfinished after this long is cut short, so no request hangs on a slow boundary. */
export const streamTimeout = 5_000;

/**
 * Renders a page into a web stream with React's Node.js build: it encodes the markup into one shared
 * buffer (`encodeInto`), where the edge build allocated an array for each of a page's thousands of
 * strings — a fifth of a render's time, and most of its garbage (ADR 0046). Its AsyncLocalStorage
 * turns on Node 20's promise hooks for the process; measured, cached answers and API calls kept
 * their speed. HEAD gets the headers only.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A signed-in back-office page starts its screen's reads before its scripts arrive (ADR 0287).
  const preloads = screenPreloadHeader(request);
  if (preloads) responseHeaders.append("Link", preloads);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // A finished Suspense boundary (a public page's islands, ADR 0116) is written in place, however
    // large: outlined, it would arrive as hidden markup moved by an inline script, which the
    // Content-Security-Policy refuses and a visitor without JavaScript never sees.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError() {
      // Errors inside the shell reject above and reach React Router's handleError; these are in
      // boundaries rendered after it, which show their fallback.
      status = 500;
    },
  });
  // Every page is complete before its first byte: the islands' boundaries never wait for data (the
  // loaders have answered before the render), and written after the shell they would be outlined.
  await stream.allReady;
  return new Response(stream, { headers: responseHeaders, status });
}

/**
 * A page whose loader, action or render failed. A 404 or 405 is an answer, not a fault, and an
 * aborted request is the visitor leaving; anything else is logged in one line through the logger's
 * error serializer: the error's class, its message without the data it carried, and its stack
 * (ADR 0265).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  context.log.error({ err: error }, "page request failed");
};
