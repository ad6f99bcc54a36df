// The shape of the screens (docs/architecture.md, "The web view"): every screen is a folder
// `screens/<Name>/` whose entry is `<Name>.tsx`, the one file App.tsx imports from it; its parts, CSS and
// tests sit beside the entry and nothing outside the folder imports them. What two screens (or the shell)
// share lives in forms/, views/, widgets/ or lib/. This reads every import in src/ (static, re-exports and
// import()) and fails on a screen reaching into another screen's folder, on anything but App.tsx (and tests)
// importing from screens/, on App.tsx importing a screen's part instead of its entry, and on a screen
// folder of another shape (a file loose in screens/, an index file, no entry, an entry App never loads).
import { describe, expect, it } from "vitest";
import { importsOf, resolve } from "./testing/imports";

/** Every source file under src/ (tests too), by its path ("./screens/Home/Home.tsx"). */
const SOURCES = import.meta.glob(["./**/*.ts", "./**/*.tsx", "!./bindings.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
/** Every file under screens/ (only the names are read). */
const SCREEN_FILES = Object.keys(import.meta.glob("./screens/**/*"));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The screen a path under src/ belongs to (its folder under screens/, or a loose file's name), or null. */
export function screenOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[1] !== "screens" || parts.length < 3) return null;
  return parts[2].replace(/\.(tsx?|css)$/, "");
}

/** Each import that breaks the rules, as "file → import: why". */
export function crossings(sources: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const from = screenOf(file);
    for (const spec of importsOf(source)) {
      const target = resolve(file, spec);
      const to = screenOf(target);
      if (to == null) continue;
      if (from != null) {
        if (from !== to) out.push(`${file} → ${spec}: a screen (${from}) imports from another screen's folder (${to})`);
      } else if (file === "./App.tsx") {
        if (target !== `./screens/${to}/${to}`) out.push(`${file} → ${spec}: App imports a screen's entry only`);
      } else if (!isTest(file)) {
        out.push(`${file} → ${spec}: only App.tsx imports from screens/`);
      }
    }
  }
  return out.sort();
}

/** What is not of the one shape in the files under screens/, given App.tsx's imports. */
export function misshapen(files: string[], appImports: string[]): string[] {
  const out: string[] = [];
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    if (parts.length === 3) out.push(`${file}: a file loose in screens/ (each screen is a folder)`);
    else folders.add(parts[2]);
    if (parts.length === 4 && /^index\.tsx?$/.test(parts[3]))
      out.push(`${file}: an index file (a screen's entry is <Name>.tsx)`);
  }
  const loaded = new Set(appImports.map((spec) => resolve("./App.tsx", spec)));
  for (const name of [...folders].sort()) {
    const entry = `./screens/${name}/${name}`;
    if (!files.includes(`${entry}.tsx`)) out.push(`./screens/${name}/: no entry ${name}.tsx`);
    else if (!loaded.has(entry)) out.push(`${entry}.tsx: not imported by App.tsx (screens/ holds screens only)`);
  }
  return out;
}

describe("the screens' shape", () => {
  it("reads the imports and places of a file", () => {
    expect(importsOf(`import "./a.css";\nimport { A } from "../x/A";\nexport { B } from "react";`)).toEqual([
      "./a.css",
      "../x/A",
    ]);
    expect(importsOf(`const X = lazy(() => import("./screens/X/X"));`)).toEqual(["./screens/X/X"]);
    expect(resolve("./screens/Home/Home.tsx", "../../views/Tile")).toBe("./views/Tile");
    expect(resolve("./App.tsx", "./screens/Video/Video")).toBe("./screens/Video/Video");
    expect(screenOf("./screens/Gallery/Tile.tsx")).toBe("Gallery");
    expect(screenOf("./screens/Music.tsx")).toBe("Music");
    expect(screenOf("./views/Nav.tsx")).toBeNull();
  });

  it("finds a screen reaching into another and the shell importing a screen", () => {
    expect(
      crossings({
        "./screens/Home/Home.tsx": `import { Tile } from "../Gallery/Tile";\nimport "./home.css";`,
        "./screens/Video/Video.tsx": `import { VideoCost } from "./VideoCost";`,
        "./screens/Music.tsx": `import { x } from "./musicDrafts";`,
        "./views/Nav.tsx": `import { ToolsIcon } from "../screens/Tools/ToolsIcon";`,
        "./lib/words.test.ts": `import { deletedText } from "../screens/Characters/Characters";`,
        "./App.tsx": `import { Home } from "./screens/Home/Home";\nimport { Tile } from "./screens/Gallery/Tile";`,
      }),
    ).toEqual([
      "./App.tsx → ./screens/Gallery/Tile: App imports a screen's entry only",
      "./screens/Home/Home.tsx → ../Gallery/Tile: a screen (Home) imports from another screen's folder (Gallery)",
      "./screens/Music.tsx → ./musicDrafts: a screen (Music) imports from another screen's folder (musicDrafts)",
      "./views/Nav.tsx → ../screens/Tools/ToolsIcon: only App.tsx imports from screens/",
    ]);
  });

  it("finds a screen folder of another shape", () => {
    const files = [
      "./screens/Home/Home.tsx",
      "./screens/Home/home.css",
      "./screens/Gallery/index.tsx",
      "./screens/Tools/Tools.tsx",
      "./screens/Welcome.tsx",
    ];
    expect(misshapen(files, ["./screens/Home/Home", "./screens/Gallery"])).toEqual([
      "./screens/Gallery/index.tsx: an index file (a screen's entry is <Name>.tsx)",
      "./screens/Welcome.tsx: a file loose in screens/ (each screen is a folder)",
      "./screens/Gallery/: no entry Gallery.tsx",
      "./screens/Tools/Tools.tsx: not imported by App.tsx (screens/ holds screens only)",
    ]);
  });

  it("holds in src/: no screen imports another's parts, only App imports screens, by their entries", () => {
    expect(Object.keys(SOURCES)).toContain("./App.tsx");
    expect(SCREEN_FILES.length).toBeGreaterThan(50);
    expect(crossings(SOURCES)).toEqual([]);
  });

  it("holds in src/screens: every screen a folder with its entry <Name>.tsx, loaded by App", () => {
    expect(misshapen(SCREEN_FILES, importsOf(SOURCES["./App.tsx"]))).toEqual([]);
  });
});
