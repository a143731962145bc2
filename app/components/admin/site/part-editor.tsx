import type { ComponentType } from "react";
import type { Site, SitePart } from "../../../../domain/site.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Loader } from "../ui/spinner.tsx";
import type { SitePartFormProps } from "./use-site-part-form.ts";

/** What the Site screen gives every part's screen. */
export type SiteScreenProps = { site: Site; onSaved: (site: Site) => void };

/**
 * A part's form, opened on the part as its editor reads it (GET /site/:part, with its version), so
 * its save names the version the form shows rather than one read at another moment (ADR 0123).
 */
export function partEditor<P extends SitePart>(
  part: P,
  Form: ComponentType<SitePartFormProps<P>>,
): ComponentType<SiteScreenProps> {
  return function PartEditor({ site, onSaved }: SiteScreenProps) {
    const opened = useResource(() => adminApi.site.part(part).then((answer) => answer.data));
    if (opened.data)
      return (
        // Keyed by version: reloading a colleague's version starts the form afresh from it.
        <Form
          key={opened.data.version}
          site={site}
          record={opened.data}
          onSaved={onSaved}
          onReload={(record) => opened.replace(() => record)}
        />
      );
    if (opened.error)
      return (
        <p role="alert" className="text-sm text-red-600">
          {messageOf(opened.error, "Failed to load the site's content. Please try again.")}
        </p>
      );
    return <Loader />;
  };
}
