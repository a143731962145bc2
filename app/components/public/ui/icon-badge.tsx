import clsx from "clsx";
import type { LucideIcon } from "lucide-react";

const sizes = {
  sm: { tile: "size-11 rounded-xl", icon: "size-5" },
  md: { tile: "size-12 rounded-2xl", icon: "size-6" },
  lg: { tile: "size-14 rounded-2xl", icon: "size-7" },
} as const;

type Props = {
  icon: LucideIcon;
  size: keyof typeof sizes;
  /** The tile's colours (background and icon). */
  className: string;
};

/** A decorative icon on a rounded square tile, at the top of a card. */
export function IconBadge({ icon: Icon, size, className }: Props) {
  return (
    <span className={clsx("grid place-items-center", sizes[size].tile, className)}>
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
