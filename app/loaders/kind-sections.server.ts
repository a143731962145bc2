import type { AppLoadContext } from "react-router";
import type { ContentKind } from "../../domain/content-kinds.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import type { PublicPlace, PublicPlaces } from "../../server/engines/content-kinds/sections.ts";

/** A kind's items at a public place, as its section on the page renders them. */
export type KindSection = { kind: ContentKind; items: unknown[] };

/**
 * The sections every declared kind shows at `place` (issue 70, ADR 0283), in the kinds' order: a
 * page reads them without naming any kind. A kind whose read fails is left out and logged; such a
 * page is incomplete and is not kept in the page cache.
 */
export async function sectionsAt<P extends PublicPlace>(
  context: Pick<AppLoadContext, "db" | "log" | "readFailed">,
  place: P,
  at: PublicPlaces[P],
): Promise<KindSection[]> {
  const read = declaredKinds.map(async (declaration): Promise<KindSection | null> => {
    const items = declaration.sections?.[place];
    if (!items) return null;
    try {
      const shown = await items(context.db, at);
      return shown.length > 0 ? { kind: declaration.kind, items: [...shown] } : null;
    } catch (error) {
      context.log.error({ err: error }, `Failed to fetch the ${declaration.kind} section`);
      context.readFailed();
      return null;
    }
  });
  return (await Promise.all(read)).filter((section) => section !== null);
}
