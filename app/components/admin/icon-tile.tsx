import type { LucideIcon } from "lucide-react";

/** An icon on a square tile before a heading (a screen's name, a file to choose); `look` is the tile's shape and colours. */
export function IconTile({ icon: Icon, look }: { icon: LucideIcon; look: string }) {
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center ${look}`}>
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
