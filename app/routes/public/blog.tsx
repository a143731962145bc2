import { data, Link } from "react-router";
import { addressOf } from "../../../domain/addresses";
import { AuthorPhoto } from "../../components/public/blog/author-photo";
import { BlogArticleCard } from "../../components/public/blog/blog-article-card";
import { NotFoundContent } from "../../components/public/not-found-content";
import { PageBanner } from "../../components/public/ui/page-banner";
import { notFoundSeo, seo } from "../../lib/seo";
import { loadBlog } from "../../loaders/articles.server";
import type { Route } from "./+types/blog";

/** `?page=` names a page of the list: the page cache keys the answer by it. */
export const handle = { searchParams: ["page"] };

/**
 * `/blog`, `/blog/tag/<tag>` and `/blog/author/<slug>` (issue 54, ADR 0219): ten published articles
 * a page, newest first. A tag or author with none, or a page past the last, is the site's 404 page;
 * an author's id or former slug answers a 301 to their address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const filter = { tag: params.tag, author: params.author };
  const blog = await loadBlog(context, filter, new URL(request.url).searchParams.get("page"));
  return blog ? { found: true as const, ...blog } : data({ found: false as const }, { status: 404 });
}

function titleOf(blog: { tag: string | null; tagNamed: { name: string } | null; author: { name: string } | null }) {
  if (blog.tag) return `Articles tagged “${blog.tagNamed?.name ?? blog.tag}”`;
  if (blog.author) return `Articles by ${blog.author.name}`;
  return "Blog";
}

/** A later page of a list is a page of its own to a search engine and a tab: its title says which. */
const pageTitle = (title: string, page: number) => (page > 1 ? `${title} – Page ${page}` : title);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data?.found) return notFoundSeo(matches, location.pathname);
  const page = data.pagination.page;
  return seo(matches, {
    title: pageTitle(titleOf(data), page),
    description:
      data.author?.bio || data.tagNamed?.description || "Notes on design, development and the projects we build.",
    path: page > 1 ? `${location.pathname}?page=${page}` : location.pathname,
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundContent />;
  const { articles, pagination, tag, tagNamed, author } = loaderData;
  const title = titleOf(loaderData);
  const here = tag ? addressOf.blogTag(tag) : author ? addressOf.blogAuthor(author) : "/blog";
  const crumbs = here === "/blog" ? [{ label: "Blog" }] : [{ label: "Blog", to: "/blog" }, { label: title }];
  return (
    <>
      <PageBanner title={title} breadcrumb={[{ label: "Home", to: "/" }, ...crumbs]} />
      <section className="py-section">
        <div className="page-container">
          {author && (author.bio || author.photo) && (
            <section aria-label={`About ${author.name}`} className="mb-8 flex max-w-3xl items-center gap-4">
              <AuthorPhoto photo={author.photo} size={80} />
              {author.bio && <p className="text-gray-700">{author.bio}</p>}
            </section>
          )}
          {tagNamed?.description && <p className="mb-8 max-w-3xl text-gray-700">{tagNamed.description}</p>}
          {articles.length === 0 ? (
            <p>No articles yet.</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {articles.map((article) => (
                <BlogArticleCard key={article._id} article={article} />
              ))}
            </div>
          )}
          {pagination.totalPages > 1 && (
            <nav aria-label="Pages of the blog" className="mt-8 flex gap-4">
              {pagination.page > 1 && (
                <Link rel="prev" to={pagination.page === 2 ? here : `${here}?page=${pagination.page - 1}`}>
                  Newer articles
                </Link>
              )}
              {pagination.page < pagination.totalPages && (
                <Link rel="next" to={`${here}?page=${pagination.page + 1}`}>
                  Older articles
                </Link>
              )}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
