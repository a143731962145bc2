import type { ContentKind } from "../../../../domain/content-kinds.ts";
import type { PlainScreen } from "./plain-screen.ts";

/**
 * Every plain kind's screen, found in its app file (`app/kinds/<kind>.tsx`): none is named here. A
 * kind's file without one (a section only) reads as undefined.
 */
export const plainScreens: readonly PlainScreen[] = Object.values(
  import.meta.glob<PlainScreen | undefined>("../../../kinds/*.tsx", { eager: true, import: "screen" }),
).filter((screen) => screen !== undefined);

export const plainScreenOf = (kind: ContentKind): PlainScreen | undefined =>
  plainScreens.find((screen) => screen.kind === kind);
