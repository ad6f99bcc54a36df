import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * The app's CSP (src-tauri/tauri.conf.json) as a header, for `vite preview` in the browser tests
 * (MS_PREVIEW_CSP=1), so a change that the real window would block fails there too; its loopback
 * wildcard names MS_PREVIEW_MEDIA_PORT's port only.
 */
function appCsp(): string | undefined {
  if (!process.env.MS_PREVIEW_CSP) return undefined;
  const conf = JSON.parse(readFileSync(new URL("../src-tauri/tauri.conf.json", import.meta.url), "utf8"));
  const csp = conf?.app?.security?.csp;
  if (!csp) return undefined;
  const text =
    typeof csp === "string"
      ? csp
      : Object.entries(csp as Record<string, string | string[]>)
          .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(" ") : v}`)
          .join("; ");
  // As the app does (src-tauri/src/csp.rs): the loopback wildcard names the media server's one port.
  const port = process.env.MS_PREVIEW_MEDIA_PORT;
  return port ? text.replaceAll("http://127.0.0.1:*", `http://127.0.0.1:${port}`) : text;
}

const csp = appCsp();

// Tauri loads ui/dist (frontendDist) in production and the dev server in development.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  // The brand mark is the app icon's source (../icons/source.svg), outside ui/.
  server: { port: 5173, strictPort: true, fs: { allow: [".", "../icons"] } },
  preview: csp ? { headers: { "Content-Security-Policy": csp } } : {},
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  test: { include: ["src/**/*.test.ts"] },
});
