/** What the seed uses of translations (docs/architecture.md: the seed reaches modules through their entry). */
import { publishSeededTranslations } from "./seeded.ts";

export type { SeededTranslation } from "./seeded.ts";
export { publishSeededTranslations };
export type DraftKindOf = Parameters<typeof publishSeededTranslations>[1];
