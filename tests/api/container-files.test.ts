import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { CONFIG_VARIABLES, loadConfig } from "../../server/config.ts";
import { projectRoot } from "../../server/paths.ts";
import { SHUTDOWN_SIGNALS } from "../../server/shutdown-signals.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Containers cannot run on the build machines, so the Dockerfile and compose.yaml are checked
 * against the code instead: a renamed script, variable, route or signal fails here.
 */
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { name: string; args: string }[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const space = line.indexOf(" ");
      return { name: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

const packageJson = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(read("package.json")));
const dockerfile = instructions(read("Dockerfile"));
const runtimeStage = dockerfile.slice(dockerfile.findIndex((i) => i.name === "FROM" && i.args.endsWith("AS runtime")));
const only = (name: string) => {
  const found = runtimeStage.filter((i) => i.name === name);
  expect(found, `one ${name} in the runtime stage`).toHaveLength(1);
  return found[0]?.args ?? "";
};
const execForm = (args: string) => z.array(z.string()).parse(JSON.parse(args));

/** `KEY=value KEY2=value` pairs of ENV instructions. */
const dockerEnv = Object.fromEntries(
  runtimeStage
    .filter((i) => i.name === "ENV")
    .flatMap((i) => [...i.args.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1], m[2]])),
);

const composeSchema = z.object({
  services: z.record(
    z.string(),
    z.object({
      build: z.string().optional(),
      image: z.string().optional(),
      environment: z.record(z.string(), z.string()).optional(),
      volumes: z.array(z.string()).optional(),
      command: z.unknown().optional(),
    }),
  ),
});
const compose = composeSchema.parse(parse(read("compose.yaml"), { merge: true }));
const appServices = Object.entries(compose.services).filter(([, service]) => service.build === ".");
const deployment = read("docs/deployment.md");

/** Read by the C library, not by the app: the same tuning `npm start` applies. */
const startScript = packageJson.scripts.start ?? "";
const libcVariables = (startScript.match(/\bMALLOC_[A-Z_]+(?==)/g) ?? []).filter((name) => name.length > 0);

describe("Dockerfile", () => {
  it("builds with every dependency and runs with production ones, as an unprivileged user", () => {
    const build = dockerfile.slice(0, dockerfile.indexOf(runtimeStage[0] ?? dockerfile[0]));
    expect(build.some((i) => i.name === "RUN" && i.args === "npm ci")).toBe(true);
    for (const run of dockerfile.filter((i) => i.name === "RUN" && i.args.includes("npm run "))) {
      const script = run.args.match(/npm run (\S+)/)?.[1] ?? "";
      expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script);
    }
    expect(runtimeStage.some((i) => i.name === "RUN" && i.args.includes("npm ci --omit=dev"))).toBe(true);
    expect(only("USER")).not.toMatch(/^(root|0)$/);
  });

  it("starts the file `npm start` starts, which `npm run build` writes", () => {
    const command = execForm(only("CMD"));
    const [node] = command;
    const entry = command.at(-1);
    expect(node).toBe("node");
    // The same command, V8's flags included (the old generation's cap, ADR 0220).
    expect(startScript).toContain(command.join(" "));
    expect(read("build-tools/bundle-server.ts")).toContain(`outdir: "${path.dirname(entry ?? "")}"`);
    for (const copy of runtimeStage.filter((i) => i.name === "COPY" && i.args.startsWith("--from=build"))) {
      const source = copy.args.split(/\s+/)[1]?.replace(/^\/app\//, "") ?? "";
      if (source !== "build") expect(existsSync(path.join(projectRoot, source)), source).toBe(true);
    }
  });

  it("sets only variables the app reads (or the C library, as npm start does)", () => {
    for (const name of Object.keys(dockerEnv)) {
      expect([...CONFIG_VARIABLES, ...libcVariables], name).toContain(name);
    }
    for (const name of libcVariables) expect(dockerEnv[name], name).toBe(startScript.match(`${name}=(\\S+)`)?.[1]);
  });

  it("keeps DATA_DIR in a volume and listens on the port it exposes", () => {
    expect(execForm(only("VOLUME"))).toEqual([dockerEnv.DATA_DIR]);
    expect(only("EXPOSE")).toBe(dockerEnv.PORT);
    expect(String(loadConfig({}).port)).toBe(dockerEnv.PORT);
  });

  it("stops with the signal the server shuts down gracefully on", () => {
    expect(only("STOPSIGNAL")).toBe(SHUTDOWN_SIGNALS[0]);
  });
});

describe("the health check", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("asks the server's health route on its port, which answers 200", async () => {
    const check = only("HEALTHCHECK");
    const url = check.match(/http:\/\/127\.0\.0\.1:' \+ \(process\.env\.PORT \|\| (\d+)\) \+ '(\/[^']+)'/);
    expect(url, "HEALTHCHECK fetches http://127.0.0.1:$PORT/<path>").not.toBeNull();
    expect(url?.[1]).toBe(dockerEnv.PORT);
    const res = await ctx.app.inject({ method: "GET", url: url?.[2] ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok" });
  });
});

describe("compose.yaml", () => {
  it("runs two app instances, PostgreSQL, Redis, MinIO and nginx", () => {
    expect(appServices).toHaveLength(2);
    const images = Object.values(compose.services).map((service) => service.image ?? "");
    for (const image of ["postgres:", "redis:", "minio/minio", "nginx:"]) {
      expect(
        images.some((name) => name.startsWith(image)),
        image,
      ).toBe(true);
    }
  });

  it("gives the instances only variables the app reads, and a configuration it accepts", () => {
    for (const [name, service] of appServices) {
      const env = service.environment ?? {};
      for (const key of Object.keys(env)) expect(CONFIG_VARIABLES, `${name}: ${key}`).toContain(key);
      // The defaults of `${VAR:-default}` (and a placeholder for required ones) make a valid configuration.
      const resolved = Object.fromEntries(
        Object.entries(env).map(([key, value]) => [
          key,
          value.replace(/\$\{[A-Z_]+(?::-([^}]*)|:\?[^}]*)\}/g, (_all, fallback: string | undefined) =>
            fallback === undefined ? (key.endsWith("_KEY") ? "a".repeat(64) : "a-secret-value") : fallback,
          ),
        ]),
      );
      const config = loadConfig(resolved);
      expect(config.storage.driver).toBe("s3");
      expect(String(config.port)).toBe(dockerEnv.PORT);
      expect(service.volumes?.some((volume) => volume.endsWith(`:${dockerEnv.DATA_DIR}`))).toBe(true);
    }
  });

  it("mounts the nginx configuration that sends to both instances on their port", () => {
    const nginx = Object.values(compose.services).find((service) => service.image?.startsWith("nginx:"));
    const mount = nginx?.volumes?.find((volume) => volume.includes("nginx.conf"));
    const file = mount?.split(":")[0]?.replace(/^\.\//, "") ?? "";
    expect(existsSync(path.join(projectRoot, file)), file).toBe(true);
    const conf = read(file);
    for (const [name] of appServices) expect(conf).toContain(`server ${name}:${dockerEnv.PORT} `);
  });
});

describe("docs/deployment.md", () => {
  it("shows the nginx configuration compose mounts, word for word", () => {
    expect(deployment).toContain(read("deploy/nginx.conf").trim());
  });

  it("has a Containers section naming the files, the health check, the volume and the stop signal", () => {
    const section = deployment.split(/^## /m).find((part) => part.startsWith("Containers")) ?? "";
    for (const text of ["Dockerfile", "compose.yaml", "deploy/nginx.conf", "/api/v1/health", SHUTDOWN_SIGNALS[0]]) {
      expect(section, text).toContain(text);
    }
    expect(section).toContain(dockerEnv.DATA_DIR ?? "DATA_DIR");
  });
});
