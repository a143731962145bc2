import { MessageSquareText } from "lucide-react";
import type { Described } from "../../../../domain/picture-words";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { SCROLL_TO_FORM_STATE } from "../../../browser/navigation-state";
import { ButtonLink } from "../ui/button";
import { PageBanner } from "../ui/page-banner";
import { CoverImage } from "./cover-image";
import { ImageGallery } from "./image-gallery";
import { ItemFacts } from "./item-facts";
import { LiveDemoLink } from "./live-demo-link";

export function ProductDetailsView({ product }: { product: PortfolioDto & Described }) {
  const rest = product.image.slice(1);
  return (
    <>
      <PageBanner
        title={product.name}
        eyebrow={product.productCode ?? product.category.name}
        separator=">"
        breadcrumb={[{ label: "Products", to: "/products" }, { label: product.name }]}
        description={product.description || "No details found"}
      />
      <section aria-label="Product overview" className="page-container grid gap-12 py-section lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <CoverImage item={product} />
          <ImageGallery images={rest} name={product.name} words={product.pictureWords?.slice(1)} />
        </div>
        <aside aria-label="Product facts" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <ItemFacts item={product} />
          <LiveDemoLink url={product.url} variant="secondary" />
        </aside>
      </section>
      <section aria-labelledby="product-project" className="page-container pb-section">
        <div className="relative isolate overflow-hidden rounded-card bg-brand-700 px-6 py-12 text-white sm:px-12">
          <div
            aria-hidden="true"
            className="-z-10 absolute inset-0 bg-[radial-gradient(50%_90%_at_100%_0%,oklch(0.77_0.17_68/0.35),transparent_70%)]"
          />
          <MessageSquareText aria-hidden="true" className="size-10 text-accent-300" />
          <h2 id="product-project" className="mt-4 max-w-2xl font-bold text-title">
            Unique Ideas For Your Business
          </h2>
          <p className="mt-4 max-w-2xl text-brand-100 text-lead">
            Tell us how you work and we will tailor {product.name} to your brand, your processes and your customers.
          </p>
          <ButtonLink to="/contact" state={SCROLL_TO_FORM_STATE} variant="light" size="lg" className="mt-8">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
