import type { Media } from "../../../../domain/media.ts";
import { useMediaList } from "../../../lib/admin/use-media-list.ts";
import { useMediaUploads } from "../../../lib/admin/use-media-uploads.ts";
import { Modal } from "../ui/modal.tsx";
import { MediaBrowser } from "./media-browser.tsx";
import { UploadList, UploadZone } from "./upload-zone.tsx";

const PAGE_SIZE = 18;

type MediaPickerProps = {
  /** What is being chosen ("Share picture"), in the modal's title. */
  title: string;
  /** The picture the field holds now, marked in the grid. */
  chosenUrl?: string;
  onPick: (media: Media) => void;
  onClose: () => void;
};

/**
 * The library as a picture field offers it (any field that shows a library picture): search,
 * pages of thumbnails, and an upload whose picture, once the library took it, is the one picked.
 * It answers the whole item, so a field may keep its url, its alt text or its focal point.
 */
export function MediaPicker({ title, chosenUrl, onPick, onClose }: MediaPickerProps) {
  const { browser } = useMediaList(PAGE_SIZE);
  const uploads = useMediaUploads(onPick);
  return (
    <Modal title={`Choose: ${title}`} size="xl" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <UploadZone multiple={false} label="Upload a new picture" onFiles={(files) => void uploads.add(files)} />
        <UploadList uploads={uploads.uploads} />
        <MediaBrowser
          {...browser}
          view="grid"
          verb="Choose"
          onChoose={onPick}
          chosenUrl={chosenUrl}
          empty={{ title: "No pictures yet", description: "Upload one above: it is chosen as soon as it is in." }}
        />
      </div>
    </Modal>
  );
}
