/**
 * What visitors see, in the units a write invalidates. A cached answer names the kinds it shows; a
 * committed change to one kind drops exactly the answers that name it.
 */
export const contentKinds = ["category", "service", "portfolio", "job", "alertHeading", "site"] as const;

export type ContentKind = (typeof contentKinds)[number];

export const isContentKind = (value: string): value is ContentKind => contentKinds.some((kind) => kind === value);
