import type { FastifyInstance, FastifyPluginOptions } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessRule } from "../../domain/access.ts";

/** One API route and the module file that declares it (docs/routes.md, `npm run docs:routes`). */
export type RouteModule = { method: string; url: string; access: AccessRule | undefined; file: string };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered through `fromModule`, in registration order. */
    routeModules: RouteModule[];
  }
}

/** Where a route's `file` is from server/: "modules/contact/admin-routes.ts", "engines/drafts/routes.ts". */
export const serverPathOf = (file: string) => (file.startsWith("engines/") ? file : `modules/${file}`);

/**
 * Registers a module's routes as before, noting for each route the file that declares it; `file` is
 * a module's path from server/modules ("contact/admin-routes.ts"), an engine's from server/
 * ("engines/drafts/routes.ts").
 */
export function fromModule<Options extends FastifyPluginOptions>(
  file: string,
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        app.routeModules.push({ method, url: route.url, access: route.config?.access, file });
      }
    });
    await routes(app, options);
  };
}

async function routeModules(app: FastifyInstance) {
  app.decorate("routeModules", []);
}

export default fp(routeModules, { name: "route-modules" });
