/** What a search result and a shared link show for a page, as its settings stand. */
export type SearchPreviewShown = {
  /** Where the page is: its host and path, as a search result prints it. */
  address: string;
  title: string;
  description: string;
  /** The share card's picture. */
  image: string;
};

/**
 * A page as a search engine lists it and as X, LinkedIn or WhatsApp show a shared link to it (the
 * same card everywhere: picture, title, text), side by side from a wide screen on.
 */
export function SearchPreviews({ shown }: { shown: SearchPreviewShown }) {
  const { address, title, description, image } = shown;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <div className="min-w-0 self-start rounded-lg bg-white p-4 shadow-sm" data-testid="search-result-preview">
        <p className="truncate text-xs text-slate-600">{address}</p>
        <p className="mt-1 line-clamp-1 text-lg text-[#1a0dab]">{title}</p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700">{description}</p>
      </div>
      <div
        className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
        data-testid="share-card-preview"
      >
        <img src={image} alt="What a shared link shows" className="aspect-[1200/630] w-full object-cover" />
        <div className="p-3">
          <p className="truncate text-xs uppercase text-slate-500">{address.split("/")[0]}</p>
          <p className="line-clamp-1 font-semibold text-slate-900">{title}</p>
          <p className="line-clamp-2 text-sm text-slate-600">{description}</p>
        </div>
      </div>
    </div>
  );
}
