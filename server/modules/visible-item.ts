import type { RequestAccess } from "../../domain/access.ts";
import { NotFound } from "../errors/domain-errors.ts";

/** Whether a read may include inactive items; only the access decision sets it (request.access). */
export type Visibility = { includeInactive: boolean };

/**
 * One item for a public read: an inactive one only for a caller who may see inactive items,
 * anything missing or hidden a 404 with the resource's message.
 */
export async function findVisibleOr404<T>(
  access: Pick<RequestAccess, "seesInactive">,
  find: (visibility: Visibility) => Promise<T | null | undefined>,
  notFoundMessage: string,
): Promise<T> {
  const item = await find({ includeInactive: access.seesInactive });
  if (item === null || item === undefined) throw new NotFound(notFoundMessage);
  return item;
}
