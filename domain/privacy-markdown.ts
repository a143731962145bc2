import MarkdownIt from "markdown-it";

/**
 * Staff write the privacy page in Markdown; visitors get HTML made here, on the server (the back
 * office renders the same way for its preview of unsaved text). Raw HTML in
 * the text is escaped (`html: false`), so `<script>` or `onerror=` show as text, and markdown-it's
 * link check refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` addresses, leaving
 * such a link as plain text. Tables and other extras are off: headings, lists, links and emphasis.
 */
const markdown = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });

/** Links leave the site in a new tab without handing it this page (rel noopener). */
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    tokens[index].attrSet("target", "_blank");
    tokens[index].attrSet("rel", "noopener noreferrer");
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
