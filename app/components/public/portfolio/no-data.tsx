/** The spec's no-data image, with a line of text for everyone who cannot see it. */
export function NoData({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-ink-200 border-dashed bg-white px-6 py-16 text-center">
      <img src="/images/no-data.svg" alt="" width={200} height={150} className="h-auto w-48" />
      <p className="font-semibold text-ink-700 text-lg">{text}</p>
    </div>
  );
}
