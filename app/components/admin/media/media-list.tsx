import { PanelRightOpen } from "lucide-react";
import { type Media, missesAlt } from "../../../../domain/media.ts";
import { rowButtonsColumn } from "../row-buttons-column.tsx";
import { Badge } from "../ui/badge.tsx";
import { type Column, DataTable } from "../ui/data-table.tsx";
import { DayAndTime } from "../ui/day-and-time.tsx";
import { MediaBadges, mediaName, mediaSize } from "./media-badges.tsx";
import { MediaThumb } from "./media-thumb.tsx";

type MediaListProps = {
  items: Media[];
  loading: boolean;
  error: Error | null;
  onOpen: (media: Media) => void;
  empty: { title: string; description: string };
};

/** The library as a table: the thumbnail, name, alt text, size, uses and upload of each picture. */
export function MediaList({ items, loading, error, onOpen, empty }: MediaListProps) {
  const columns: Column<Media>[] = [
    {
      header: "Picture",
      role: "media",
      cell: (media) => <MediaThumb media={media} sizes="48px" className="size-12 rounded-lg bg-slate-100" />,
    },
    {
      header: "Name",
      role: "name",
      wrap: "anywhere",
      cell: (media) => <span className="font-medium text-slate-900">{mediaName(media)}</span>,
    },
    {
      header: "Alt text",
      wrap: "words",
      cell: (media) =>
        missesAlt(media) ? (
          <Badge tone="amber">No alt text</Badge>
        ) : media.decorative ? (
          <Badge>Decorative</Badge>
        ) : (
          media.alt
        ),
    },
    { header: "Size", stacked: "inline", cell: (media) => <span className="tabular-nums">{mediaSize(media)}</span> },
    { header: "Status", stacked: "inline", cell: (media) => <MediaBadges media={media} alt={false} /> },
    { header: "Uploaded", priority: "low", cell: (media) => <DayAndTime iso={media.createdAt} /> },
    rowButtonsColumn((media) => [
      { text: "Details", label: `Open ${mediaName(media)}`, icon: PanelRightOpen, onClick: () => onOpen(media) },
    ]),
  ];
  return (
    <DataTable
      caption="Media library"
      columns={columns}
      rows={items}
      rowKey={(media) => media._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
