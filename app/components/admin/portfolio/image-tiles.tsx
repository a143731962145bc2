import { ImagePlus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { MAX_IMAGES_PER_ITEM } from "../../../../domain/images.ts";

/** The gallery's heading, with how many of the allowed images it holds. */
export function ImagesHeading({ count }: { count: number }) {
  return (
    <span className="text-sm font-medium text-slate-800">
      Images{" "}
      <span className="text-slate-500">
        ({count}/{MAX_IMAGES_PER_ITEM})
      </span>
    </span>
  );
}

/** One image of the gallery with its remove button; the first one is the cover on the public site. */
export function ImageTile({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div className="relative aspect-[2/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
      {children}
      {index === 0 && (
        <span className="absolute bottom-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[11px] font-medium text-white">
          Cover
        </span>
      )}
    </div>
  );
}

type AddImageTileProps = {
  label: string;
  accept: readonly string[];
  multiple?: boolean;
  disabled: boolean;
  onChoose: (files: File[]) => void;
};

/** The gallery's last tile, a file input; it is emptied after each choice so the same file can be chosen again. */
export function AddImageTile({ label, accept, multiple, disabled, onChoose }: AddImageTileProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex aspect-[2/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-600 hover:border-admin-500 hover:text-admin-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-admin-500 ${disabled ? "pointer-events-none opacity-50" : ""}`}
    >
      <ImagePlus aria-hidden className="size-7" />
      <span className="font-medium">{label}</span>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept.join(",")}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
    </label>
  );
}
