import type { ComponentType, ReactNode } from "react";
import type { Site, SitePart } from "../../../../domain/site.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { type Resource, useResource } from "../../../lib/admin/use-resource.ts";
import { Loader } from "../ui/spinner.tsx";
import { type SitePartFormProps, withDraftOf } from "./use-site-part-form.ts";

/** What the Site screen gives every part's screen. */
export type SiteScreenProps = {
  site: Site;
  onSaved: (site: Site) => void;
  /** A draft went live: the screen reads the site again. */
  onPublished: () => void;
};

/**
 * A Site part's screen opened on what `load` reads (the part's draft, and the part itself for the
 * parts edited as a whole): a loader meanwhile, the failure if the read failed. `children` gets what
 * was read and the read itself, to read again once a draft went live or was dropped (ADR 0123).
 */
export function SitePartOpener<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (opened: T, read: Resource<T>) => ReactNode;
}) {
  const opened = useResource(load);
  if (opened.data !== undefined) return children(opened.data, opened);
  if (opened.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {messageOf(opened.error, "Failed to load the site's content. Please try again.")}
      </p>
    );
  return <Loader />;
}

/**
 * A part's form, opened on the part as its editor reads it (GET /site/:part, with its version) and on
 * its draft, so its save names the version the form shows rather than one read at another moment and
 * the form continues the draft (ADR 0123).
 */
export function partEditor<P extends SitePart>(
  part: P,
  Form: ComponentType<SitePartFormProps<P>>,
): ComponentType<SiteScreenProps> {
  const load = () =>
    Promise.all([adminApi.site.part(part), adminApi.drafts.site.read(part)]).then(([record, publication]) => ({
      record: record.data,
      publication: publication.data,
    }));
  return function PartEditor({ site, onSaved, onPublished }: SiteScreenProps) {
    return (
      <SitePartOpener load={load}>
        {({ record, publication }, opened) => (
          // Keyed by version and draft: reloading a colleague's version, or publishing, starts the form afresh.
          <Form
            key={`${record.version}-${publication.draft?.version ?? 0}`}
            site={site}
            record={withDraftOf(part, record, publication)}
            publication={publication}
            onSaved={onSaved}
            onReload={(theirs) => opened.replace((now) => ({ publication, ...now, record: theirs }))}
            onPublished={() => {
              opened.reload();
              onPublished();
            }}
          />
        )}
      </SitePartOpener>
    );
  };
}
