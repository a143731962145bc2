// The authors module's public entry: what code outside the request path (the seed, an import) may use of it.
export { insertAuthor, type NewAuthor, staffAuthor } from "./author-writes.ts";
