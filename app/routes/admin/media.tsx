import { useState } from "react";
import { mediaAreas } from "../../../domain/media.ts";
import { MediaBrowser, type MediaView } from "../../components/admin/media/media-browser.tsx";
import { MediaDetails } from "../../components/admin/media/media-details.tsx";
import { UploadList, UploadZone } from "../../components/admin/media/upload-zone.tsx";
import { adminScreens, holdsNeeds } from "../../components/admin/nav-items.ts";
import { NotForYourRole } from "../../components/admin/not-for-your-role.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { MEDIA_PAGE_SIZE } from "../../lib/admin/screen-reads.ts";
import { useRights } from "../../lib/admin/session.ts";
import { type MediaFilters, useMediaList } from "../../lib/admin/use-media-list.ts";
import { useMediaUploads } from "../../lib/admin/use-media-uploads.ts";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Media · Back office" }];

const filterLabels = { unused: "Unused", missingAlt: "Missing alt text", deleted: "Trash" } as const;
type Filter = keyof typeof filterLabels & keyof MediaFilters;
const filterNames = Object.keys(filterLabels).filter((name): name is Filter => name in filterLabels);

function MediaScreen() {
  const [view, setView] = useState<MediaView>("grid");
  const [filters, setFilters] = useState<MediaFilters>({});
  const [opened, setOpened] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const { browser } = useMediaList(MEDIA_PAGE_SIZE, { filters, version });
  const uploads = useMediaUploads(changed);

  return (
    <>
      <HeaderCard
        title="Media library"
        description="Every picture once, with the words that describe it, the point its crops keep and where it is used. Replace a picture here and every page that shows it changes."
      />
      <UploadZone onFiles={(files) => void uploads.add(files)} />
      <UploadList uploads={uploads.uploads} onClear={uploads.clear} />
      <MediaBrowser
        {...browser}
        view={view}
        onView={setView}
        verb="Open"
        onChoose={(media) => setOpened(media._id)}
        filters={filterNames.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-admin-600"
              checked={filters[name] === true}
              onChange={(event) => setFilters((all) => ({ ...all, [name]: event.target.checked || undefined }))}
            />
            {filterLabels[name]}
          </label>
        ))}
        empty={
          filters.deleted
            ? { title: "The trash is empty", description: "Pictures deleted from the library wait here." }
            : { title: "No pictures", description: "Drop pictures above, or change the filters." }
        }
      />
      {opened && <MediaDetails id={opened} onClose={() => setOpened(null)} onChanged={changed} />}
    </>
  );
}

export default function MediaRoute() {
  const { can } = useRights();
  if (holdsNeeds(adminScreens.media.needs, can)) return <MediaScreen />;
  return (
    <NotForYourRole>The media library opens with the right to change any of: {mediaAreas.join(", ")}.</NotForYourRole>
  );
}
