import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../domain/errors.ts";
import { controlCharactersMessage, loneSurrogateMessage } from "../../domain/text-rules.ts";
import { bearer, createAdmin, createRole, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * A NUL in any text field once reached PostgreSQL, which refuses it: a 500 on every write. Each
 * route of the access table that takes text, with its text fields found in the OpenAPI
 * description (made from the schemas the server validates with), gets control characters instead.
 */

type SchemaNode = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  parameters?: { in: string; name: string; schema: SchemaNode }[];
};

let ctx: TestContext;
let token: string;
let spec: { paths: Record<string, Record<string, Operation>> };
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000, loginIpFailureLimit: 1000, loginUserFailureLimit: 1000 });
  const session = await signInAsSuperAdmin(ctx);
  token = session.token;
  const db = ctx.database.db;
  const category = await insertCategory(db);
  const enquiry = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
  Object.assign(ids, {
    category: category.id,
    services: (await insertService(db, category.id)).id,
    project: (await insertPortfolioItem(db, category.id)).id,
    job: (await insertJob(db)).id,
    contact: enquiry.json().data._id,
    permission: await createRole(ctx, "Hostile role"),
    "admin/update-role": (await createAdmin(ctx, "hostile-member", "Member")).id,
    "admin/update": session.userId,
    // The site's picture calls name a picture (`/site/images/:name`).
    site: "shareImage",
  });
  spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
});
afterAll(() => ctx.close());

/** The id a route's `:param` names: a real row of the route's own resource. */
function concreteUrl(pattern: string): string {
  const resource = pattern.replace("/api/v1/", "").split("/");
  const key = resource[0] === "admin" ? `admin/${resource[1]}` : resource[0];
  return pattern.replace(/:[A-Za-z]+/g, () => ids[key] ?? "unknown");
}

const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, "{$1}");

/** Every free-text field of a body schema (not a choice from a list), as a value holding `poison`. */
function poisoned(schema: SchemaNode, poison: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    if (node.type === "string" && node.format !== "binary" && !node.enum) fields[name] = `Text${poison}here`;
    if (node.type === "array" && node.items?.type === "string") fields[name] = [`Line${poison}one`];
  }
  return fields;
}

function bodyOf(operation: Operation, poison: string) {
  const content = operation.requestBody?.content ?? {};
  const json = content["application/json"]?.schema;
  if (json) return { payload: poisoned(json, poison), type: "json" as const };
  const form = content["multipart/form-data"]?.schema;
  if (form) {
    const fields = poisoned(form, poison);
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
    return { payload: data, type: "multipart" as const, fields };
  }
  return null;
}

/**
 * A route's documented operation. An edit route that documents no body of its own (it takes JSON or
 * multipart) takes its create route's fields, as its description says.
 */
function operationOf(method: string, url: string): Operation | undefined {
  const own = spec.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (own?.requestBody) return own;
  // An update route without its own body takes its create route's; a read never takes one.
  if (method === "GET") return own;
  const create = spec.paths[openApiPath(url).replace(/\/update\/\{id\}$/, "/create")]?.post;
  return create ? { ...own, requestBody: create.requestBody } : own;
}

const textRoutes = () =>
  ctx.app.accessTable.filter(({ method, url }) => {
    const operation = operationOf(method, url);
    const body = operation && bodyOf(operation, "");
    return (
      body !== null && body !== undefined && Object.keys(body.type === "json" ? body.payload : body.fields).length > 0
    );
  });

describe("control characters in text fields", () => {
  it("finds every route that takes text", () => {
    // The three public writes, sign-in, and the back office's forms: a route lost here is a route untested.
    expect(textRoutes().length).toBeGreaterThanOrEqual(19);
  });

  for (const poison of ["\u0000", "\u0007", "\u001b", "\u007f"]) {
    it(`refuses U+${poison.charCodeAt(0).toString(16).padStart(4, "0")} on every route with text, in the contract's shape`, async () => {
      const failures: string[] = [];
      for (const route of textRoutes()) {
        const operation = operationOf(route.method, route.url);
        const body = operation && bodyOf(operation, poison);
        if (!body) continue;
        const res = await ctx.app.inject({
          method: route.method as "POST",
          url: concreteUrl(route.url),
          headers: bearer(token),
          payload: body.payload,
        });
        const answer = res.json();
        const refused =
          res.statusCode === 400 &&
          answer.success === false &&
          answer.error === answer.message &&
          answer.issues.some((issue: { message: string }) => issue.message === controlCharactersMessage);
        if (!refused) failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("keeps tab and line breaks in multi-line fields, and refuses them in single-line ones", async () => {
    const kept = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, message: "First line\r\n\tSecond line, indented" },
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, fullname: "Ayesha\tKhan" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "fullname", message: controlCharactersMessage }]);
  });

  it("refuses a NUL in sign-in fields with a 400, not a database error", async () => {
    for (const payload of [
      { username: "admin\u0000", password: "whatever" },
      { username: "admin", password: "pass\u0000word" },
    ]) {
      const res = await ctx.app.inject({ method: "POST", url: "/api/v1/admin/login", payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(controlCharactersMessage);
    }
  });

  it("refuses control characters in every text query parameter", async () => {
    const failures: string[] = [];
    for (const route of ctx.app.accessTable.filter(({ method }) => method === "GET")) {
      const operation = spec.paths[openApiPath(route.url)]?.get;
      const texts = (operation?.parameters ?? []).filter((p) => p.in === "query" && p.schema.type === "string");
      for (const parameter of texts) {
        const res = await ctx.app.inject({
          method: "GET",
          url: `${concreteUrl(route.url)}?${parameter.name}=%00`,
          headers: bearer(token),
        });
        if (res.statusCode !== 400 || res.json().success !== false) {
          failures.push(`${route.url}?${parameter.name}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const search = await ctx.app.inject({ method: "GET", url: "/api/v1/project?q=a%01b" });
    expect(search.json().message).toBe(controlCharactersMessage);
    // A NUL never reaches a route: the request-target hook refuses the whole address (ADR 0265).
    const nul = await ctx.app.inject({ method: "GET", url: "/api/v1/project?q=a%00b" });
    expect(nul.json().message).toBe(genericMessages.badTarget);
  });
});

/**
 * Issue 33: `{"username":"\udfffabc"}` answered 500. JSON can carry half of a UTF-16 pair, which no
 * encoding can store. Every text field of every route that takes text (found as above, in the
 * OpenAPI description) gets one on its own, and must be refused with 400 naming that field.
 */
describe("lone surrogates in text fields", () => {
  const halves = ["\udfffabc", "abc\ud800def", "\ud800"];

  /** A route's text fields, each as JSON (the one encoding that can carry a lone surrogate). */
  function textFields(method: string, url: string): string[] {
    const operation = operationOf(method, url);
    const body = operation && bodyOf(operation, "");
    if (!body) return [];
    const fields = Object.keys(body.type === "json" ? body.payload : body.fields);
    // `draft` is the create's switch (keep it as a draft), not one of the fields an update borrows.
    return url.includes("/update/") ? fields.filter((name) => name !== "draft") : fields;
  }

  /** A multipart body whose one text field holds `bytes` as sent, not re-encoded by FormData. */
  function rawMultipart(field: string, bytes: Buffer) {
    const boundary = "lone-surrogate-boundary";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  }

  it("refuses each one, field by field on every route with text, with 400 in the contract's shape", async () => {
    const failures: string[] = [];
    let tried = 0;
    let named = 0;
    for (const route of textRoutes()) {
      // The spam trap answers as if stored whatever it holds, and stores nothing (domain/honeypot.ts).
      for (const field of textFields(route.method, route.url).filter((name) => name !== "website")) {
        const sample = halves[tried++ % halves.length];
        const type = operationOf(route.method, route.url)?.requestBody?.content["application/json"]?.schema
          .properties?.[field]?.type;
        const request = {
          method: route.method as "POST",
          url: concreteUrl(route.url),
          headers: { ...bearer(token), "content-type": "application/json" },
          // JSON.stringify writes a lone surrogate as its \u escape, as a hostile client would send it.
          payload: JSON.stringify({ [field]: type === "array" ? [sample] : sample }),
        };
        let res = await ctx.app.inject(request);
        if (res.statusCode === 415) {
          // A route that takes files only takes multipart, whose text arrives as UTF-8 bytes: a lone
          // surrogate can only come as its (invalid) bytes, which decode to U+FFFD like any broken
          // UTF-8: kept as that character or refused for the field's own reasons, never a 5xx.
          const raw = rawMultipart(field, Buffer.from([0xed, 0xa0, 0x80, 0x61, 0x62, 0x63]));
          res = await ctx.app.inject({
            ...request,
            headers: { ...bearer(token), ...raw.headers },
            payload: raw.payload,
          });
          if (res.statusCode >= 500 || (res.statusCode >= 400 && res.json().success !== false)) {
            failures.push(
              `${route.method} ${route.url} ${field} (multipart): ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
          continue;
        }
        const answer = res.json();
        const issues: { path: string; message: string }[] = answer.issues ?? [];
        const own = issues.find((issue) => issue.path === field || issue.path.startsWith(`${field}.`));
        if (own?.message === loneSurrogateMessage) named++;
        const refused = res.statusCode === 400 && answer.success === false && answer.error === answer.message && own;
        if (!refused)
          failures.push(`${route.method} ${route.url} ${field}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(60);
    // Free text says what is wrong with it; a choice from a list or an id keeps its own message.
    expect(named).toBeGreaterThanOrEqual(30);
  });

  it("answers the sign-in of the report 400 with the message, and never 500", async () => {
    for (const username of ["\udfffabc", "abc\ud800def"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/login",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username, password: "Wrong!Pass1" }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: loneSurrogateMessage });
    }
  });

  it("keeps a well-formed pair (an emoji) as text", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, message: "Thanks 😀 — see you" },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

/** The partners' and pictures' `?draft=` switch (ADR 0123): true or false, checked before any file is read or stored. */
describe("the site media calls' draft switch", () => {
  it("refuses any other value, a NUL or a repeated switch with 400, and leaves the site and its drafts as they were", async () => {
    const site = async () => (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
    const before = await site();
    const boundary = "draft-switch-boundary";
    const form = `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nX\r\n--${boundary}--\r\n`;
    const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };
    for (const query of ["draft=yes", "draft=%00", "draft=true&draft=false", "draft=TRUE"]) {
      for (const [method, url, headers, payload] of [
        ["POST", "/api/v1/site/partners", multipart, form],
        ["PATCH", "/api/v1/site/partners/order", { "content-type": "application/json" }, '{"ids":[]}'],
        ["DELETE", "/api/v1/site/partners/nobody", {}, undefined],
        ["PATCH", "/api/v1/site/images/heroPoster", multipart, form],
        ["DELETE", "/api/v1/site/images/heroPoster", {}, undefined],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url: `${url}?${query}`,
          headers: { ...bearer(token), ...headers },
          payload,
        });
        expect(res.statusCode, `${method} ${url}?${query}: ${res.body}`).toBe(400);
        expect(res.json().success).toBe(false);
      }
    }
    expect(await site()).toEqual(before);
    const drafts = await ctx.app.inject({ method: "GET", url: "/api/v1/site/drafts", headers: bearer(token) });
    expect(drafts.json().data).toEqual([]);
  });
});
