import { z } from "zod";
import { apiErrorSchema } from "./schemas.ts";

/** `{ success: true, <field>: payload }`, the contract's success answer. */
export function successWith<K extends string, T extends z.ZodType>(field: K, payload: T) {
  return z.object({ success: z.literal(true), [field]: payload } as { success: z.ZodLiteral<true> } & Record<K, T>);
}

export const successMessage = z.object({ success: z.literal(true), message: z.string() });

/** Error answers a route declares for the OpenAPI page, keyed by status. */
export const errorAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
