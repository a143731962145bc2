import { StringDecoder } from "node:string_decoder";
import { SaxesParser, type SaxesTagNS } from "saxes";
import {
  keptMetaKeys,
  type WxrAuthor,
  type WxrEntry,
  type WxrItem,
  type WxrSite,
  type WxrTerm,
} from "./wxr-entries.ts";

/**
 * Reads a WordPress export (WXR 1.0–1.2) as a stream, one entry at a time, with a streaming XML
 * parser (saxes): memory holds the entries not yet taken and one field being read, never the file
 * (ADR 0240). What cannot be an export is refused with the line it was found on (`WxrRefused`):
 * anything that is not XML, a truncated file, a document type (the only place entities — billion
 * laughs, external entities — can be declared; saxes expands none, and an export never has one),
 * a root other than `<rss>`, no `wp:wxr_version`, or a field larger than `fieldBytes`.
 */
export class WxrRefused extends Error {
  constructor(
    readonly what: string,
    readonly line: number,
  ) {
    super(`${what}, line ${line}`);
    this.name = "WxrRefused";
  }
}

export type WxrReadOptions = {
  /** Whether posts' contents and excerpts are kept (the first pass needs only their metadata). */
  contents: boolean;
  /** The largest field read; past it the file is refused. */
  fieldBytes: number;
};

const namespaces: [prefix: string, pattern: RegExp][] = [
  ["wp", /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/$/],
  ["excerpt", /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/excerpt\/$/],
  ["content", /^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/$/],
  ["dc", /^https?:\/\/purl\.org\/dc\/elements\/1\.1\/$/],
];
/** An element as `prefix:local` with the prefix WordPress gives its namespace, whatever the file calls it. */
function nameOf(tag: SaxesTagNS): string {
  if (tag.uri === "") return tag.local;
  const known = namespaces.find(([, pattern]) => pattern.test(tag.uri));
  return `${known ? known[0] : "?"}:${tag.local}`;
}

const supportedVersions = ["1.0", "1.1", "1.2"];

/** The fields of an item that hold text. */
type ItemTextField = { [K in keyof WxrItem]: WxrItem[K] extends string ? K : never }[keyof WxrItem];

/** The item fields read as text, by element name. */
const itemText: Record<string, ItemTextField> = {
  title: "title",
  link: "link",
  guid: "guid",
  "dc:creator": "creator",
  "wp:post_id": "postId",
  "wp:post_date": "date",
  "wp:post_date_gmt": "dateGmt",
  "wp:post_modified_gmt": "modifiedGmt",
  "wp:status": "status",
  "wp:post_type": "type",
  "wp:post_name": "slug",
  "wp:post_parent": "parentId",
  "wp:attachment_url": "attachmentUrl",
};
const contentFields: Record<string, "content" | "excerpt"> = {
  "content:encoded": "content",
  "excerpt:encoded": "excerpt",
};

const authorText: Record<string, keyof WxrAuthor> = {
  "wp:author_id": "id",
  "wp:author_login": "login",
  "wp:author_display_name": "displayName",
  "wp:author_first_name": "firstName",
  "wp:author_last_name": "lastName",
};
/** `<wp:category>`, `<wp:tag>` and `<wp:term>` name the same things differently. */
const termText: Record<string, keyof WxrTerm> = {
  "wp:term_id": "id",
  "wp:category_nicename": "slug",
  "wp:category_parent": "parent",
  "wp:cat_name": "name",
  "wp:category_description": "description",
  "wp:tag_slug": "slug",
  "wp:tag_name": "name",
  "wp:tag_description": "description",
  "wp:term_taxonomy": "taxonomy",
  "wp:term_slug": "slug",
  "wp:term_parent": "parent",
  "wp:term_name": "name",
  "wp:term_description": "description",
};
const termTaxonomy: Record<string, string> = { "wp:category": "category", "wp:tag": "post_tag", "wp:term": "" };

const siteText: Record<string, keyof WxrSite> = {
  title: "title",
  link: "link",
  "wp:base_blog_url": "baseBlogUrl",
  "wp:base_site_url": "baseSiteUrl",
  "wp:wxr_version": "wxrVersion",
};

const newItem = (line: number): WxrItem => ({
  line,
  title: "",
  link: "",
  guid: "",
  creator: "",
  content: "",
  excerpt: "",
  postId: "",
  date: "",
  dateGmt: "",
  modifiedGmt: "",
  status: "",
  type: "",
  slug: "",
  parentId: "",
  menuOrder: 0,
  sticky: false,
  attachmentUrl: "",
  terms: [],
  meta: {},
});

/**
 * The parse, as a state machine over saxes' events: `ready` holds the entries finished by the last
 * chunk, which the generator hands out before reading the next one.
 */
class WxrParse {
  readonly ready: WxrEntry[] = [];
  readonly parser = new SaxesParser({ xmlns: true, position: true });
  /** Open elements by name, outermost first. */
  private readonly open: string[] = [];
  /** The text of the field being read (null: the open element's text is not kept). */
  private text: string[] | null = null;
  private textLength = 0;
  private site: WxrSite = { title: "", link: "", baseBlogUrl: "", baseSiteUrl: "", wxrVersion: "" };
  private siteSent = false;
  private item: WxrItem | null = null;
  private author: WxrAuthor | null = null;
  private term: WxrTerm | null = null;
  private meta: { key: string; value: string } | null = null;
  private itemTerm: { domain: string; nicename: string } | null = null;
  /** Characters written since saxes last reported anything: text it is still gathering. */
  sinceEvent = 0;

  constructor(private readonly options: WxrReadOptions) {
    const { parser } = this;
    // saxes tells of a document type at its end: it is refused on the line it begins, where its text began.
    parser.on("doctype", (declaration) => {
      throw new WxrRefused(
        "it declares a document type (DOCTYPE); entities are not accepted in an export",
        this.parser.line - (declaration.split("\n").length - 1),
      );
    });
    parser.on("error", (error) => this.refuse(error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "")));
    parser.on("opentag", (tag) => this.opened(tag));
    parser.on("closetag", (tag) => this.closed(tag));
    parser.on("text", (text) => this.gather(text));
    parser.on("cdata", (text) => this.gather(text));
  }

  refuse(what: string): never {
    throw new WxrRefused(what, this.parser.line);
  }

  private gather(text: string) {
    this.sinceEvent = 0;
    if (this.text === null) return;
    this.textLength += text.length;
    if (this.textLength > this.options.fieldBytes)
      this.refuse(`a field longer than ${Math.round(this.options.fieldBytes / 1024 / 1024)} MB`);
    this.text.push(text);
  }

  private keepText() {
    this.text = [];
    this.textLength = 0;
  }

  private takeText(): string {
    const value = (this.text ?? []).join("").trim();
    this.text = null;
    return value;
  }

  private opened(tag: SaxesTagNS) {
    this.sinceEvent = 0;
    const name = nameOf(tag);
    const parent = this.open.at(-1);
    const depth = this.open.length;
    this.open.push(name);
    if (depth === 0) {
      if (name !== "rss") this.refuse(`its root element is <${tag.name}>, not <rss>`);
      return;
    }
    if (depth === 1) {
      if (name !== "channel") this.refuse(`<${tag.name}> where an export has <channel>`);
      return;
    }
    if (parent === "channel") {
      if (name === "item") {
        this.sendSite();
        this.item = newItem(this.parser.line);
      } else if (name === "wp:author")
        this.author = { id: "", login: "", displayName: "", firstName: "", lastName: "" };
      else if (name in termTaxonomy)
        this.term = { id: "", taxonomy: termTaxonomy[name] ?? "", slug: "", name: "", parent: "", description: "" };
      else if (name in siteText) this.keepText();
      return;
    }
    if (this.item && parent === "item") {
      if (name === "wp:postmeta") this.meta = { key: "", value: "" };
      else if (name === "category") {
        const attribute = (key: string) => {
          const value = tag.attributes[key];
          return typeof value === "object" ? value.value : (value ?? "");
        };
        this.itemTerm = { domain: attribute("domain"), nicename: attribute("nicename") };
        this.keepText();
      } else if (name in contentFields) {
        if (this.options.contents) this.keepText();
      } else if (name in itemText || name === "wp:menu_order" || name === "wp:is_sticky") this.keepText();
      return;
    }
    if (this.meta && parent === "wp:postmeta" && (name === "wp:meta_key" || name === "wp:meta_value")) {
      // A value is read only once its key is known to be one the import uses (the key comes first).
      if (name === "wp:meta_key" || keptMetaKeys.has(this.meta.key)) this.keepText();
      return;
    }
    if ((this.author && parent === "wp:author") || (this.term && parent !== undefined && parent in termTaxonomy))
      this.keepText();
  }

  private closed(tag: SaxesTagNS) {
    this.sinceEvent = 0;
    const name = nameOf(tag);
    this.open.pop();
    const parent = this.open.at(-1);
    if (parent === "channel") {
      if (name === "item" && this.item) {
        this.ready.push({ kind: "item", item: this.item });
        this.item = null;
      } else if (name === "wp:author" && this.author) {
        this.sendSite();
        this.ready.push({ kind: "author", author: this.author });
        this.author = null;
      } else if (name in termTaxonomy && this.term) {
        this.sendSite();
        this.ready.push({ kind: "term", term: this.term });
        this.term = null;
      } else if (name in siteText) {
        const field = siteText[name];
        if (field) this.site[field] = this.takeText();
      }
      return;
    }
    if (this.item && parent === "item") this.closedInItem(this.item, name);
    else if (this.meta && parent === "wp:postmeta") {
      if (name === "wp:meta_key") this.meta.key = this.takeText();
      else if (name === "wp:meta_value") this.meta.value = this.takeText();
    } else if (this.author && parent === "wp:author") {
      const field = authorText[name];
      const value = this.takeText();
      if (field) this.author[field] = value;
    } else if (this.term && parent !== undefined && parent in termTaxonomy) {
      const field = termText[name];
      const value = this.takeText();
      if (field) this.term[field] = value;
    }
  }

  private closedInItem(item: WxrItem, name: string) {
    if (name === "wp:postmeta") {
      const meta = this.meta;
      this.meta = null;
      if (meta && keptMetaKeys.has(meta.key)) item.meta[meta.key] = [...(item.meta[meta.key] ?? []), meta.value];
      return;
    }
    if (name === "category") {
      const term = this.itemTerm;
      this.itemTerm = null;
      const termName = this.takeText();
      if (term) item.terms.push({ ...term, name: termName });
      return;
    }
    const content = contentFields[name];
    if (content) {
      if (this.options.contents) item[content] = this.takeText();
      return;
    }
    if (name === "wp:menu_order") item.menuOrder = Number.parseInt(this.takeText(), 10) || 0;
    else if (name === "wp:is_sticky") item.sticky = this.takeText() === "1";
    else {
      const field = itemText[name];
      if (field === undefined) return;
      item[field] = this.takeText();
    }
  }

  /** The site's own fields come before its first author, term or item: they are handed over then. */
  private sendSite() {
    if (this.siteSent) return;
    const version = this.site.wxrVersion;
    if (version === "") this.refuse("it has no <wp:wxr_version> before its content (an RSS feed is not an export)");
    if (!supportedVersions.includes(version))
      this.refuse(`WXR version ${version.slice(0, 20)} is not one this import reads (1.0, 1.1 or 1.2)`);
    this.siteSent = true;
    this.ready.push({ kind: "site", site: this.site });
  }

  /** After the last chunk: a file cut short ends inside an element, and one with nothing in it is no export. */
  finish() {
    this.parser.close();
    this.sendSite();
  }
}

/**
 * The export's entries in file order: the site first, then its authors and terms, then its items.
 * The next chunk of `source` is read only when the entries of the last have all been taken.
 */
export async function* readWxr(
  source: AsyncIterable<Buffer | string>,
  options: WxrReadOptions,
): AsyncGenerator<WxrEntry> {
  const parse = new WxrParse(options);
  const decoder = new StringDecoder("utf8");
  for await (const chunk of source) {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    parse.sinceEvent += text.length;
    parse.parser.write(text);
    // saxes gathers a text or CDATA section whole before it reports it: that must not grow without bound.
    if (parse.sinceEvent > options.fieldBytes)
      parse.refuse(`a field longer than ${Math.round(options.fieldBytes / 1024 / 1024)} MB`);
    yield* parse.ready.splice(0);
  }
  const rest = decoder.end();
  if (rest) parse.parser.write(rest);
  parse.finish();
  yield* parse.ready.splice(0);
}
