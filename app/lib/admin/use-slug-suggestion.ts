import { useEffect, useRef } from "react";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import type { SlugKind } from "../../../domain/slugs.ts";

type Suggestion = {
  /** Only a new record's slug follows its name: an existing one keeps its address until edited. */
  adding: boolean;
  /** The name (a job's title) as typed. */
  name: string | undefined;
  /** The slug as it is in the form. */
  slug: string | undefined;
  kind: SlugKind;
  /** Puts a suggestion in the slug field. */
  suggest(slug: string): void;
};

/**
 * Fills a new record's slug from its name as the name is typed (the server's own rule, domain/slugs.ts),
 * until the admin types a slug of their own; emptied again, it follows the name once more.
 */
export function useSlugSuggestion({ adding, name, slug, kind, suggest }: Suggestion) {
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
}
