import { z } from "zod";
import { type SluggedKind, slugFactsOf, sluggedKinds } from "./content-kinds.ts";
import { slugLimits, slugPattern } from "./slug-shape.ts";

/**
 * A record's slug: the readable last part of its public address (`/projects/chai-and-co-online-store`,
 * issue 53, ADR 0160). Lowercase ASCII letters, digits and single hyphens between them; a name in
 * Urdu or another script is transliterated into it (ADR 0160), so an address never needs escaping.
 */
export { slugLimits, slugPattern } from "./slug-shape.ts";

/** Which records a slug must be unique among: the kinds domain/content-kinds.ts gives a slug. */
export type SlugKind = SluggedKind;

export const slugMessages = {
  invalid: "Slug may only hold lowercase letters a-z, digits and single hyphens between them",
  tooLong: `Slug cannot exceed ${slugLimits.max} characters`,
  reserved: "This slug is one of the site's own addresses: choose another",
  redirected:
    "This address is redirected elsewhere (Site › Redirects): choose another slug or remove the redirect first",
  /** A slug another record of the kind has, in the kind's own words (domain/content-kinds.ts). */
  taken: (kind: SlugKind) => slugFactsOf(kind).taken,
  /** Said under the slug field beside a refusal (issue 67): a slug no record has, to take instead. */
  suggestion: (slug: string) => `"${slug}" is free`,
  takeSuggestion: (slug: string) => `Use ${slug}`,
} as const;

/** The kinds whose slugs `GET /slug-check/{kind}` checks, in the words it takes. */
export const slugKinds: readonly SlugKind[] = sluggedKinds;

/**
 * `GET /slug-check/{kind}?slug=&id=` (issue 67): a slug as it is typed, checked as a save would check
 * it — its shape, the site's own addresses, another record of the kind — with `id` the record being
 * edited (its own slug is free for it).
 */
export const slugCheckQuerySchema = z.object({
  slug: z.string({ error: slugMessages.invalid }).max(500, { error: slugMessages.tooLong }),
  id: z.uuid({ error: "id must be a record's id" }).optional(),
});

export const slugVerdictSchema = z.object({
  slug: z.string(),
  free: z.boolean().describe("Whether a save would take it"),
  message: z.string().nullable().describe("Why not, in the words a save's 400 would say; null when free"),
  suggestion: z
    .string()
    .nullable()
    .describe("The first free slug made from it (`-2`, `-3`…); null when it is free or nothing can be made of it"),
});
export type SlugVerdict = z.infer<typeof slugVerdictSchema>;

/**
 * A slug field: optional everywhere (made from the name when absent on create, unchanged when absent
 * on update); an empty text counts as absent (the server's `slugForNew`, `slugForChange`), so a
 * cleared field is made again from the name.
 */
export const slugField = z
  .string({ error: slugMessages.invalid })
  .trim()
  .max(slugLimits.max, { error: slugMessages.tooLong, abort: true })
  .refine((value) => value === "" || slugPattern.test(value), slugMessages.invalid)
  .optional();

/** Slugs that would name one of the site's own addresses instead of a `kind`'s record. */
export const reservedSlugs = (kind: SlugKind): readonly string[] => slugFactsOf(kind).reserved;

/** A record's id: a slug of this shape would be read as one, so none may have it. */
const idShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why `slug` cannot be a `kind`'s slug (before asking who has it), or null. */
export function slugProblem(kind: SlugKind, slug: string): string | null {
  if (slug.length > slugLimits.max) return slugMessages.tooLong;
  if (!slugPattern.test(slug)) return slugMessages.invalid;
  if (reservedSlugs(kind).includes(slug) || idShape.test(slug)) return slugMessages.reserved;
  return null;
}

/** `base`, or `base-2`, `base-3`… : the first that `isFree` says no other record has, within the limit. */
export async function firstFreeSlug(base: string, isFree: (slug: string) => Promise<boolean>): Promise<string> {
  if (await isFree(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, slugLimits.max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (await isFree(candidate)) return candidate;
  }
}
