// ESLint for the web view: typescript-eslint's recommended rules and the Rules of Hooks, on src and tests.
import Module, { createRequire } from "node:module";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";

// `typescript` is TypeScript 7 (the native compiler, for `tsc`): it has no JavaScript API, and
// typescript-eslint (peer range <6.1) needs one to parse. It gets TypeScript 6 (the `typescript6`
// alias in package.json) instead; nothing else is redirected.
const require = createRequire(import.meta.url);
const ts6 = require.resolve("typescript6");
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === "typescript" ? ts6 : request, ...rest);
};
const { default: tseslint } = await import("typescript-eslint");

export default defineConfig([
  globalIgnores(["dist", "node_modules", "src/bindings.ts"]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    files: ["src/**/*.{ts,tsx,mjs}", "tests/**/*.{ts,tsx,mjs}", "*.{js,ts}"],
    extends: [tseslint.configs.recommended],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A leading underscore marks what is left unused on purpose (as tsc's noUnused* checks read it).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
]);
