import { Fragment } from "react";
import type { KindSection } from "../../../loaders/kind-sections.server.ts";
import type { SectionView } from "./kind-section.ts";

/**
 * Every kind's section, found in its app file (`app/kinds/<kind>.tsx`): no page names a kind. The
 * same file's back-office screen reaches its schemas (and zod) only through a dynamic import.
 */
const views: readonly SectionView[] = Object.values(
  import.meta.glob<SectionView | undefined>("../../../kinds/*.tsx", { eager: true, import: "section" }),
).filter((view) => view !== undefined);

/** The sections the kinds show at this page's place, in the kinds' order. */
export function KindSections({ sections }: { sections: readonly KindSection[] }) {
  return sections.map((section) => {
    const view = views.find((candidate) => candidate.kind === section.kind);
    return view ? <Fragment key={section.kind}>{view.render(section.items)}</Fragment> : null;
  });
}
