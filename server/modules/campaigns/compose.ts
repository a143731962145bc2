import { addressOf } from "../../../domain/addresses.ts";
import { type BlockDocument, checkDocument, picturesShownBy } from "../../../domain/blocks.ts";
import { campaignMessages } from "../../../domain/campaigns.ts";
import { SITE_NAME } from "../../../domain/public-site.ts";
import { type LinkMap, renderEmailBlocks, renderEmailText } from "../../blocks/render-email.ts";
import { escapeHtml } from "../../blocks/render-html.ts";
import type { Db } from "../../db/client.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { emailDocument } from "../../mail/email-layout.ts";
import { getArticle } from "../articles/reads.ts";
import { readPictureWords } from "../media/picture-words.ts";

/** Where each message's own link goes in the shared rendering (ADR 0262): replaced per recipient. */
export const UNSUBSCRIBE_MARK = "%%UNSUBSCRIBE%%";
/** The signed `m=` of a counted link, for a recipient who agreed to it; empty for everyone else. */
export const CLICK_MARK = "%%CLICK%%";

export type CampaignWords = {
  subject: string;
  previewText: string;
  blocks: BlockDocument | null;
  articleId: string | null;
};

export type ComposedCampaign = { html: string; text: string };

/** The document a campaign sends: its own blocks, or a published article with its title, cover and a link to it. */
async function contentOf(db: Db, words: CampaignWords, publicUrl: string, link: LinkMap) {
  if (words.articleId) {
    const article = await getArticle(db, words.articleId);
    if (!article) throw InvalidInput.of(campaignMessages.articleNotPublished, "articleId");
    const address = link(`${publicUrl}${addressOf.article(article)}`);
    const cover = article.cover
      ? `<img src="${escapeHtml(`${publicUrl}${article.cover.url}`)}" alt="${escapeHtml(article.cover.alt)}" width="560" class="picture">`
      : "";
    // Checked when it was saved; checked again here for the renderer's types (and costs a walk of it).
    const body = checkDocument(article.body);
    const context = { publicUrl, link, pictures: await readPictureWords(db, picturesShownBy(body)) };
    return {
      html: `<h1>${escapeHtml(article.title)}</h1>${cover}${renderEmailBlocks(body, context)}<table role="presentation" class="button"><tr><td><a href="${escapeHtml(address)}">Read it on our website</a></td></tr></table>`,
      text: `${article.title}\n\n${renderEmailText(body, context)}\n\nRead it on our website: ${address}`,
    };
  }
  if (!words.blocks || words.blocks.content.length === 0)
    throw InvalidInput.of(campaignMessages.contentRequired, "blocks");
  const context = { publicUrl, link, pictures: await readPictureWords(db, picturesShownBy(words.blocks)) };
  return { html: renderEmailBlocks(words.blocks, context), text: renderEmailText(words.blocks, context) };
}

/**
 * A campaign as every recipient gets it, with `UNSUBSCRIBE_MARK` where their own unsubscribe address
 * goes: the HTML (the layout, inlined by juice) and the plain-text part. `link` makes each address
 * of the words into what the message carries (the counted redirect when sending).
 */
export async function composeCampaign(
  db: Db,
  words: CampaignWords,
  publicUrl: string,
  link: LinkMap,
): Promise<ComposedCampaign> {
  const content = await contentOf(db, words, publicUrl, link);
  const why = `You receive this because you subscribed to the ${SITE_NAME} newsletter.`;
  return {
    html: emailDocument({
      title: words.subject,
      previewText: words.previewText,
      siteName: SITE_NAME,
      publicUrl,
      body: content.html,
      footer: `${escapeHtml(why)} <a href="${UNSUBSCRIBE_MARK}">Unsubscribe</a> at any time, with one click.<br>${escapeHtml(SITE_NAME)} · <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl.replace(/^https?:\/\//, ""))}</a>`,
    }),
    text: `${content.text}\n\n--\n${why}\nUnsubscribe: ${UNSUBSCRIBE_MARK}\n`,
  };
}

/** One recipient's copy: their unsubscribe address, and their click token where they agreed to it. */
export function personalise(composed: ComposedCampaign, unsubscribeUrl: string, clickToken: string | null) {
  const fill = (text: string) =>
    text
      .replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl)
      .replaceAll(`?m=${CLICK_MARK}`, clickToken ? `?m=${clickToken}` : "");
  return { html: fill(composed.html), text: fill(composed.text) };
}
