import type { ContentKind } from "../../../../domain/content-kinds.ts";
import type { PlainScreen } from "./plain-screen.ts";

/**
 * Every plain kind's screen, found in its app file (`app/kinds/<kind>.tsx`; its public section is
 * `<kind>.section.tsx`): none is named here. A kind's file without one reads as undefined.
 */
export const plainScreens: readonly PlainScreen[] = Object.values(
  import.meta.glob<PlainScreen | undefined>(["../../../kinds/*.tsx", "!../../../kinds/*.section.tsx"], {
    eager: true,
    import: "screen",
  }),
).filter((screen) => screen !== undefined);

export const plainScreenOf = (kind: ContentKind): PlainScreen | undefined =>
  plainScreens.find((screen) => screen.kind === kind);
