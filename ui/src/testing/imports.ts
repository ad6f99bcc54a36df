// The imports of the window's sources, as the shape tests read them (screenShape.test.ts, layers.test.ts).
import ts from "typescript6";

/** The relative imports of a source (`import … from`, `export … from`, `import()`), as written. */
export function importsOf(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith("."));
}

/** `spec` imported from `file`, as a path under src/ ("./screens/Gallery/Tile"), without resolving extensions. */
export function resolve(file: string, spec: string): string {
  const parts = file.split("/").slice(0, -1);
  for (const p of spec.split("/")) {
    if (p === "..") parts.pop();
    else if (p !== ".") parts.push(p);
  }
  return parts.join("/");
}
