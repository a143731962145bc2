import { Monitor, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { PressedChoice } from "../../ui/pressed-choice.tsx";
import { type PreviewDevice, PreviewFrame } from "./preview-frame.tsx";

const devices = [
  { name: "Phone", width: 375, height: 720, icon: Smartphone },
  { name: "Desktop", width: 1440, height: 900, icon: Monitor },
] as const satisfies (PreviewDevice & { icon: unknown })[];

/**
 * "What a visitor will see": the part being edited, rendered by the public components with the
 * values as typed (not yet saved), at a phone's or a desktop's width.
 */
export function SitePreview({ what, children }: { what: string; children: ReactNode }) {
  const [chosen, choose] = useState<(typeof devices)[number]["name"]>("Phone");
  const device = devices.find(({ name }) => name === chosen) ?? devices[0];
  return (
    <section aria-label={`Preview of ${what}`} className="flex flex-col gap-3 rounded-xl bg-slate-100 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
          <p className="text-xs text-slate-600">{what}, as a visitor will see it once saved.</p>
        </div>
        <PressedChoice
          legend="Preview width"
          options={devices.map(({ name, width, icon }) => ({
            value: name,
            icon,
            label: (
              <>
                {name} <span className="sr-only sm:not-sr-only">({width} px)</span>
              </>
            ),
          }))}
          chosen={chosen}
          onChoose={choose}
          look="white"
        />
      </div>
      <div className={device.name === "Phone" ? "mx-auto w-full max-w-[375px]" : "w-full"}>
        <PreviewFrame key={device.name} device={device} title={`Preview of ${what} at ${device.width} px`}>
          {children}
        </PreviewFrame>
      </div>
    </section>
  );
}
