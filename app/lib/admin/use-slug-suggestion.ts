import { useEffect, useRef } from "react";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import type { SlugKind } from "../../../domain/slugs.ts";

/** What the suggestion reads of a content form (`useContentForm`'s answer). */
type SlugForm = {
  /** Only a new record's slug follows its name: an existing one keeps its address until edited. */
  editing: boolean;
  /** The slug as it is in the form. */
  values: { slug?: string };
  form: { setValue(name: "slug", value: string, options: { shouldValidate: boolean }): void };
};

/**
 * Fills a new record's slug from its name as the name is typed (the server's own rule, domain/slugs.ts),
 * until the admin types a slug of their own; emptied again, it follows the name once more. Answers
 * whether it still follows the name, and how to take another slug as the name's (`useSlugCheck`).
 */
export function useSlugSuggestion({ editing, values, form }: SlugForm, kind: SlugKind, name: string | undefined) {
  const adding = !editing;
  const slug = values.slug;
  const suggest = (next: string) => form.setValue("slug", next, { shouldValidate: true });
  const suggested = useRef<string | null>(null);
  // Read inside the effect, which runs when the name changes, not when the slug does.
  const latest = useRef({ slug, suggest });
  latest.current = { slug, suggest };
  useEffect(() => {
    if (!adding) return;
    const current = latest.current.slug ?? "";
    if (current !== "" && current !== suggested.current) return;
    const next = name?.trim() ? slugFrom(name, kind) : "";
    suggested.current = next;
    if (next !== current) latest.current.suggest(next);
  }, [adding, name, kind]);
  return {
    /** The slug is still the one made from the name (no one typed their own). */
    following: adding && (slug ?? "") !== "" && slug === suggested.current,
    /** Takes `next` as the name's slug (the free one when the name's is taken): it still follows the name. */
    adopt: (next: string) => {
      suggested.current = next;
      suggest(next);
    },
  };
}
