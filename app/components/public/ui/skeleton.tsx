import clsx from "clsx";

/** A pulsing grey block standing in for content that is still loading. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("animate-pulse rounded-lg bg-ink-200 motion-reduce:animate-none", className)}
    />
  );
}

/** A card-shaped placeholder: image, two lines of text and a button. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx("overflow-hidden rounded-card border border-ink-200 bg-white", className)}>
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-9 w-28 rounded-full" />
      </div>
    </div>
  );
}

/** A row of pill-shaped placeholders for filter chips. */
export function SkeletonChips({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="flex gap-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-10 w-32 rounded-full" />
      ))}
    </div>
  );
}
