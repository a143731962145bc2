import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import {
  type BlockDocument,
  type BlockNode,
  checkDocument,
  picturesShownBy,
  textOf,
  UnsupportedContent,
} from "../../domain/blocks.ts";
import { emptyBlocks, type PageDto, pageDefaults, pageDtoSchema } from "../../domain/pages.ts";
import { escapeHtml, type LiveLists, type RenderTarget, renderDocument } from "../../server/blocks/render-html.ts";
import type { Db } from "../../server/db/client.ts";
import { listPublishedArticles } from "../../server/modules/articles/reads.ts";
import { listJobs } from "../../server/modules/jobs/reads.ts";
import { readPictureWords } from "../../server/modules/media/picture-words.ts";
import { getPage } from "../../server/modules/pages/reads.ts";
import { listPortfolio } from "../../server/modules/portfolio/reads.ts";
import { listServices } from "../../server/modules/services/reads.ts";
import { type Shown, shownInLanguage } from "./addresses.server.ts";

/**
 * The blocks as the renderer may take them: checked again, since a preview lays a draft's fields
 * over the page and only what `checkDocument` answered may be rendered (ADR 0196). A document that
 * does not pass shows nothing rather than something unchecked.
 */
function checked(blocks: unknown): BlockDocument {
  try {
    return checkDocument(blocks);
  } catch (error) {
    if (error instanceof UnsupportedContent) return emptyBlocks;
    throw error;
  }
}

type LiveLink = { label: string; href: string };
type LiveName = "services" | "projects" | "jobs" | "articles";

/** The lists of our own content a live block may show, newest first. */
const liveReads: Record<LiveName, (db: Db) => Promise<LiveLink[]>> = {
  services: async (db) =>
    (await listServices(db)).map((service) => ({ label: service.name, href: addressOf.service(service) })),
  projects: async (db) =>
    (await listPortfolio(db, { type: "project" })).map((item) => ({
      label: item.name,
      href: addressOf.portfolio(item),
    })),
  jobs: async (db) => (await listJobs(db)).map((job) => ({ label: job.title, href: addressOf.job(job) })),
  articles: async (db) =>
    (await listPublishedArticles(db, 20)).map((article) => ({
      label: article.title,
      href: addressOf.article(article),
    })),
};

const isLiveName = (name: string): name is LiveName => Object.hasOwn(liveReads, name);

function liveNames(nodes: readonly BlockNode[]): LiveName[] {
  return nodes.flatMap((node) => {
    const list = node.type === "liveList" ? node.attrs?.list : undefined;
    const own = typeof list === "string" && isLiveName(list) ? [list] : [];
    return [...own, ...liveNames(node.content ?? [])];
  });
}

/** Reads only the lists the document shows, then renders each live block as links to them. */
async function liveListsOf(db: Db, document: BlockDocument): Promise<LiveLists> {
  const names = [...new Set(liveNames(document.content))];
  const read = new Map(await Promise.all(names.map(async (name) => [name, await liveReads[name](db)] as const)));
  return (list, count) => {
    const links = (isLiveName(list) ? read.get(list) : undefined)?.slice(0, count) ?? [];
    if (links.length === 0) return "";
    const items = links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`);
    return `<ul class="live-list">${items.join("")}</ul>`;
  };
}

/**
 * Blocks rendered on the server for a page or a feed (a page's, an article's), once checked, with
 * the lists of our content and the pictures' words they show read first; the checked document too.
 */
export async function renderedBlocks(db: Db, blocks: unknown, target: RenderTarget) {
  const document = checked(blocks);
  const [lists, pictures] = await Promise.all([
    liveListsOf(db, document),
    readPictureWords(db, picturesShownBy(document)),
  ]);
  return { document, ...renderDocument(document, lists, target, pictures) };
}

/** The page it sits under, for the breadcrumb: only a published one, which a visitor can open. */
async function parentOf(db: Db, page: PageDto) {
  const parent = page.parentId ? await getPage(db, page.parentId) : null;
  return parent && { title: parent.title, path: addressOf.page(parent) };
}

/** A page's blocks rendered on the server: its HTML, and its FAQ's questions for the JSON-LD. */
async function rendered(db: Db, page: PageDto) {
  const [{ document, html, questions }, parent] = await Promise.all([
    renderedBlocks(db, page.blocks, "page"),
    parentOf(db, page),
  ]);
  // The description a search result shows when the page has none of its own: the start of its text.
  const summary = document.content.map(textOf).join(" ").replace(/\s+/g, " ").trim().slice(0, 160);
  return {
    page: { _id: page._id, title: page.title, slug: page.slug, seo: page.seo },
    parent,
    html,
    questions,
    summary,
  };
}

/** A page at `/<slug>` or in a preview; one saved as a draft only has the defaults under its draft. */
const shownPage: Shown<PageDto> = {
  kind: "page",
  read: getPage,
  pathOf: addressOf.page,
  schema: pageDtoSchema,
  build: ({ fields }) => ({ ...pageDefaults, ...fields }),
};

/**
 * `/<slug>`: a published page (a former slug of one: one 301 to it; a page in the trash: 410), or
 * its preview with the draft; null for anything else, which the route shows as the site's 404 page
 * (the splat route's, since `/<slug>` takes the addresses that would have reached it).
 */
export async function loadPage(context: AppLoadContext, slug: string) {
  const shown = await shownInLanguage(context, slug, shownPage);
  return shown && { ...(await rendered(context.db, shown.record)), versions: shown.versions };
}
