import type { ArticleCard } from "../../../loaders/articles.server";
import { ArticleCardView } from "./article-card";
import { AuthorPhoto } from "./author-photo";

/** An article in the blog's own lists (a page of the blog, an article's related ones): its byline shows the author's photo. */
export function BlogArticleCard({ article }: { article: ArticleCard }) {
  return (
    <ArticleCardView
      article={article}
      photo={<AuthorPhoto photo={article.author?.photo ?? null} size={24} className="me-2 inline-block align-middle" />}
    />
  );
}
