import { addressOf } from "../../../../domain/addresses.ts";
import { LIST_PAGE_SIZE_MAX } from "../../../../domain/list-paging.ts";
import { navigationBuiltInPages, navigationTargetKinds } from "../../../../domain/navigation.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { SelectField, TextField } from "../ui/fields.tsx";
import type { LinkPath, NavigationFormApi } from "./use-navigation-form.ts";

type Choice = { _id: string; title: string; slug: string; isActive: boolean };
export type LinkChoices = { page: Choice[]; article: Choice[] };

/** The pages and articles "Link to" offers (the first hundred of each, by title). */
export function useLinkChoices() {
  return useResource(async (): Promise<LinkChoices> => {
    const first = { page: 1, limit: LIST_PAGE_SIZE_MAX, sort: "title" };
    const [pages, articles] = await Promise.all([adminApi.pages.page(first), adminApi.articles.page(first)]);
    return { page: pages.data, article: articles.data };
  });
}

const kindLabels = { page: "Pages", article: "Blog articles" } as const;
const isWebAddress = (to: string) => /^https?:\/\//.test(to);

type Props = { form: NavigationFormApi; path: LinkPath; name: string; choices: LinkChoices | undefined };

/**
 * A link's fields: its label, what it goes to, and its address. "Link to" names a page or an article
 * (followed by id, so a rename never breaks the link), one of the site's own pages, an outside address
 * (opened in a new tab), or a path typed in the address box.
 */
export function LinkFields({ form, path, name, choices }: Props) {
  const watched = form.watch(path);
  // A menu item may be the Services button, which has no address: it never shows these fields.
  const link = watched && "to" in watched ? watched : undefined;
  const options = { shouldDirty: true, shouldValidate: true };
  const setTo = (to: string) => form.setValue(`${path}.to`, to, options);
  const target = link?.ref
    ? `${link.ref.kind}:${link.ref.id}`
    : link?.external
      ? "external"
      : navigationBuiltInPages.some((page) => page.to === link?.to)
        ? `path:${link?.to}`
        : "path";
  const labelIfEmpty = (label: string) => {
    if (!form.getValues(`${path}.label`)) form.setValue(`${path}.label`, label, options);
  };

  function choose(value: string) {
    const [prefix, rest = ""] = value.split(/:(.*)/s);
    const kind = navigationTargetKinds.find((known) => known === prefix);
    const record = kind && choices?.[kind].find((choice) => choice._id === rest);
    form.setValue(`${path}.ref`, kind && record ? { kind, id: record._id } : undefined, options);
    form.setValue(`${path}.external`, value === "external", options);
    const to = link?.to ?? "/";
    if (kind && record) {
      labelIfEmpty(record.title);
      setTo(addressOf[kind](record));
    } else if (prefix === "path" && rest) {
      labelIfEmpty(navigationBuiltInPages.find((page) => page.to === rest)?.label ?? "");
      setTo(rest);
    } else if (value === "external") setTo(isWebAddress(to) ? to : "https://");
    // Set again even when unchanged, so the address is checked against the new kind of link.
    else setTo(link?.external ? "/" : to);
  }

  const ref = link?.ref;
  const known = !ref || choices?.[ref.kind].some((choice) => choice._id === ref.id);
  const field = form.field;
  return (
    <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
      <TextField label={`${name} label`} required {...field(`${path}.label`)} />
      <SelectField label={`${name} links to`} value={target} onChange={(event) => choose(event.target.value)}>
        <option value="path">A path on this site (type it below)</option>
        <optgroup label="The site's own pages">
          {navigationBuiltInPages.map((page) => (
            <option key={page.to} value={`path:${page.to}`}>
              {`${page.label} (${page.to})`}
            </option>
          ))}
        </optgroup>
        {navigationTargetKinds.map((kind) => (
          <optgroup key={kind} label={kindLabels[kind]}>
            {choices?.[kind].map((choice) => (
              <option key={choice._id} value={`${kind}:${choice._id}`}>
                {choice.isActive ? choice.title : `${choice.title} (not published: left out of the site)`}
              </option>
            ))}
          </optgroup>
        ))}
        {!known && <option value={target}>{link?.to}</option>}
        <option value="external">An address on another site (opens in a new tab)</option>
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          label={`${name} address`}
          required
          readOnly={Boolean(link?.ref)}
          hint={
            link?.ref
              ? `The ${link.ref.kind}'s address now: the link follows it when it changes.`
              : "A path on this site (/pricing), or a full address when another site."
          }
          autoCapitalize="none"
          spellCheck={false}
          {...field(`${path}.to`)}
        />
      </div>
    </div>
  );
}
