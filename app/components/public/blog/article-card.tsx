import clsx from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { addressOf } from "../../../../domain/addresses";
import { dayInWords } from "../../../lib/day-in-words";
import { useLocale } from "../../../lib/messages";
import type { ArticleCard } from "../../../loaders/articles.server";
import { ArticleCover } from "./article-cover";

/**
 * An article in a list of the blog: its cover, title, summary, author, day and reading time. The
 * blog's own lists give the author's photo (`photo`); the home page's, which every page's shared
 * script carries, leaves it out.
 */
export function ArticleCardView({ article, photo }: { article: ArticleCard; photo?: ReactNode }) {
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-gray-200 p-5">
      <ArticleCover cover={article.cover} sizes="(min-width: 768px) 33vw, 100vw" className="rounded" />
      <h2 className="text-xl font-semibold">
        <Link to={article.path}>{article.title}</Link>
      </h2>
      {article.summary && <p className="text-gray-700">{article.summary}</p>}
      <p className="text-sm text-gray-600">
        {article.author && (
          <>
            {photo}
            <Link to={addressOf.blogAuthor(article.author)}>{article.author.name}</Link>
            {" · "}
          </>
        )}
        <time dateTime={article.publishedAt ?? undefined}>{dayInWords(article.publishedAt, locale)}</time>
        {` · ${article.readingMinutes} min read`}
      </p>
      <TagLinks tags={article.tags} />
    </article>
  );
}

/** An article's tags, each a link to the blog's list of that tag; nothing when it has none. */
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={clsx("flex flex-wrap gap-2 text-sm", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={addressOf.blogTag(tag)}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
