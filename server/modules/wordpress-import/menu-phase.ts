import {
  type HeaderItem,
  NAVIGATION_LIMITS,
  type NavigationLink,
  navigationSchema,
} from "../../../domain/navigation.ts";
import { sitePartUpdateSchemas } from "../../../domain/site.ts";
import { saveDraft } from "../../engines/drafts/draft-edits.ts";
import { draftWrite, siteDraftSubject } from "../../engines/drafts/draft-writes.ts";
import { readDraftRow } from "../../engines/drafts/store.ts";
import { termKey } from "./export-index.ts";
import { importedKey } from "./import-plan.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";
import { oldPathOf } from "./old-addresses.ts";
import { metaOf, type WxrItem } from "./wxr-entries.ts";

/**
 * The site's primary menu (ADR 0243) as the header of Site › Navigation, where it fits: at most eight
 * links, each with at most eight under it (a deeper level is lifted to the one below the top), each
 * going to the page or article its item became, to a tag's page, or to the address it named. The
 * export does not say which menu a theme showed where, so the one named like a main menu is taken,
 * else the one whose items lead to the most of the site. It is saved as a draft of the navigation, for the owner to look at and publish:
 * the live menu does not change under them, and a draft they started is never overwritten.
 */
const mainMenuNames = /(?:^|[-_ ])(?:primary|main|header|top|menu-1|navigation|nav)(?:$|[-_ ])/i;

type MenuTerm = { slug: string; name: string };

function chooseMenu(run: ImportRun): { menu: MenuTerm; items: WxrItem[]; others: MenuTerm[] } | undefined {
  const leadsSomewhere = (item: WxrItem) => linkOf(run, item, () => {})?.to != null;
  const byMenu = new Map<string, WxrItem[]>();
  for (const item of run.index.items.values()) {
    if (item.type !== "nav_menu_item" || item.status === "draft") continue;
    const menu = item.terms.find((term) => term.domain === "nav_menu")?.nicename;
    if (!menu) continue;
    byMenu.set(menu, [...(byMenu.get(menu) ?? []), item]);
  }
  const menus = [...byMenu.keys()].map((slug) => ({
    slug,
    name: run.index.terms.get(termKey("nav_menu", slug))?.name ?? slug,
  }));
  if (menus.length === 0) return undefined;
  const named = menus.find((menu) => mainMenuNames.test(menu.slug) || mainMenuNames.test(menu.name));
  const reach = (menu: MenuTerm) => (byMenu.get(menu.slug) ?? []).filter(leadsSomewhere).length;
  const widest = [...menus].sort((a, b) => reach(b) - reach(a))[0];
  const menu = named ?? widest;
  if (!menu) return undefined;
  const items = [...(byMenu.get(menu.slug) ?? [])].sort((a, b) => a.menuOrder - b.menuOrder);
  return { menu, items, others: menus.filter((other) => other !== menu) };
}

const label = (text: string) =>
  text.length > NAVIGATION_LIMITS.label ? `${text.slice(0, NAVIGATION_LIMITS.label - 1).trimEnd()}…` : text;

/** A menu item WordPress drew as a heading over its sub-items (a custom link to `#`): it goes where its first sub-item goes. */
type Heading = { label: string; to: null };

/** Where a menu item goes here, and what it is called; undefined (with the reason) when it goes nowhere here. */
function linkOf(
  run: ImportRun,
  item: WxrItem,
  problem: (reason: string) => void,
): NavigationLink | Heading | undefined {
  const type = metaOf(item, "_menu_item_type");
  const object = metaOf(item, "_menu_item_object");
  const objectId = metaOf(item, "_menu_item_object_id");
  const title = run.converter.plainText(item.title);
  if (type === "post_type") {
    const record = run.records.get(objectId);
    const target = run.index.items.get(objectId);
    const name = title || (target ? run.converter.plainText(target.title) : "");
    if (!record?.published) {
      problem(`“${name || objectId}” goes to a ${object} that was not imported as published: left out`);
      return undefined;
    }
    return {
      label: label(name || "Untitled"),
      to: record.address,
      external: false,
      ref: { kind: record.kind, id: record.id },
    };
  }
  if (type === "taxonomy") {
    const term = [...run.index.terms.values()].find(
      (candidate) => candidate.id === objectId && candidate.taxonomy === object,
    );
    const tag = term ? run.plan.tagOfTerm.get(termKey(object, term.slug)) : undefined;
    if (!tag) {
      problem(`“${title || objectId}” goes to a ${object.replace("post_tag", "tag")} that is not imported: left out`);
      return undefined;
    }
    return { label: label(title || term?.name || tag), to: run.tagAddress(tag), external: false };
  }
  const address = metaOf(item, "_menu_item_url").trim();
  if (address === "" || address.startsWith("#")) return { label: label(title || "Menu"), to: null };
  const old = oldPathOf(address, run.plan.hosts);
  if (old !== undefined) {
    const to = run.moved.get(old) ?? old.split("?")[0] ?? "/";
    return { label: label(title || to), to: to || "/", external: false };
  }
  if (/^https?:\/\/[^/\s]+/i.test(address)) return { label: label(title || address), to: address, external: true };
  problem(`“${title || address}” goes to “${address.slice(0, 100)}”, which is no web address: left out`);
  return undefined;
}

export async function importMenu(run: ImportRun): Promise<void> {
  const { report } = run;
  await run.enter("navigation");
  const chosen = chooseMenu(run);
  if (!chosen) return;
  const subject = `Menu “${chosen.menu.name}”`;
  const problems = report.problemsOf(subject);
  for (const other of chosen.others)
    problems.add(`The menu “${other.name}” is not imported: only one menu becomes the site's`);
  const links = new Map<string, NavigationLink | Heading>();
  for (const item of chosen.items) {
    const link = linkOf(run, item, problems.add);
    if (link) links.set(item.postId, link);
  }
  const topOf = (item: WxrItem, seen = new Set<string>()): string => {
    const parent = metaOf(item, "_menu_item_menu_item_parent");
    const parentItem = parent && parent !== "0" ? run.index.items.get(parent) : undefined;
    if (!parentItem || seen.has(parent)) return item.postId;
    return topOf(parentItem, new Set([...seen, item.postId]));
  };
  const tops: { link: NavigationLink | Heading; under: NavigationLink[] }[] = [];
  const byTop = new Map<string, NavigationLink[]>();
  for (const item of chosen.items) {
    const link = links.get(item.postId);
    if (!link) continue;
    const top = topOf(item);
    if (top === item.postId) {
      const under: NavigationLink[] = [];
      byTop.set(item.postId, under);
      tops.push({ link, under });
      continue;
    }
    const under = byTop.get(top);
    if (!under) continue;
    if (link.to === null) problems.add(`“${link.label}” goes nowhere (a “#” link under another): left out`);
    else if (under.length >= NAVIGATION_LIMITS.children)
      problems.add(`A menu item holds at most ${NAVIGATION_LIMITS.children} links: “${link.label}” is left out`);
    else under.push(link);
  }
  const header: HeaderItem[] = [];
  for (const { link, under } of tops) {
    // A heading over its sub-items opens at the first of them.
    const first = under[0];
    const target =
      link.to === null ? (first ? { to: first.to, external: first.external, ref: first.ref } : undefined) : link;
    if (!target) {
      problems.add(`“${link.label}” goes nowhere (a “#” link with nothing under it): left out`);
      continue;
    }
    if (header.length >= NAVIGATION_LIMITS.header) {
      problems.add(`The menu holds at most ${NAVIGATION_LIMITS.header} items: “${link.label}” is left out`);
      continue;
    }
    header.push({
      kind: "link",
      label: link.label,
      to: target.to,
      external: target.external,
      ref: target.ref,
      children: under,
    });
  }
  const menuItems = header.reduce((sum, item) => sum + 1 + (item.kind === "link" ? item.children.length : 0), 0);
  try {
    if (header.length === 0) {
      problems.add("None of its items goes anywhere on this site: the navigation is left as it is");
      return;
    }
    const checked = navigationSchema.shape.header.safeParse(header);
    if (!checked.success) {
      problems.add(`It does not fit the site's menu (${checked.error.issues[0]?.message ?? "invalid"}): left as it is`);
      return;
    }
    const hash = sourceHash(checked.data);
    const before = run.imported.get(importedKey("menu", chosen.menu.slug));
    if (before?.sourceHash === hash) {
      if (run.isOwn(before)) report.count("menuItems", menuItems);
      report.outcome(run.isOwn(before) ? "created" : "skipped");
      return;
    }
    if (!run.dryRun) {
      const { db, writes } = run.parts;
      if ((await readDraftRow(db, "site", "navigation"))?.fields) {
        problems.add("Site › Navigation already has a draft: it is left as it is, and the menu is not imported");
        return;
      }
      const at = run.parts.now();
      const fields = sitePartUpdateSchemas.navigation.parse({ header: checked.data });
      await draftWrite(writes, siteDraftSubject("navigation"), {
        action: "draftSave",
        at,
        apply: async (tx) => {
          await saveDraft(tx, {
            kind: "site",
            recordId: "navigation",
            fields,
            by: writes.audit.staff.actor?.username ?? null,
            at,
          });
          await run.record(tx, {
            sourceKind: "menu",
            sourceId: chosen.menu.slug,
            guid: "",
            kind: "navigation",
            recordId: "navigation",
            sourceHash: hash,
            recordVersion: null,
          });
          return { result: undefined };
        },
      });
    }
    report.count("menuItems", menuItems);
    report.outcome("created");
  } finally {
    problems.flush();
    report.step();
    await run.checkpoint(true);
  }
}
