import { type AppConfig, loadConfig } from "../../server/config.ts";
import { TEST_ADMIN } from "./constants.ts";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: "false",
      PUBLIC_URL: "http://localhost:3000",
    }),
    ...overrides,
  };
}
