// The auth module's public entry: what code outside the request path (the seed) may use of it.
export { hashPassword } from "./password.ts";
