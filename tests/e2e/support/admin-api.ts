import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { currentE2eServer, e2eAdmin } from "../../../playwright.config";

/**
 * The back office's API, used by browser tests to arrange data (a product, a job) and to check what
 * a form stored, exactly as an admin would: signed in, over HTTP.
 */
export async function adminToken(): Promise<string> {
  // Signed in from a context of its own: the session cookie must not follow the visitor's requests,
  // which are then answered as a signed-in admin's (never from the page cache).
  const api = await playwrightRequest.newContext({ baseURL: currentE2eServer().baseURL });
  try {
    const res = await api.post("/api/v1/admin/login", { data: e2eAdmin });
    if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
    return ((await res.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small real PNG, for a product's required image. */
export function pngImage(colour = "#3b5bdb"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function categoryIdByName(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get("/api/v1/category");
  const { data } = (await res.json()) as { data: { _id: string; name: string }[] };
  const found = data.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found._id;
}

/** Collects uncaught page errors, to assert a page ran cleanly. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
