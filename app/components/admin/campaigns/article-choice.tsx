import { LIST_PAGE_SIZE_MAX } from "../../../../domain/list-paging.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { SelectField } from "../ui/fields.tsx";

/**
 * A published article to send as the newsletter (issue 72): its title, cover and words, with a link
 * to read it on the site. Rendered when sending starts, so later edits of the article are in it.
 */
export function ArticleChoice({
  value,
  title,
  disabled,
  onChange,
}: {
  value: string | null;
  /** The chosen article's title as the campaign holds it (it may no longer be among the newest). */
  title: string | null;
  disabled: boolean;
  onChange: (articleId: string | null) => void;
}) {
  const articles = useResource(() =>
    adminApi.articles.page({ page: 1, limit: LIST_PAGE_SIZE_MAX, isActive: "true", sort: "-publishedAt" }),
  );
  const rows = articles.data?.data ?? [];
  const listed = value === null || rows.some((article) => article._id === value);
  return (
    <SelectField
      label="Article"
      hint="Its title, cover picture and words go out, with a link to read it on the website."
      value={value ?? ""}
      disabled={disabled}
      error={articles.error?.message}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">
        {articles.loading && rows.length === 0 ? "Loading articles…" : "Choose a published article"}
      </option>
      {!listed && value && <option value={value}>{title ?? "The chosen article"}</option>}
      {rows.map((article) => (
        <option key={article._id} value={article._id}>
          {article.title}
        </option>
      ))}
    </SelectField>
  );
}
