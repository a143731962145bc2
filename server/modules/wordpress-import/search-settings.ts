import { type SearchSettings, searchSettingLimits } from "../../../domain/search-settings.ts";
import { metaOf, type WxrItem } from "./wxr-entries.ts";

/**
 * A post's search settings from Yoast SEO or Rank Math (ADR 0243): title, description, canonical
 * address and "no index". Their titles are templates (`%%title%% %%sep%% %%sitename%%`): the
 * variables a post's own words fill are filled; a title that is only the plugin's default template
 * stays empty, so the site's own title template applies, as it did in WordPress.
 */
export type ImportedSearchSettings = { settings: SearchSettings; found: boolean; notes: string[] };

const l = searchSettingLimits;

/** Yoast writes `%%name%%`, Rank Math `%name%`. */
const variable = /%%([a-z_]+)%%|%([a-z_]+)%/gi;
const separators = /^[\s\-–—|·•:/»«~*]*$/;

function fill(template: string, words: { title: string; site: string; summary: string }): string {
  const values: Record<string, string> = {
    title: words.title,
    sitename: words.site,
    sitetitle: words.site,
    site_title: words.site,
    excerpt: words.summary,
    excerpt_only: words.summary,
    sep: "–",
    separator: "–",
  };
  return template
    .replace(
      variable,
      (_whole, yoast: string | undefined, rankMath: string | undefined) =>
        values[(yoast ?? rankMath ?? "").toLowerCase()] ?? "",
    )
    .replace(/\s+/g, " ")
    .replace(/^[\s–]+|[\s–]+$/g, "")
    .trim();
}

/** Whether a template says no more than the site's default would: the post's title and the site's name. */
const isDefaultTemplate = (template: string) => {
  const words = template.replace(variable, (whole) =>
    /(title|sitename|site_title|sitetitle|sep|separator|page)/i.test(whole) ? " " : whole,
  );
  return separators.test(words);
};

export function searchSettingsOf(
  item: WxrItem,
  words: { title: string; site: string; summary: string },
  canonicalOf: (address: string) => string,
): ImportedSearchSettings {
  const notes: string[] = [];
  const rawTitle = metaOf(item, "_yoast_wpseo_title") || metaOf(item, "rank_math_title");
  const rawDescription = metaOf(item, "_yoast_wpseo_metadesc") || metaOf(item, "rank_math_description");
  const rawCanonical = metaOf(item, "_yoast_wpseo_canonical") || metaOf(item, "rank_math_canonical_url");
  const noindex =
    metaOf(item, "_yoast_wpseo_meta-robots-noindex") === "1" || /"noindex"/.test(metaOf(item, "rank_math_robots"));
  let title = rawTitle && !isDefaultTemplate(rawTitle) ? fill(rawTitle, words) : "";
  if (title.length > l.titleMax) {
    notes.push(`Its search title is longer than ${l.titleMax} characters: cut`);
    title = title.slice(0, l.titleMax).trim();
  }
  let description = rawDescription ? fill(rawDescription, words) : "";
  if (description.length > l.descriptionMax) {
    notes.push(`Its search description is longer than ${l.descriptionMax} characters: cut`);
    description = description.slice(0, l.descriptionMax).trim();
  }
  const canonical = rawCanonical ? canonicalOf(rawCanonical.trim()) : "";
  if (rawCanonical && canonical === "" && !/^https?:\/\//i.test(rawCanonical.trim()))
    notes.push("Its canonical address is not a web address: left out");
  return {
    settings: { title, description, image: "", noindex, canonical },
    found: title !== "" || description !== "" || canonical !== "" || noindex,
    notes,
  };
}
