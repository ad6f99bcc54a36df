import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Tauri loads ui/dist (frontendDist) in production and the dev server in development.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  test: { include: ["src/**/*.test.ts"] },
});
