/**
 * WordPress's `wpautop()`, which the classic editor's posts depend on: they are stored without
 * paragraphs, a blank line between two, a line break within one. Ported from wp-includes/formatting.php
 * for what reaches an HTML parser afterwards (what only tidies whitespace is left out). Block-editor
 * posts carry their own paragraphs and never come here.
 */
const allBlocks =
  "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|wp-embed|wp-gallery|wp-block)";

export function autop(input: string): string {
  if (input.trim() === "") return "";
  let text = `${input}\n`;
  // <pre> keeps its lines as they are.
  const pres: string[] = [];
  text = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => {
    pres.push(pre);
    return `<pre wp-pre="${pres.length - 1}"></pre>`;
  });
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n");
  text = text.replace(new RegExp(`(<${allBlocks}[\\s/>])`, "gi"), "\n\n$1");
  text = text.replace(new RegExp(`(</${allBlocks}>)`, "gi"), "$1\n\n");
  text = text.replace(/(<hr\s*?\/?>)/gi, "$1\n\n");
  text = text.replace(/\r\n?/g, "\n");
  // A line break inside a tag (between attributes) is no line of text.
  text = text.replace(/<[^<>]*>/g, (tag) => tag.replace(/\n/g, " "));
  text = text.replace(/\s*(<figcaption[^>]*>)/gi, "$1").replace(/<\/figcaption>\s*/gi, "</figcaption>");
  text = text.replace(/\n\n+/g, "\n\n");
  text = text
    .split(/\n\s*\n/)
    .filter((part) => part !== "")
    .map((part) => `<p>${part.replace(/^\n+|\n+$/g, "")}</p>\n`)
    .join("");
  text = text.replace(/<p>\s*<\/p>/g, "");
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/gi, "<p>$1</p></$2>");
  text = text.replace(new RegExp(`<p>\\s*(</?${allBlocks}[^>]*>)\\s*</p>`, "gi"), "$1");
  text = text.replace(/<p>(<li.+?)<\/p>/gi, "$1");
  text = text
    .replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>")
    .replace(/<\/blockquote><\/p>/gi, "</p></blockquote>");
  text = text.replace(new RegExp(`<p>\\s*(</?${allBlocks}[^>]*>)`, "gi"), "$1");
  text = text.replace(new RegExp(`(</?${allBlocks}[^>]*>)\\s*</p>`, "gi"), "$1");
  text = text.replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/gi, (kept) => kept.replace(/\n/g, "\uE000"));
  text = text.replace(/(?<!<br \/>|<br>|<br\/>)\s*\n/g, "<br />\n");
  text = text.replace(/\uE000/g, "\n");
  text = text.replace(new RegExp(`(</?${allBlocks}[^>]*>)\\s*<br />`, "gi"), "$1");
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, "$1");
  text = text.replace(/\n<\/p>$/g, "</p>");
  return text.replace(/<pre wp-pre="(\d+)"><\/pre>/g, (_whole, index: string) => pres[Number(index)] ?? "");
}
