import { Images } from "lucide-react";
import { useState } from "react";
import type { Media } from "../../../../domain/media.ts";
import { Button } from "../ui/button.tsx";
import { MediaPicker } from "./media-picker.tsx";

type LibraryButtonProps = {
  /** What is being chosen ("Partner logo"), in the picker's title and the button's accessible name. */
  title: string;
  /** The picture the field shows now, marked in the picker's grid. */
  chosenUrl?: string | null;
  /** The chosen (or just uploaded) item; the picker closes as it is handed over. */
  onPick: (media: Media) => void;
  disabled?: boolean;
  /** The button's words, when a field says it its own way. */
  label?: string;
  className?: string;
};

/**
 * "Choose from library" beside a picture field's own upload: opens the picker (choose or upload)
 * and hands the field the item, whose id the field's form sends in place of a file (ADR 0190).
 */
export function LibraryButton({
  title,
  chosenUrl,
  onPick,
  disabled,
  label = "Choose from library",
  className,
}: LibraryButtonProps) {
  const [picking, setPicking] = useState(false);
  const named = label === title ? label : `${label}: ${title}`;
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => setPicking(true)}
        icon={<Images aria-hidden className="size-4" />}
        aria-label={named}
        className={className}
      >
        {label}
      </Button>
      {picking && (
        <MediaPicker
          title={title}
          chosenUrl={chosenUrl ?? undefined}
          onClose={() => setPicking(false)}
          onPick={(media) => {
            setPicking(false);
            onPick(media);
          }}
        />
      )}
    </>
  );
}
