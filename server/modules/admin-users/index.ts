// The admin-users module's public entry: what code outside the request path (the seed) may use of it.
export { settleAuthorSlug } from "./author-slug.ts";
