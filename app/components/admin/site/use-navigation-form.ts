import { navigationSchema } from "../../../../domain/navigation.ts";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

/** Site › Navigation's form: the part as typed, its footer always as columns. */
export const useNavigationForm = (props: SitePartFormProps<"navigation">) =>
  useSitePartForm("navigation", navigationSchema, partFields(props.record), props);
export type NavigationFormApi = ReturnType<typeof useNavigationForm>;

/** Where a link sits in the form: a menu item, a link under one, or a footer column's link. */
export type LinkPath = `header.${number}` | `header.${number}.children.${number}` | `footer.${number}.links.${number}`;
/** The lists of plain links: under a menu item, and a footer column's. */
export type LinkListPath = `header.${number}.children` | `footer.${number}.links`;

export const newLink = { label: "", to: "/", external: false };
