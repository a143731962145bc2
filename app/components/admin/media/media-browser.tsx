import { Images, LayoutGrid, List } from "lucide-react";
import type { ReactNode } from "react";
import type { Media } from "../../../../domain/media.ts";
import type { ListAnswer } from "../../../lib/admin/endpoints.ts";
import { EmptyState, NoMatches } from "../ui/empty-state.tsx";
import { Pager, pagerOf } from "../ui/pager.tsx";
import { PressedChoice } from "../ui/pressed-choice.tsx";
import { SearchBox } from "../ui/search-box.tsx";
import { Loader } from "../ui/spinner.tsx";
import { MediaGrid } from "./media-grid.tsx";
import { MediaList } from "./media-list.tsx";

export type MediaView = "grid" | "list";

type MediaBrowserProps = {
  /** The page the library answered (kept while the next one loads). */
  page: { data?: ListAnswer<Media>; loading: boolean; error: Error | null };
  q: string;
  onSearch: (q: string) => void;
  pageNumber: number;
  onPage: (page: number) => void;
  view: MediaView;
  /** Left out where only the grid is offered (the picker). */
  onView?: (view: MediaView) => void;
  verb: string;
  onChoose: (media: Media) => void;
  chosenUrl?: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  empty: { title: string; description: string };
};

/** The library's card, on the Media screen and in the picker: search and filters, grid or list, pager. */
export function MediaBrowser({
  page,
  q,
  onSearch,
  pageNumber,
  onPage,
  view,
  onView,
  verb,
  onChoose,
  chosenUrl,
  filters,
  empty,
}: MediaBrowserProps) {
  const items = page.data?.data ?? [];
  const query = q.trim();
  const nothing =
    query !== "" ? (
      <NoMatches title={empty.title} query={query} onClear={() => onSearch("")} />
    ) : (
      <EmptyState icon={Images} {...empty} />
    );
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <SearchBox
          value={q}
          onChange={onSearch}
          placeholder="Search name, alt text, caption..."
          label="Search pictures"
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {filters}
          {onView && <ViewToggle view={view} onView={onView} />}
        </div>
      </div>
      {view === "list" ? (
        <MediaList
          items={items}
          loading={page.loading && !page.data}
          error={page.error}
          onOpen={onChoose}
          empty={empty}
        />
      ) : page.loading && !page.data ? (
        <Loader />
      ) : items.length > 0 ? (
        <MediaGrid items={items} verb={verb} onChoose={onChoose} chosenUrl={chosenUrl} />
      ) : page.error ? (
        <p role="alert" className="px-4 py-12 text-center text-sm font-medium text-red-700">
          {page.error.message}
        </p>
      ) : (
        nothing
      )}
      <Pager {...pagerOf(page.data?.pagination, pageNumber, onPage)} />
    </div>
  );
}

const views = [
  { value: "grid", label: "Grid", icon: LayoutGrid },
  { value: "list", label: "List", icon: List },
] as const;

function ViewToggle({ view, onView }: { view: MediaView; onView: (view: MediaView) => void }) {
  return <PressedChoice legend="View" options={views} chosen={view} onChoose={onView} look="grey" />;
}
