// The catalogue check (in the test command through vitest): the German catalogue has exactly the English
// keys, each with the same placeholders; every area file's keys start with its area; counts have both
// forms. And the window's text goes through the catalogue: a window file holding words of its own in its
// markup fails.
import { describe, expect, it } from "vitest";
import ts from "typescript6";
import { en } from "./en";
import { de } from "./de";
import { catalogues, formatNumberIn, placeholders, systemLang } from ".";

const enAreas = import.meta.glob<Record<string, Record<string, string>>>("./en/*.ts", { eager: true });
const deAreas = import.meta.glob<Record<string, Record<string, string>>>("./de/*.ts", { eager: true });

describe("the catalogue", () => {
  it("has the same keys in German as in English", () => {
    const enKeys = Object.keys(en).sort();
    const deKeys = Object.keys(de).sort();
    expect(deKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !deKeys.includes(k))).toEqual([]);
  });

  it("has the same placeholders in both languages, and no empty text", () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(en)) {
      const other = (de as Record<string, string>)[key] ?? "";
      if (placeholders(text).join() !== placeholders(other).join()) wrong.push(`${key}: "${text}" / "${other}"`);
      if (!text.trim() || !other.trim()) wrong.push(`${key}: empty`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps each area's keys in its own file, the same files in both languages", () => {
    const names = (m: Record<string, unknown>) =>
      Object.keys(m)
        .map((p) => p.replace(/^\.\/(en|de)\//, ""))
        .filter((p) => p !== "index.ts")
        .sort();
    expect(names(deAreas)).toEqual(names(enAreas));
    const misplaced: string[] = [];
    let total = 0;
    for (const [path, mod] of Object.entries(enAreas)) {
      if (path.endsWith("index.ts")) continue;
      const area = path.replace(/^\.\/en\//, "").replace(/\.ts$/, "");
      for (const table of Object.values(mod)) {
        for (const key of Object.keys(table)) {
          total += 1;
          if (!key.startsWith(`${area}.`)) misplaced.push(`${key} in ${path}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
    // No key is lost when the areas are put together (two areas can't share a key).
    expect(Object.keys(en).length).toBe(total);
  });

  it("has both forms of every count", () => {
    const keys = Object.keys(en);
    const lonely = keys
      .filter((k) => k.endsWith(".one") || k.endsWith(".other"))
      .filter(
        (k) => !keys.includes(k.endsWith(".one") ? k.replace(/\.one$/, ".other") : k.replace(/\.other$/, ".one")),
      );
    expect(lonely).toEqual([]);
  });

  it("follows the system's language when it speaks it", () => {
    expect(systemLang(["de-AT", "en"])).toBe("de");
    expect(systemLang(["fr-FR", "en-GB"])).toBe("en");
    expect(systemLang(["fr-FR"])).toBe("en");
    expect(Object.keys(catalogues)).toEqual(["en", "de"]);
  });

  it("writes numbers as each language does", () => {
    expect(formatNumberIn("en", 1200.5)).toBe("1,200.5");
    expect(formatNumberIn("de", 1200.5)).toBe("1.200,5");
    expect(formatNumberIn("de", -96677)).toBe("-96.677");
  });
});

// ---- The window's markup holds no words of its own ----

/** Every window file with markup, by its path under src/. */
const MARKUP = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});
/** Attributes whose value a person reads (or hears). */
const READ_ATTRS = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description"]);

/** The words a .tsx file writes straight into its markup (text between tags, read attributes). */
export function literalsIn(source: string): string[] {
  const sf = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const words = (s: string) => /[A-Za-z]{2,}/.test(s);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRS.has(node.name.getText(sf))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init) && words(init.text)) found.push(init.text);
      if (init && ts.isJsxExpression(init) && init.expression) {
        const e = init.expression;
        if ((ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && words(e.text)) found.push(e.text);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const e = node.expression;
      if ((ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && words(e.text)) found.push(e.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("the window's words", () => {
  it("finds words written into markup", () => {
    expect(literalsIn(`const A = () => <p title="Hello there">Save it {"Now"} {t("x")}</p>;`)).toEqual([
      "Hello there",
      "Save it",
      "Now",
    ]);
    expect(literalsIn(`const A = () => <p>{t("x")} · 3</p>;`)).toEqual([]);
  });

  it("come from the catalogue in every window file", () => {
    const offenders: string[] = [];
    for (const [path, source] of Object.entries(MARKUP)) {
      const found = literalsIn(source);
      if (found.length) offenders.push(`${path.replace(/^\.\.\//, "")}: ${found.slice(0, 3).join(" | ")}`);
    }
    expect(offenders, "words written into markup instead of the catalogue").toEqual([]);
    expect(Object.keys(MARKUP).length).toBeGreaterThan(50);
    // Parsing every window file takes a few seconds on a busy machine.
  }, 30_000);
});
