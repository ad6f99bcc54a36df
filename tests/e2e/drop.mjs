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


/**
 * A real native drag out of the app window: a GTK drop target window (drop-target.py) waits at the bottom
 * right, xdotool presses on (x, y) of the screen, moves past the app's drag threshold and on to the
 * target, and lets go there. Resolves with the URIs the target received ([] when none arrived).
 */
export async function nativeDragOut(x, y) {
  const target = spawn("/usr/bin/python3", [path.join(here, "drop-target.py")], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  const ready = new Promise((resolve, reject) => {
    target.stdout.on("data", (d) => {
      out += String(d);
      if (out.includes("ready")) resolve();
    });
    target.on("exit", (code) => reject(new Error(`drop target exited with ${code}`)));
  });
  await ready;
  execFileSync("xdotool", ["search", "--sync", "--onlyvisible", "--name", "e2e-drop-target"]);
  await sleep(300);
  const move = (...a) => execFileSync("xdotool", a.map(String));
  move("mousemove", x, y);
  await sleep(150);
  move("mousedown", 1);
  for (let i = 1; i <= 4; i++) {
    await sleep(60);
    move("mousemove", x + i * 5, y + i * 4);
  }
  // The app starts the drag once the press has moved (an IPC round trip): give it time, then travel.
  await sleep(600);
  const [tx, ty] = [1160, 710];
  for (let i = 1; i <= 8; i++) {
    await sleep(80);
    move("mousemove", Math.round(x + ((tx - x) * i) / 8), Math.round(y + ((ty - y) * i) / 8));
  }
  await sleep(400);
  move("mouseup", 1);
  await new Promise((resolve) => {
    const t = setTimeout(() => (target.kill(), resolve()), 5000);
    target.on("exit", () => (clearTimeout(t), resolve()));
  });
  const line = out.split("\n").find((l) => l.startsWith("{"));
  return line ? JSON.parse(line).uris : [];
}
