import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminChunks, publicPagesWithoutAdminChunks } from "./build-tools/admin-chunks";
import { iconImports } from "./build-tools/icon-imports";
import { publicChunks } from "./build-tools/public-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), iconImports(), publicPagesWithoutAdminChunks()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [...publicChunks(), ...adminChunks()] } } } },
}));
