import type { FastifyRequest } from "fastify";
import { z } from "zod";

const declaredNames = new WeakMap<object, readonly string[]>();

/** The query parameters a route's schema declares, in a fixed order (none when it declares no object). */
function queryNames(schema: unknown): readonly string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  const known = declaredNames.get(schema);
  if (known) return known;
  const names = Object.keys(schema.shape).sort();
  declaredNames.set(schema, names);
  return names;
}

/**
 * The cache key of an API read: the route's pattern, its params and the query parameters it
 * declares. Anything else in the query string can't change the answer, so it can't make an entry
 * of its own either. A repeated parameter is left uncached (validation refuses it anyway).
 */
export function apiReadKey(request: FastifyRequest): string | undefined {
  let key = request.routeOptions.url ?? "";
  const { params, query } = request;
  if (params && typeof params === "object") {
    for (const [name, value] of Object.entries(params)) key += `|${name}=${String(value)}`;
  }
  const names = queryNames(request.routeOptions.schema?.querystring);
  if (names.length === 0) return key;
  const given = new Map(query && typeof query === "object" ? Object.entries(query) : []);
  for (const name of names) {
    const value = given.get(name);
    if (value === undefined) continue;
    if (typeof value !== "string") return undefined;
    key += `&${name}=${encodeURIComponent(value)}`;
  }
  return key;
}
