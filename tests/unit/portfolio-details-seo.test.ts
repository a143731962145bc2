import { describe, expect, it } from "vitest";
import { portfolioDetailsSeo } from "../../app/components/public/portfolio/details-seo.ts";
import type { PortfolioDto } from "../../domain/portfolio.ts";

const tag = (tags: ReturnType<typeof portfolioDetailsSeo>, key: string, value: string) =>
  tags.find((entry) => (entry as Record<string, unknown>)[key] === value);

describe("the details pages' head", () => {
  it("keeps a page without an item out of the index, with the spec's text for each page", () => {
    const project = portfolioDetailsSeo([], null, "project");
    expect(project).toContainEqual({ title: expect.stringMatching(/^Project details \| /) });
    expect(project).toContainEqual({ name: "description", content: "No project data found." });
    expect(project).toContainEqual({ name: "robots", content: "noindex" });
    const product = portfolioDetailsSeo([], undefined, "product");
    expect(product).toContainEqual({ name: "description", content: "No project data available." });
  });

  it("shares a product as a product with its JSON-LD and a project as an article", () => {
    const item = {
      _id: "abc",
      name: "Shopfront",
      slug: "shopfront",
      description: "",
      image: ["/uploads/a.png"],
      category: { _id: "c", name: "E-commerce", slug: "e-commerce" },
    } as PortfolioDto;
    const product = portfolioDetailsSeo([], { ...item, type: "product" }, "product");
    expect(tag(product, "property", "og:type")).toEqual({ property: "og:type", content: "product" });
    expect(product).toContainEqual({ name: "description", content: "Shopfront, a E-commerce product" });
    expect(product.filter((entry) => "script:ld+json" in entry)).toHaveLength(2);
    expect(tag(product, "rel", "canonical")).toMatchObject({ href: "/products/shopfront" });
    const project = portfolioDetailsSeo([], { ...item, type: "project" }, "project");
    expect(tag(project, "property", "og:type")).toEqual({ property: "og:type", content: "article" });
    expect(tag(project, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "/projects/shopfront",
    });
    expect(project.filter((entry) => "script:ld+json" in entry)).toHaveLength(1);
  });
});
