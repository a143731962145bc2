import { data, Link, type MetaDescriptor } from "react-router";
import { addressOf } from "../../../domain/addresses";
import { BlockContent } from "../../components/public/blocks/block-content";
import { TagLinks } from "../../components/public/blog/article-card";
import { ArticleCover } from "../../components/public/blog/article-cover";
import { AuthorPhoto } from "../../components/public/blog/author-photo";
import { BlogArticleCard } from "../../components/public/blog/blog-article-card";
import { NotFoundContent } from "../../components/public/not-found-content";
import { PageBanner } from "../../components/public/ui/page-banner";
import { dayInWords } from "../../lib/day-in-words";
import { useLocale } from "../../lib/messages";
import { blogPostingJsonLd, faqPageJsonLd, notFoundSeo, publisherFrom, seo } from "../../lib/seo";
import { loadArticle } from "../../loaders/articles.server";
import type { Route } from "./+types/article";

/**
 * `/blog/<slug>`: an article of the blog (issue 54), its body rendered on the server. An unknown or
 * unpublished one is the site's 404 page with status 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await loadArticle(context, params.slug);
  return article ? { found: true as const, ...article } : data({ found: false as const }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data?.found) return notFoundSeo(matches, location.pathname);
  const { article, questions } = data;
  const tags: MetaDescriptor[] = seo(matches, {
    title: article.title,
    description: article.summary,
    path: article.path,
    type: "article",
    image: article.cover?.url,
    search: article.seo,
    versions: data.versions,
    jsonLd: [
      blogPostingJsonLd(publisherFrom(matches), article),
      ...(questions.length > 0 ? [faqPageJsonLd(questions)] : []),
    ],
  });
  // Open Graph's article tags: when, by whom, about what.
  if (article.publishedAt) tags.push({ property: "article:published_time", content: article.publishedAt });
  tags.push({ property: "article:modified_time", content: article.updatedAt });
  if (article.author) tags.push({ property: "article:author", content: article.author.name });
  for (const tag of article.tags) tags.push({ property: "article:tag", content: tag });
  return tags;
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  if (!loaderData.found) return <NotFoundContent />;
  const { article, html, contents, related, caseStudy } = loaderData;
  return (
    <>
      <PageBanner
        title={article.title}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: article.title }]}
        description={article.summary || undefined}
      />
      <section className="py-section">
        <div className="page-container">
          <div className="max-w-3xl">
            <p className="mb-6 flex flex-wrap items-center gap-x-1 text-sm text-gray-600">
              {article.author && (
                <>
                  <AuthorPhoto photo={article.author.photo} size={32} className="me-1" />
                  By <Link to={addressOf.blogAuthor(article.author)}>{article.author.name}</Link>
                  {" · "}
                </>
              )}
              <time dateTime={article.publishedAt ?? undefined}>{dayInWords(article.publishedAt, locale)}</time>
              {` · ${article.readingMinutes} min read`}
            </p>
            <ArticleCover
              cover={article.cover}
              sizes="(min-width: 768px) 48rem, 100vw"
              priority
              className="mb-8 rounded-lg"
            />
            {contents.length > 0 && (
              <nav aria-label="Contents" className="mb-8">
                <h2 className="text-lg font-semibold">Contents</h2>
                <ol>
                  {contents.map((heading) => (
                    <li key={heading.id} className={heading.level === 3 ? "ms-4" : undefined}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {/* Hydrated, so a video block's play button loads its player (BlockContent). */}
            <BlockContent html={html} />
            {article.author?.bio && (
              <aside aria-label="About the author" className="mt-8 flex gap-4">
                <AuthorPhoto photo={article.author.photo} size={64} />
                <p>
                  <strong>
                    <Link to={addressOf.blogAuthor(article.author)}>{article.author.name}</Link>
                  </strong>
                  : {article.author.bio}
                </p>
              </aside>
            )}
            {(caseStudy.project || caseStudy.service) && (
              <aside className="mt-8 rounded-lg border border-gray-200 p-5">
                <h2 className="text-lg font-semibold">Case study</h2>
                {caseStudy.project && (
                  <p>
                    Project: <Link to={caseStudy.project.path}>{caseStudy.project.name}</Link>
                  </p>
                )}
                {caseStudy.service && (
                  <p>
                    Service: <Link to={caseStudy.service.path}>{caseStudy.service.name}</Link>
                  </p>
                )}
              </aside>
            )}
            <TagLinks tags={article.tags} className="mt-8" />
          </div>
          {related.length > 0 && (
            <section className="mt-12">
              <h2 className="mb-4 text-2xl font-semibold">Related articles</h2>
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {related.map((card) => (
                  <BlogArticleCard key={card._id} article={card} />
                ))}
              </div>
            </section>
          )}
        </div>
      </section>
    </>
  );
}
