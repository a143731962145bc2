import { z } from "zod";
import { text, tooLong } from "./text-rules.ts";

/**
 * The site's menu and footer links, edited in Site › Navigation (issue 54, ADR 0180): the header's
 * items in order (a link, or the Services menu of categories), and the footer's column of links. A
 * link goes to a path on this site or, marked external, to a full http(s) address (opened in a new
 * tab). A path to a record keeps working after a rename: its former address answers a 301 (ADR 0161).
 */
export const NAVIGATION_LIMITS = { header: 8, children: 8, footer: 12, label: 40, address: 2048 } as const;
const l = NAVIGATION_LIMITS;

export const navigationMessages = {
  labelRequired: "Label is required",
  labelTooLong: tooLong("Label", l.label),
  pathInvalid: "A link must be a path on this site, starting with /",
  urlInvalid: "An external link must be a full http:// or https:// address",
  headerRequired: "Please keep at least one menu item",
  headerTooMany: `The menu holds at most ${l.header} items`,
  footerTooMany: `The footer holds at most ${l.footer} links`,
  servicesOnce: "The Services menu can be in the menu once",
  titleRequired: "Footer title is required",
  kindInvalid: 'A menu item\'s kind must be "link" or "services"',
  childrenTooMany: `A menu item holds at most ${l.children} links under it`,
} as const;
const m = navigationMessages;

const label = text(m.labelRequired).min(1, { error: m.labelRequired, abort: true }).max(l.label, m.labelTooLong);

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !/\s/.test(value);
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
};

const linkFields = {
  label,
  to: text(m.pathInvalid).max(l.address, m.pathInvalid),
  external: z.boolean({ error: "External must be true or false" }).default(false),
};
const refineLink = (link: { to: string; external: boolean }, ctx: z.RefinementCtx) => {
  if (link.external ? !isWebAddress(link.to) : !isSitePath(link.to)) {
    ctx.addIssue({ code: "custom", path: ["to"], message: link.external ? m.urlInvalid : m.pathInvalid });
  }
};

/** A link: `to` is a site path, or (external) a full address. */
export const navigationLinkSchema = z.object(linkFields).superRefine(refineLink);
export type NavigationLink = z.output<typeof navigationLinkSchema>;

/**
 * A header item: a link, or the place of the Services menu (a button opening the categories and
 * their services). Told apart by `kind`, so a refused item is refused with its own field's message.
 */
const itemKind = <K extends "link" | "services">(kind: K) => z.literal(kind, { error: m.kindInvalid });
export const headerItemSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: itemKind("services"), label }),
    z
      .object({
        kind: itemKind("link"),
        ...linkFields,
        // One level under a menu link (a dropdown on wide screens, a list that opens in the mobile menu).
        children: z
          .array(navigationLinkSchema, { error: m.childrenTooMany })
          .max(l.children, m.childrenTooMany)
          .default([]),
      })
      .superRefine(refineLink),
  ],
  { error: m.kindInvalid },
);

export const navigationSchema = z.object({
  header: z
    .array(headerItemSchema, { error: m.headerRequired })
    .min(1, m.headerRequired)
    .max(l.header, m.headerTooMany)
    .refine((items) => items.filter((item) => item.kind === "services").length <= 1, m.servicesOnce),
  footer: z.object({
    title: text(m.titleRequired)
      .min(1, { error: m.titleRequired, abort: true })
      .max(l.label, tooLong("Footer title", l.label)),
    links: z.array(navigationLinkSchema, { error: m.footerTooMany }).max(l.footer, m.footerTooMany),
  }),
});
export type NavigationSettings = z.output<typeof navigationSchema>;
export type HeaderItem = NavigationSettings["header"][number];
/** A header item that is a link (not the Services menu). */
export type HeaderLink = Extract<HeaderItem, { kind: "link" }>;
