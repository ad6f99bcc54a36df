// The window's layers (docs/architecture.md, "The web view"), top down: the shell (App.tsx, main.tsx), the
// screens, the form kit and the shared views, the generic widgets, the helpers and hooks over the stores (lib/),
// the stores (state/), the commands (api/), the words (i18n/), the generated bindings. A file imports only from
// its own layer or the ones below it, so a widget never reaches up into a view or a form, and the stores never
// into the hooks built on them. This reads every import in src/ (static, re-exports and import(); tests and
// their helpers in testing/ may import anything) and fails on one going up, and on a file or folder in no layer.
import { describe, expect, it } from "vitest";
import { importsOf, resolve } from "./testing/imports";

/** Every source file under src/, by its path ("./views/Nav.tsx"). */
const SOURCES = import.meta.glob(["./**/*.ts", "./**/*.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The layers, top down: each a few folders (or files) of src/, named without their extension. */
export const LAYERS: readonly string[][] = [
  ["App", "main", "styles.css", "vite-env"],
  ["screens"],
  ["forms", "views"],
  ["widgets"],
  ["lib"],
  ["state"],
  ["api"],
  ["i18n"],
  ["bindings"],
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("./testing/");

/** The layer (its index in LAYERS) of a path under src/ ("./views/gallery/Tile"), or -1. */
export function layerOf(path: string): number {
  const top = path.split("/")[1]?.replace(/(\.d)?\.tsx?$/, "") ?? "";
  return LAYERS.findIndex((layer) => layer.includes(top));
}

/** Each import going up a layer, and each file or import in no layer, as "file → import: why". */
export function upward(sources: Record<string, string>): string[] {
  const out: string[] = [];
  const name = (layer: number) => LAYERS[layer].join("/");
  for (const [file, source] of Object.entries(sources)) {
    if (isTest(file)) continue;
    const from = layerOf(file);
    if (from < 0) out.push(`${file}: in no layer`);
    else
      for (const spec of importsOf(source)) {
        const to = layerOf(resolve(file, spec));
        if (to < 0) out.push(`${file} → ${spec}: in no layer`);
        else if (to < from) out.push(`${file} → ${spec}: ${name(from)} imports from ${name(to)}, a layer above`);
      }
  }
  return out.sort();
}

describe("the window's layers", () => {
  it("hold in src/: no file imports from a layer above its own", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(250);
    expect(upward(SOURCES)).toEqual([]);
  });

  it("find an upward import, a file in no layer, and pass a test (a test of the test)", () => {
    expect(
      upward({
        "./lib/format.ts": `import { useSpend } from "../forms/useSubmit";`,
        "./state/jobs.tsx": `import { isActive } from "../lib/format";\nimport { api } from "../api";`,
        "./widgets/Dialog.tsx": `import "../views/jobs.css";`,
        "./forms/ActionBar.tsx": `import { Tile } from "../views/gallery/Tile";\nimport { t } from "../i18n";`,
        "./helpers/x.ts": `import { t } from "../i18n";`,
        "./views/Nav.tsx": `import { y } from "../helpers/y";`,
        "./lib/format.test.ts": `import { Home } from "../screens/Home/Home";`,
      }),
    ).toEqual([
      "./helpers/x.ts: in no layer",
      "./lib/format.ts → ../forms/useSubmit: lib imports from forms/views, a layer above",
      "./state/jobs.tsx → ../lib/format: state imports from lib, a layer above",
      "./views/Nav.tsx → ../helpers/y: in no layer",
      "./widgets/Dialog.tsx → ../views/jobs.css: widgets imports from forms/views, a layer above",
    ]);
    // Injected into the window's own sources, an upward import fails the test above.
    const injected = { ...SOURCES, "./state/credits.tsx": `${SOURCES["./state/credits.tsx"]}\nimport "../views/Nav";` };
    expect(upward(injected)).toEqual([
      "./state/credits.tsx → ../views/Nav: state imports from forms/views, a layer above",
    ]);
  });
});
