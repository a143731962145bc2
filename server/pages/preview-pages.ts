import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addressOf } from "../../domain/addresses.ts";
import { isSluggedKind } from "../../domain/content-kinds.ts";
import { isSitePart, sitePartPages } from "../../domain/site.ts";
import type { DraftKind } from "../engines/drafts/draft-kind.ts";
import { openPreviewLink } from "../engines/drafts/preview-links.ts";
import { readDraftRow } from "../engines/drafts/store.ts";
import type { PagePreview } from "./load-context.ts";

/** Renders the public page at `path` with `preview` in its load context (react-router.ts). */
export type RenderPreview = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  preview: PagePreview,
) => Promise<FastifyReply>;

/** A record's slug; a record saved as a draft on create may have none yet: its id stands in. */
const slugOf = (record: Record<string, unknown>, id: string) =>
  typeof record.slug === "string" && record.slug !== "" ? record.slug : id;

/** A service's category's slug: the record's, or (a draft-only service) its category's id. */
const categorySlugOf = (record: Record<string, unknown>) => {
  const { category, categoryId } = record;
  if (typeof category === "object" && category !== null && "slug" in category && typeof category.slug === "string")
    return category.slug || "category";
  return typeof categoryId === "string" && categoryId !== "" ? categoryId : "category";
};

/**
 * The public page a record is shown on (domain/addresses.ts). The page's loader shows the previewed
 * record whatever the address says, so a draft-only record's stand-ins only pick the page.
 */
export function publicPathOf({ kind }: DraftKind, record: Record<string, unknown>, id: string): string {
  // A kind without pages of its own shows its records on others: the home page shows every one.
  if (!isSluggedKind(kind)) return kind === "site" && isSitePart(id) ? sitePartPages[id] : "/";
  const slug = slugOf(record, id);
  switch (kind) {
    case "job":
      return addressOf.job({ slug });
    case "page":
      return addressOf.page({ slug });
    case "article":
      return addressOf.article({ slug });
    case "service":
      return addressOf.service({ slug, category: { slug: categorySlugOf(record) } });
    case "category":
      return addressOf.category({ slug });
    case "portfolio":
      return addressOf.portfolio({ type: record.type === "product" ? "product" : "project", slug });
  }
}

/** What every preview answer carries: never stored by anyone, never indexed, never named onward. */
export function previewHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer");
}

/**
 * `/preview/<token>` for anyone holding a live link, `/preview/<kind>/<id>` for signed-in staff
 * (the Preview button): both render the record's real public page with its draft (ADR 0122).
 */
export function registerPreviewPages(
  scope: FastifyInstance,
  options: {
    db: FastifyInstance["db"];
    now: () => number;
    render: RenderPreview;
    notFound(reply: FastifyReply): FastifyReply;
  },
) {
  const { db, now, render, notFound } = options;

  const show = async (request: FastifyRequest, reply: FastifyReply, kind: DraftKind, id: string) => {
    if (!kind.isId(id)) return notFound(previewHeaders(reply));
    const record = await kind.read(db, id);
    const draft = await readDraftRow(db, kind.kind, id);
    const fields = draft?.fields ?? {};
    if (record)
      return render(request, previewHeaders(reply), publicPathOf(kind, record, id), {
        kind: kind.kind,
        recordId: id,
        fields,
      });
    // A record saved as a draft on create: its page is built from the draft alone (ADR 0122).
    if (!draft?.draftOnly) return notFound(previewHeaders(reply));
    const draftOnly = { images: draft.images, savedAt: draft.savedAt.toISOString() };
    return render(request, previewHeaders(reply), publicPathOf(kind, fields, id), {
      kind: kind.kind,
      recordId: id,
      fields,
      draftOnly,
    });
  };

  scope.get<{ Params: { token: string } }>(
    "/preview/:token",
    { config: { access: { kind: "public" }, ownSecurityPolicy: true } },
    async (request, reply) => {
      const link = await openPreviewLink(db, request.params.token, new Date(now()));
      const kind = link && scope.contentKinds.drafts.find((k) => k.kind === link.kind);
      if (!link || !kind) return notFound(previewHeaders(reply));
      return show(request, reply, kind, link.recordId);
    },
  );

  for (const kind of scope.contentKinds.drafts) {
    scope.get<{ Params: { id: string } }>(
      `/preview/${kind.path}/:id`,
      { config: { access: kind.rule, ownSecurityPolicy: true } },
      async (request, reply) => {
        const { id } = request.params;
        const record = kind.isId(id) ? await kind.read(db, id) : null;
        if (record) kind.authorize(request.access, record);
        else if (kind.isId(id)) {
          const draft = await readDraftRow(db, kind.kind, id);
          if (draft?.draftOnly) kind.create?.authorize(request.access, draft.fields ?? {});
        }
        return show(request, reply, kind, id);
      },
    );
  }
}

/**
 * A preview is a still picture of the page: its scripts go, so the browser does not hydrate a page
 * whose address (/preview/…) names no route, and nothing on it runs for a visitor holding a link.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}
