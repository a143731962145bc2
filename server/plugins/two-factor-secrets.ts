import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { totpEncryptionKey } from "../modules/two-factor/encryption-key.ts";
import { SecretBox } from "../modules/two-factor/secret-box.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Seals and opens the stored TOTP secrets (ADR 0078). */
    totpSecrets: SecretBox;
  }
}

async function twoFactorSecrets(
  app: FastifyInstance,
  options: { config: Pick<AppConfig, "totpEncryptionKey" | "dataDir"> },
) {
  app.decorate("totpSecrets", new SecretBox(await totpEncryptionKey(options.config, app.log)));
}

export default fp(twoFactorSecrets, { name: "two-factor-secrets" });
