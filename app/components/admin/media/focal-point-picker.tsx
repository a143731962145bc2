import { type KeyboardEvent, type PointerEvent, useId } from "react";
import { responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";
import { focalPosition } from "./media-thumb.tsx";

export type FocalPoint = Pick<Media, "focalX" | "focalY">;

/** An arrow moves the point a twentieth of the picture; with Shift, a hundredth. */
const STEP = 0.05;
const FINE_STEP = 0.01;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;

const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The ratios a component may crop a picture to, shown beside the picker. */
const crops = [
  { label: "1:1", className: "aspect-square" },
  { label: "4:3", className: "aspect-[4/3]" },
  { label: "16:9", className: "aspect-video" },
] as const;

type FocalPointPickerProps = {
  media: Pick<Media, "url" | "alt" | "width" | "height">;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
};

/**
 * The point every crop keeps in view: a click or tap on the picture sets it, the arrow keys move it;
 * a marker shows it, and beside it the crops it gives at 1:1, 4:3 and 16:9 (as the site draws
 * them: `object-fit: cover` around the point).
 */
export function FocalPointPicker({ media, point, onChange }: FocalPointPickerProps) {
  const hintId = useId();
  const image = responsiveImage(media.url);
  const where = `${percent(point.focalX)} from the left, ${percent(point.focalY)} from the top`;

  const onPointer = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      focalX: clamp((event.clientX - box.left) / box.width),
      focalY: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({ focalX: clamp(point.focalX + move[0] * step), focalY: clamp(point.focalY + move[1] * step) });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-slate-800">Focal point</p>
        <div className="flex justify-center rounded-xl bg-slate-100">
          {/* A button: focusable and pressable; a pointer sets the point where it presses, the arrows move it. */}
          <button
            type="button"
            aria-label={`Focal point picker: ${where}`}
            aria-describedby={hintId}
            onPointerDown={onPointer}
            onKeyDown={onKey}
            data-testid="focal-picker"
            className="relative block max-w-full cursor-crosshair touch-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500"
          >
            <img
              {...image}
              sizes="(min-width: 1024px) 480px, 90vw"
              alt={media.alt}
              width={media.width ?? undefined}
              height={media.height ?? undefined}
              draggable={false}
              className="block h-auto max-h-80 w-auto max-w-full select-none rounded-lg"
            />
            <span
              aria-hidden
              data-testid="focal-marker"
              className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-admin-600/40 shadow-[0_0_0_2px_rgb(15_23_42/0.6)]"
              style={{ left: percent(point.focalX), top: percent(point.focalY) }}
            />
          </button>
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          Click or tap the part that must stay in view (a face, a product); or focus the picture and use the arrow keys
          (Shift for small steps).{" "}
          <span aria-live="polite" className="font-medium text-slate-700" data-testid="focal-value">
            Now {where}.
          </span>
        </p>
      </div>
      <figure className="flex flex-col gap-1.5">
        <figcaption className="text-xs font-medium text-slate-600">How it is cropped</figcaption>
        <div className="grid max-w-sm grid-cols-3 items-start gap-2">
          {crops.map((crop) => (
            <div key={crop.label} className="flex min-w-0 flex-col gap-1" data-testid={`crop-${crop.label}`}>
              <img
                {...image}
                sizes="160px"
                alt=""
                style={{ objectPosition: focalPosition(point) }}
                className={`w-full rounded-md bg-slate-100 object-cover ${crop.className}`}
              />
              <span className="text-center text-xs text-slate-500 tabular-nums">{crop.label}</span>
            </div>
          ))}
        </div>
      </figure>
    </div>
  );
}
