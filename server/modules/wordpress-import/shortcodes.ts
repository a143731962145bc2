/**
 * WordPress shortcodes (`[name attr="x"]…[/name]`), read as WordPress's own `get_shortcode_regex()`
 * reads them: a name, attributes in any of its quoting styles, an optional body closed by
 * `[/name]`, and `[[name]]` for a shortcode written out as text.
 */
export type Shortcode = {
  name: string;
  attrs: Record<string, string>;
  /** Attributes given without a name (`[embed https://…]`), in order. */
  bare: string[];
  body: string;
};

/** A shortcode's name: WordPress's are words (`gallery`, `contact-form-7`); `[10]` in a text is no shortcode. */
const nameChars = "[A-Za-z][\\w-]*";

/** WordPress's attribute grammar (`shortcode_parse_atts`): name="v", name='v', name=v, "v", 'v', v. */
const attributePattern =
  /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

export function parseAttributes(text: string): Pick<Shortcode, "attrs" | "bare"> {
  const attrs: Record<string, string> = {};
  const bare: string[] = [];
  const normal = text.replace(/[\u00a0\u200b]/g, " ");
  for (const match of normal.matchAll(attributePattern)) {
    const [, n1, v1, n2, v2, n3, v3, q1, q2, plain] = match;
    const name = n1 ?? n2 ?? n3;
    const value = v1 ?? v2 ?? v3;
    if (name !== undefined && value !== undefined) attrs[name.toLowerCase()] = value;
    else bare.push(q1 ?? q2 ?? plain ?? "");
  }
  return { attrs, bare };
}

/**
 * Replaces every shortcode in `text` by what `render` answers for it. One it answers undefined for is
 * left as written, and the shortcodes inside its body are still replaced; one it renders is rendered
 * whole (its body is the caller's to read again).
 */
export function replaceShortcodes(text: string, render: (shortcode: Shortcode) => string | undefined): string {
  // [[x]] is an escaped shortcode; the opening tag's attributes may hold "]" only inside quotes.
  const pattern = new RegExp(
    `\\[(\\[?)(${nameChars})(?![\\w-])((?:[^\\]'"/]|/(?!\\])|"[^"]*"|'[^']*')*?)(?:(/)\\]|\\](?:([\\s\\S]*?)\\[/\\2\\])?)(\\]?)`,
    "g",
  );
  return text.replace(
    pattern,
    (whole, open: string, name: string, attrText: string, self: string, body: string | undefined, close: string) => {
      if (open === "[" && close === "]") return whole.slice(1, -1);
      const rendered = render({ name: name.toLowerCase(), ...parseAttributes(attrText.trim()), body: body ?? "" });
      if (rendered !== undefined) return open + rendered + close;
      if (body === undefined) return whole;
      const tag = `[${name}${attrText}${self ?? ""}]`;
      return `${open}${tag}${replaceShortcodes(body, render)}[/${name}]${close}`;
    },
  );
}
