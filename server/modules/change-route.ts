import type { z } from "zod";
import type { AccessRule } from "../../domain/access.ts";
import { messageWithData } from "../http/admin-answers.ts";
import { errorAnswers } from "../http/answers.ts";
import { idParams } from "../http/id-params.ts";

type ChangeRoute<Body extends z.ZodType, Dto extends z.ZodType> = {
  access: AccessRule;
  tags: string[];
  summary: string;
  body: Body;
  /** The record as the answer shows it. */
  dto: Dto;
};

/**
 * The rule and documentation of a PATCH of one record by its id (a lead's stage and owner, a
 * subscriber's tags, a follow-up): its body checked, answered by `changed` with the record.
 */
export const changeOptions = <Body extends z.ZodType, Dto extends z.ZodType>(route: ChangeRoute<Body, Dto>) => ({
  config: { access: route.access },
  schema: {
    tags: route.tags,
    summary: route.summary,
    params: idParams,
    body: route.body,
    response: { 200: messageWithData(route.dto), ...errorAnswers(400, 401, 403, 404) },
  },
});

/** A change's answer: its message and the record as changed. */
export const changed = async <Dto>(message: string, data: Promise<Dto>) => ({
  success: true as const,
  message,
  data: await data,
});
