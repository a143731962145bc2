/**
 * One field a kind's translation holds (issue 74, ADR 0290: the site in English and Urdu), as the
 * kind's facts declare it (`translates` in domain/content-kinds.ts):
 * - `name`: the field's name in the kind's API shape; a site part's field is `<part>.<field>`
 *   (`home.headline`), the site's parts being one record, "site";
 * - `as`: what it holds — a line, a text, a block document, the slug, the search settings (their
 *   title and description translate), or a list (of lines, or of titled texts);
 * - `label`: its name in the back office (the translation editor's row).
 */
export type TranslatableField = {
  name: string;
  as: "line" | "text" | "blocks" | "slug" | "search" | "list";
  label: string;
};
