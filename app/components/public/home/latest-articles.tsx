import { Link } from "react-router";
import type { ArticleCard } from "../../../loaders/articles.server";
import { ArticleCardView } from "../blog/article-card";
import { HeadedSection } from "../ui/headed-section";

/** The blog's newest articles on the home page (Site › Home, "Latest articles"); nothing when there are none. */
export function LatestArticles({ articles }: { articles: ArticleCard[] }) {
  if (articles.length === 0) return null;
  return (
    <HeadedSection
      id="latest-articles-title"
      eyebrow="From the blog"
      title="Latest articles"
      description="Case studies, insights and news from the studio."
      band="py-section"
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCardView key={article._id} article={article} />
        ))}
      </div>
      <p className="mt-10">
        <Link to="/blog" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Read the blog
        </Link>
      </p>
    </HeadedSection>
  );
}
