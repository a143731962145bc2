import { portfolioSettingsSchema } from "../../../../domain/site.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { FieldError } from "../ui/fields.tsx";
import { PortfolioPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

/**
 * Site › Portfolio: which categories get a filter chip on the home page's projects and on /projects
 * (after All, in the categories' order). A chosen name no category has any more is still listed, so
 * it can be unticked.
 */
export function PortfolioForm(props: SitePartFormProps<"portfolio">) {
  const { record } = props;
  const categories = useResource(() => adminApi.categories.list().then((answer) => answer.data));
  const form = useSitePartForm("portfolio", portfolioSettingsSchema, partFields(record), props);
  const { register, errors } = form;
  const names = [...new Set([...(categories.data ?? []).map((category) => category.name), ...record.filterCategories])];

  return (
    <SitePartForm
      form={form}
      label="Portfolio"
      preview={
        <PortfolioPreview
          chosen={form.watch("filterCategories") ?? []}
          categoryNames={(categories.data ?? []).map((category) => category.name)}
        />
      }
    >
      <fieldset className="flex flex-col gap-3" aria-describedby="filter-categories-error">
        <legend className="mb-2 text-sm font-medium text-slate-900">Filter chips</legend>
        <p className="text-sm text-slate-600">
          The categories visitors can filter the projects by, after “All”, in this order. A chosen category that no
          longer exists gets no chip.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {names.map((name) => (
            <label key={name} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <input
                type="checkbox"
                value={name}
                className="size-4 accent-admin-600"
                {...register("filterCategories")}
              />
              {name}
            </label>
          ))}
        </div>
        <FieldError id="filter-categories-error" error={errors.filterCategories?.message} alert />
      </fieldset>
    </SitePartForm>
  );
}
