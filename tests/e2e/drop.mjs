// A real native drop onto the app window: a GTK drag source window (drag-source.py) offers a file and
// xdotool drags it onto the window, as a person does from a file manager.
import { spawn, execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sleep } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

/** A real native drop: a GTK drag source window offers `file`, xdotool drags it onto the app. */
export async function nativeDrop(file) {
  const src = spawn("/usr/bin/python3", [path.join(here, "drag-source.py"), file], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    src.stdout.on("data", (d) => String(d).includes("ready") && resolve());
    src.on("exit", (code) => reject(new Error(`drag source exited with ${code}`)));
  });
  execFileSync("xdotool", ["search", "--sync", "--onlyvisible", "--name", "e2e-drag-source"]);
  await sleep(300);
  const x = (...a) => execFileSync("xdotool", a.map(String));
  x("mousemove", 1180, 730);
  await sleep(150);
  x("mousedown", 1);
  for (const [px, py] of [[1170, 720], [1140, 700], [1000, 600], [700, 450], [500, 350], [480, 340]]) {
    await sleep(80);
    x("mousemove", px, py);
  }
  await sleep(300);
  x("mouseup", 1);
  await new Promise((resolve) => {
    const t = setTimeout(() => (src.kill(), resolve()), 5000);
    src.on("exit", () => (clearTimeout(t), resolve()));
  });
}

