import { createElement, type ReactNode } from "react";
import type { z } from "zod";
import type { ContentKind } from "../../../../domain/content-kinds.ts";

/** A kind's section as the pages render it, whatever its items' shape. */
export type SectionView = { kind: ContentKind; render(items: readonly unknown[]): ReactNode };

/**
 * Declares the section a kind shows on public pages (issue 70, ADR 0283): its items are checked by
 * its card schema (what the server read for it), then drawn by `View`. A kind's app file
 * (`app/kinds/<kind>.tsx`) exporting one as `section` is all it adds: the pages find it there.
 */
export function defineSection<T>(
  kind: ContentKind,
  card: z.ZodType<T>,
  View: (props: { items: readonly T[] }) => ReactNode,
): SectionView {
  return {
    kind,
    render: (items) => {
      const cards = items.flatMap((item) => {
        const parsed = card.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      return cards.length > 0 ? createElement(View, { items: cards }) : null;
    },
  };
}
