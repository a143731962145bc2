import { contentKinds } from "../../domain/content-kinds.ts";

/**
 * What visitors see, in the units a write invalidates: the content kinds, the alert heading
 * (a setting that is no content kind: no drafts, no history), and the redirects (which decide
 * whether a page is shown at all: every page names them, ADR 0165), and the media library (its alt
 * text and focal points, which pages show with the pictures, ADR 0181). A cached answer names the kinds
 * it shows; a committed change to one kind drops exactly the answers that name it.
 */
export const shownKinds = [...contentKinds, "alertHeading", "redirects", "media"] as const;

export type ShownKind = (typeof shownKinds)[number];

export const isShownKind = (value: string): value is ShownKind => shownKinds.some((kind) => kind === value);
