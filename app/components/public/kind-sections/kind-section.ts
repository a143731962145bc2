import { createElement, type ReactNode } from "react";
import type { ContentKind } from "../../../../domain/content-kinds.ts";

/** A kind's section as the pages render it, whatever its items' shape. */
export type SectionView = { kind: ContentKind; render(items: readonly unknown[]): ReactNode };

/**
 * Declares the section a kind shows on public pages (issue 70, ADR 0283): its items are told apart by
 * `isCard` (what the server read for it; no zod schema, which would add ~100 KB to every public
 * page), then drawn by `View`. A kind's `app/kinds/<kind>.tsx` exporting one as `section` is all it
 * adds: the pages find it there, beside its back-office screen, which loads its schemas lazily
 * (`defineScreen`). This module imports no admin UI: every page showing sections loads it.
 */
export function defineSection<T>(
  kind: ContentKind,
  isCard: (item: unknown) => item is T,
  View: (props: { items: readonly T[] }) => ReactNode,
): SectionView {
  return {
    kind,
    render: (items) => {
      const cards = items.filter(isCard);
      return cards.length > 0 ? createElement(View, { items: cards }) : null;
    },
  };
}
