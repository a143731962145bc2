/**
 * The block editor's delimiters (`<!-- wp:image {"id":5} -->…<!-- /wp:image -->`, or a void
 * `<!-- wp:latest-posts /-->`) turned into elements an HTML parser keeps in place: `<wp-block
 * data-wp-name="core/image" data-wp-json="{…}">…</wp-block>`, so one pass over a DOM reads the blocks
 * and the markup inside them together. The grammar is WordPress's own (class-wp-block-parser.php).
 */
const delimiter = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{[\s\S]*?\}\s+)?(\/)?-->/g;

export const hasBlocks = (content: string) => /<!--\s+wp:/.test(content);

/** An attribute's value, its brackets written as entities too, so no shortcode is read inside a block's attributes. */
const attribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\[/g, "&#91;")
    .replace(/\]/g, "&#93;");

export function markBlocks(content: string): string {
  let open = 0;
  return content.replace(
    delimiter,
    (
      _whole,
      closer: string | undefined,
      namespace: string | undefined,
      name: string,
      json: string | undefined,
      voided: string | undefined,
    ) => {
      if (closer) {
        if (open === 0) return "";
        open -= 1;
        return "</wp-block>";
      }
      const full = `${namespace ?? "core/"}${name}`;
      const tag = `<wp-block data-wp-name="${attribute(full)}" data-wp-json="${attribute((json ?? "{}").trim())}"`;
      if (voided) return `${tag} data-wp-void=""></wp-block>`;
      open += 1;
      return `${tag}>`;
    },
  );
}

/** A marked block's attributes (`{}` when they are not JSON). */
export function blockAttributes(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}
