import type { FastifyRequest } from "fastify";
import { notFound } from "./http-error.ts";

type Caller = Pick<FastifyRequest, "admin">;

/** Whether the caller may see inactive products and jobs: any signed-in admin. */
export function canSeeInactive(request: Caller): boolean {
  return request.admin !== null;
}

/**
 * One item of a public read: an inactive one only for a signed-in admin; missing or hidden, the
 * caller is told `missing` with a 404 (a visitor can't tell a hidden item from a deleted one).
 */
export async function findVisibleOr404<T>(
  request: Caller,
  find: (visibility: { includeInactive: boolean }) => Promise<T | null | undefined>,
  missing: string,
): Promise<T> {
  const item = await find({ includeInactive: canSeeInactive(request) });
  if (item === null || item === undefined) throw notFound(missing);
  return item;
}
