/**
 * A slug's shape (ADR 0160), apart from domain/slugs.ts's schemas so that what every public page
 * loads (addresses, `slugsAt`) carries no Zod.
 */
export const slugLimits = { max: 80 } as const;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
