import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { useAddressHere } from "../../../lib/address-here";
import { detailsLink } from "./details-link";
import { PortfolioPicture } from "./portfolio-picture";
import { useDragScroll } from "./use-drag-scroll";
import { scrollByPage, useScrollEdges } from "./use-scroll-edges";

const arrow =
  "grid size-11 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card transition hover:text-brand-700 disabled:opacity-40 motion-reduce:transition-none";

/** 'Our Products': the other products in a row that scrolls by drag, arrows, keyboard or touch. */
export function ProductCarousel({ products }: { products: (PortfolioDto & Described)[] }) {
  const row = useRef<HTMLUListElement>(null);
  useDragScroll(row);
  const edges = useScrollEdges(row);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="our-products" className="bg-white py-section">
      <div className="page-container">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="our-products" className="font-bold text-ink-950 text-title">
            Our Products
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              aria-label="Previous products"
              disabled={!edges.left}
              onClick={() => scrollByPage(row.current, -1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={arrow}
              aria-label="Next products"
              disabled={!edges.right}
              onClick={() => scrollByPage(row.current, 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <ul
          ref={row}
          className="-mx-1 flex cursor-grab snap-x snap-mandatory gap-5 overflow-x-auto px-1 pb-4 active:cursor-grabbing [scrollbar-width:thin]"
        >
          {products.map((product) => (
            <li key={product._id} className="w-72 shrink-0 snap-start sm:w-80">
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductTile({ product }: { product: PortfolioDto & Described }) {
  const link = detailsLink(product, useAddressHere());
  return (
    <Link
      to={link.to}
      state={link.state}
      className={clsx(
        "group block h-full select-none overflow-hidden rounded-card border border-ink-200 bg-ink-50 transition hover:border-brand-300 hover:shadow-card motion-reduce:transition-none",
      )}
    >
      <PortfolioPicture src={product.image[0]} alt="" words={product.pictureWords?.[0]} place="tile" />
      <span className="block p-5">
        <span className="block font-semibold text-brand-700 text-eyebrow uppercase">{product.category.name}</span>
        <span className="mt-1 block font-bold text-ink-950 text-lg">{product.name}</span>
        <span className="mt-2 block font-semibold text-brand-700 text-sm">View More</span>
      </span>
    </Link>
  );
}
