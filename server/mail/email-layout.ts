import juice from "juice";
import { escapeHtml } from "../blocks/render-html.ts";

export type EmailLayout = {
  /** The message's subject, also its document title. */
  title: string;
  /** The line inbox lists show after the subject; hidden in the message itself. */
  previewText: string;
  siteName: string;
  publicUrl: string;
  /** The message's words, as HTML (renderEmailBlocks, or a transactional message's paragraphs). */
  body: string;
  /** Why the reader gets this, and how to stop it, under the message. */
  footer: string;
};

/**
 * One stylesheet for every message, inlined into each tag by juice: Gmail, Outlook and most mail
 * programs drop or ignore a <style> block, and what they keep of it they apply unevenly. Only the
 * narrow-screen rules stay in a <style> (they cannot be inlined, and the programs that read them
 * are the ones that need them).
 */
const stylesheet = `
body { margin: 0; padding: 0; background: #f1f5f9; color: #0f172a; font-family: Arial, Helvetica, sans-serif; }
.outer { width: 100%; background: #f1f5f9; }
.frame { width: 600px; max-width: 600px; background: #ffffff; border-radius: 8px; }
.masthead { padding: 24px 20px 8px; font-size: 18px; font-weight: bold; color: #0f172a; }
.masthead a { color: #0f172a; text-decoration: none; }
.content { padding: 8px 20px 24px; font-size: 16px; line-height: 1.6; }
.footer { padding: 16px 20px 24px; font-size: 12px; line-height: 1.5; color: #475569; }
.footer a { color: #475569; }
h1 { font-size: 26px; line-height: 1.25; margin: 16px 0 12px; }
h2 { font-size: 22px; line-height: 1.3; margin: 24px 0 8px; }
h3 { font-size: 18px; line-height: 1.3; margin: 20px 0 8px; }
h4 { font-size: 16px; line-height: 1.3; margin: 16px 0 8px; }
p { margin: 0 0 14px; }
a { color: #4338ca; }
ul, ol { margin: 0 0 14px; padding-left: 24px; }
li { margin: 0 0 6px; }
li p { margin: 0; }
blockquote { margin: 0 0 14px; padding: 4px 0 4px 14px; border-left: 4px solid #cbd5e1; color: #334155; }
pre { margin: 0 0 14px; padding: 12px; background: #f1f5f9; font-family: Menlo, Consolas, monospace; font-size: 13px; white-space: pre-wrap; }
code { font-family: Menlo, Consolas, monospace; font-size: 14px; }
hr { border: 0; border-top: 1px solid #e2e8f0; margin: 20px 0; }
.picture { display: block; width: 100%; max-width: 560px; height: auto; border: 0; margin: 0 0 8px; }
.caption { font-size: 13px; color: #475569; }
.gallery { width: 100%; margin: 0 0 14px; }
.gallery-cell { width: 50%; padding: 4px; vertical-align: top; }
.gallery-cell .picture { max-width: 270px; }
.callout { width: 100%; margin: 0 0 14px; }
.callout td { padding: 12px 14px; border-radius: 6px; }
.callout-info td { background: #eef2ff; }
.callout-success td { background: #ecfdf5; }
.callout-warning td { background: #fffbeb; }
.callout-label { font-weight: bold; margin: 0 0 6px; }
.data { width: 100%; border-collapse: collapse; margin: 0 0 14px; }
.data th, .data td { border: 1px solid #e2e8f0; padding: 6px 8px; text-align: left; vertical-align: top; }
.data th { background: #f8fafc; }
.data p { margin: 0; }
.button { margin: 8px 0 18px; }
.button td { background: #4338ca; border-radius: 6px; }
.button a { display: inline-block; padding: 12px 22px; color: #ffffff; font-weight: bold; text-decoration: none; }
.question { font-weight: bold; margin: 14px 0 4px; }
.preheader { display: none; max-height: 0; overflow: hidden; mso-hide: all; font-size: 1px; line-height: 1px; color: #f1f5f9; }
`;

const narrowScreens = `
@media only screen and (max-width: 620px) {
  .frame { width: 100% !important; border-radius: 0 !important; }
  .content, .masthead, .footer { padding-left: 16px !important; padding-right: 16px !important; }
  .gallery-cell { display: block !important; width: 100% !important; }
}
`;

/**
 * A whole message: the site's name at the top, the words, the footer, in a 600-pixel column of
 * tables that every mail program lays out alike, its look inlined by juice.
 */
export function emailDocument(layout: EmailLayout): string {
  // Spaces of zero width after the preview text keep inbox lists from showing the body after it.
  const padding = "&#8204;&nbsp;".repeat(40);
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(layout.title)}</title>
<style>${stylesheet}</style>
<style data-embed>${narrowScreens}</style>
</head>
<body>
<div class="preheader">${escapeHtml(layout.previewText)}${padding}</div>
<table role="presentation" class="outer" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding: 24px 8px;">
<table role="presentation" class="frame" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td class="masthead"><a href="${escapeHtml(layout.publicUrl)}">${escapeHtml(layout.siteName)}</a></td></tr>
<tr><td class="content">${layout.body}</td></tr>
<tr><td class="footer">${layout.footer}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return juice(html, { preserveMediaQueries: true, removeStyleTags: true, applyWidthAttributes: true });
}
