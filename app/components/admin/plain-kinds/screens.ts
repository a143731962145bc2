import type { ContentKind } from "../../../../domain/content-kinds.ts";
import type { LazyScreen } from "./plain-screen.ts";

/**
 * Every plain kind's screen, found in its app file (`app/kinds/<kind>.tsx`, beside its public
 * section): none is named here. A kind's file without one reads as undefined. The `?screen` query
 * makes the back office's copy of the file its own module, so the copy the public pages load keeps
 * only its section (its `screen` is dropped as unused: `defineScreen` is free of side effects).
 */
export const plainScreens: readonly LazyScreen[] = Object.values(
  import.meta.glob<LazyScreen | undefined>("../../../kinds/*.tsx", { eager: true, import: "screen", query: "?screen" }),
).filter((screen) => screen !== undefined);

export const plainScreenOf = (kind: ContentKind): LazyScreen | undefined =>
  plainScreens.find((screen) => screen.kind === kind);
