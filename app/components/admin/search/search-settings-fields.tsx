import { Search } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import {
  lengthAdvice,
  type SearchSettings,
  searchLengthGuidance,
  searchSettingLimits,
} from "../../../../domain/search-settings.ts";
import { DEFAULT_SHARE_IMAGE, defaultSeo, pageTitle } from "../../../../domain/site-defaults.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { PictureField } from "../media/picture-field.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { OptionField } from "../ui/option-field.tsx";
import { SearchPreviews } from "./search-previews.tsx";

type Field = UseFormRegisterReturn & { error?: string };
type SettingName = "title" | "description" | "canonical" | "noindex";

type Props<At extends string> = {
  /** Where the settings sit in the form's values: `seo` on a record, `pages.about` in the site's settings. */
  at: At;
  /** The form: `field` registers one of the settings with the reason its value is refused. */
  form: { field: (name: `${At}.${SettingName}`) => Field };
  /** The settings as typed so far. */
  own: Partial<SearchSettings> | undefined;
  /** The page as it shows without settings of its own: its title and text (as typed), its address. */
  page: { title?: string; description?: string; path: string };
  /** The record's own pictures, offered as its share picture, and the field choosing one (absent: the site's). */
  picture?: { field: Field; offered: readonly string[] | undefined };
  /** A fixed page's share picture: any picture of the media library, its url kept (absent: a record's). */
  libraryPicture?: { value: string; onChange: (url: string) => void; error?: string };
  /** What the fold is called: "Search and sharing" on a record. */
  summary?: string;
  className?: string;
};

const adviceText = { short: "shorter than", good: "within", long: "longer than" } as const;

/** "42 characters: within the 30–60 search engines show." — guidance only, the limit is the field's. */
function LengthHint({ what, length }: { what: keyof typeof searchLengthGuidance; length: number }) {
  const advice = lengthAdvice(what, length);
  const { min, max } = searchLengthGuidance[what];
  return (
    <span className={advice === "good" ? "text-emerald-700" : "text-amber-700"}>
      {length === 0
        ? `Empty: the page's own. Search engines show about ${min}–${max} characters.`
        : `${length} characters: ${adviceText[advice]} the ${min}–${max} search engines show.`}
    </span>
  );
}

/**
 * A record's "Search and sharing" settings, each empty for the site's default, beside what a search
 * result and a shared link will show once published (issue 53, ADR 0166).
 */
export function SearchSettingsFields<At extends string>({
  at,
  form,
  page,
  picture,
  libraryPicture,
  summary = "Search and sharing",
  className = "",
  ...props
}: Props<At>) {
  const field = (name: SettingName) => form.field(`${at}.${name}` as const);
  const site = useResource(() => adminApi.site.read(), []);
  const seo = site.data?.data.seo;
  const own = props.own ?? {};
  const pictures = picture?.offered;
  const text = page.description ?? "";
  const title = own.title || pageTitle(seo?.titleTemplate ?? defaultSeo.titleTemplate, page.title ?? "");
  const chosen = own.image && pictures?.includes(own.image) ? own.image : undefined;
  const host = typeof window === "undefined" ? "" : window.location.host;
  return (
    <details
      className={`min-w-0 rounded-xl border border-slate-200 ${className}`}
      open={Boolean(own.title || own.description || (libraryPicture && own.image))}
    >
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900">
        <Search aria-hidden className="size-4 text-admin-600" />
        {summary}
        <span className="font-normal text-slate-500">— empty fields use the page's own text</span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
        <TextField
          label="Search title"
          maxLength={searchSettingLimits.titleMax}
          placeholder={title}
          hint={<LengthHint what="title" length={own.title?.length ?? 0} />}
          {...field("title")}
        />
        <TextAreaField
          label="Search description"
          rows={2}
          placeholder={text.slice(0, searchLengthGuidance.description.max)}
          hint={<LengthHint what="description" length={own.description?.length ?? 0} />}
          {...field("description")}
        />
        {picture && pictures && pictures.length > 0 && (
          <SelectField label="Share picture" hint="What a shared link shows." {...picture.field}>
            <option value="">The first picture</option>
            {pictures.map((picture, index) => (
              <option key={picture} value={picture}>{`Picture ${index + 1}`}</option>
            ))}
          </SelectField>
        )}
        {libraryPicture && (
          <PictureField
            label="Share picture"
            hint="What a shared link to this page shows (og:image); empty: the site's share picture."
            emptyText="The site's share picture"
            value={libraryPicture.value}
            error={libraryPicture.error}
            onChange={(media) => libraryPicture.onChange(media?.url ?? "")}
          />
        )}
        <TextField
          label="Canonical address"
          placeholder={page.path}
          hint="Only when this page copies another: that page's path or full address."
          autoCapitalize="none"
          spellCheck={false}
          {...field("canonical")}
        />
        <OptionField label="Hide from search engines" {...field("noindex")}>
          The page asks search engines not to list it, and leaves the sitemap.
        </OptionField>
        <section aria-label="Preview of this page in search and sharing" className="flex flex-col gap-2">
          <p className="text-xs text-slate-600">
            {own.noindex
              ? "Hidden from search engines: only a shared link shows it."
              : "In a search result and as a shared link, once published."}
          </p>
          <SearchPreviews
            shown={{
              address: `${host}${own.canonical?.startsWith("/") ? own.canonical : page.path}`,
              title,
              description: own.description || text,
              image: chosen ?? (libraryPicture?.value || pictures?.[0]) ?? seo?.shareImage ?? DEFAULT_SHARE_IMAGE,
            }}
          />
        </section>
      </div>
    </details>
  );
}
