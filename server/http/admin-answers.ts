import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDraftCreate } from "../../domain/drafts.ts";
import type { ApiIssue } from "../../domain/errors.ts";
import { validationError, zodIssues } from "../errors/validation.ts";

/** `{ success: true, message, data }`: what a back-office write answers. */
export const messageWithData = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/**
 * Checks a form's fields plus the problems found outside the schema (a missing file), all listed in
 * one 400: in `order` (field names) when given, else the schema's fields first.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  fields: unknown,
  extra: (ApiIssue | false)[] = [],
  order: string[] = [],
) {
  const parsed = schema.safeParse(fields);
  const rank = (issue: ApiIssue) => {
    const at = order.indexOf(issue.path.split(".")[0]);
    return at === -1 ? order.length : at;
  };
  const issues = [
    ...(parsed.success ? [] : zodIssues(parsed.error)),
    ...extra.filter((issue): issue is ApiIssue => issue !== false),
  ].sort((a, b) => rank(a) - rank(b));
  if (!parsed.success || issues.length > 0) throw validationError(issues);
  return parsed.data as z.output<T>;
}

/**
 * A route's validatorCompiler for a multipart body the handler reads and checks itself while it
 * streams (readMultipartForm + the domain schema): Fastify must not validate it.
 */
export const streamedBody = () => (data: unknown) => ({ value: data });

/**
 * A JSON create's validatorCompiler: a body with `draft: true` reaches the handler as sent (it is
 * checked there as a draft, where any of the fields will do; ADR 0122), any other body is the
 * create's, checked by its schema as usual.
 */
export const createOrDraftBody = (route: FastifyRouteSchemaDef<unknown>) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) throw new Error(`${route.url}: the body's schema is a zod schema`);
  const checked = validatorCompiler({ ...route, schema });
  return (data: unknown) => (isDraftCreate(data) ? { value: data } : checked(data));
};

/** Documents a multipart form's fields on the OpenAPI page (its files may be library pictures, ADR 0181). */
export function multipartDoc(textFields: string[], fileFields: string[], fromLibrary = true) {
  const file = (name: string) => [
    name,
    z.string().meta({ format: "binary" }).optional().describe("PNG, JPEG or WebP, ≤ 3 MB"),
  ];
  const chosen = (name: string) => [
    `${name}Ids`,
    z
      .string()
      .optional()
      .describe(`media library pictures in place of \`${name}\` files: ids, comma-separated (\`${name}Id\` alike)`),
  ];
  const shape = Object.fromEntries([
    ...textFields.map((name) => [name, z.string().optional()]),
    ...fileFields.flatMap((name) => (fromLibrary ? [file(name), chosen(name)] : [file(name)])),
  ]);
  return z.object(shape);
}
