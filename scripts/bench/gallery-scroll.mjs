// Part of scripts/bench-startup.sh: the app (MEDIA_STUDIO_BIN) on a seeded library (BENCH_LIBRARY, a copy it
// may change), through tauri-driver: memory (PSS of the app and its web view processes) when idle on Home,
// on arriving in the Gallery, after scrolling the whole gallery a screen at a time, and settled 5 s later;
// then the search and filters' repaints (gallery-search.mjs). Prints figures; asserts nothing.
import { readdirSync, readFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BIN, startDriver, openApp, openNav, css, sleep } from "../../tests/e2e/lib.mjs";
import { searchRepaints } from "./gallery-search.mjs";

const library = process.env.BENCH_LIBRARY;
const home = mkdtempSync(path.join(os.tmpdir(), "media-studio-bench-home-"));

function children() {
  const map = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "latin1");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!map.has(ppid)) map.set(ppid, []);
      map.get(ppid).push(Number(name));
    } catch {
      /* gone */
    }
  }
  return map;
}

/** PSS in kB of a process and all its descendants. */
function pssTree(pid) {
  const kids = children();
  let sum = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop();
    try {
      const m = readFileSync(`/proc/${p}/smaps_rollup`, "latin1").match(/^Pss:\s+(\d+)/m);
      sum += m ? Number(m[1]) : 0;
    } catch {
      /* gone */
    }
    todo.push(...(kids.get(p) ?? []));
  }
  return sum;
}

function appPid() {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "latin1").split("\0")[0];
      const env = readFileSync(`/proc/${name}/environ`, "latin1").split("\0");
      if (cmd === BIN && env.includes(`MEDIA_STUDIO_DATA_DIR=${library}`)) return Number(name);
    } catch {
      /* gone or not ours */
    }
  }
  throw new Error("the app process was not found");
}

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
// The app draws as it chooses on this machine (tests/e2e/lib.mjs makes the window tests draw composited).
const driver = await startDriver(library, {
  HOME: home,
  XDG_DATA_HOME: "",
  XDG_CACHE_HOME: "",
  XDG_CONFIG_HOME: "",
  WEBKIT_DISABLE_COMPOSITING_MODE: process.env.WEBKIT_DISABLE_COMPOSITING_MODE,
});
try {
  const app = await openApp(driver);
  await app.manage().setTimeouts({ script: 5 * 60_000 });
  await sleep(6000);
  const pid = appPid();
  const idle = pssTree(pid);
  await openNav(app, "Gallery");
  await css(app, ".gallery-grid .thumb img", 60000);
  await app.wait(
    () =>
      app.executeScript(() =>
        [...document.querySelectorAll(".gallery-grid .thumb img")].some((i) => i.complete && i.naturalWidth > 0),
      ),
    60000,
  );
  await sleep(2000);
  if (process.env.BENCH_SEARCH_ONLY === "1") {
    await searchRepaints(app);
    await app.quit();
    driver.stop();
    process.exit(0);
  }
  const arrival = pssTree(pid);
  const t0 = Date.now();
  // A screen at a time to the end, 30 ms apart (the pictures of each screen start loading), in rounds of
  // 100 screens; memory is read after every round.
  const walked = { screens: 0, height: 0 };
  let peak = arrival;
  for (;;) {
    const r = await app.executeAsyncScript((done) => {
      const grid = document.querySelector(".gallery-grid");
      let sc = grid.parentElement;
      while (sc && !/(auto|scroll)/.test(getComputedStyle(sc).overflowY)) sc = sc.parentElement;
      sc = sc ?? document.scrollingElement;
      let n = 0;
      const step = () => {
        const before = sc.scrollTop;
        sc.scrollTop += sc.clientHeight;
        n += 1;
        if (sc.scrollTop === before || n === 100)
          return done({ n, end: sc.scrollTop === before, top: sc.scrollTop, height: sc.scrollHeight });
        setTimeout(step, 30);
      };
      step();
    });
    walked.screens += r.n;
    walked.height = r.height;
    peak = Math.max(peak, pssTree(pid));
    if (walked.screens % 1000 < 100)
      console.log(`  … ${walked.screens} screens, ${((100 * r.top) / r.height).toFixed(0)}%, ${mb(pssTree(pid))}`);
    if (r.end || Date.now() - t0 > 40 * 60_000) break;
  }
  const scrollMs = Date.now() - t0;
  const afterScroll = pssTree(pid);
  const nodes = await app.executeScript(() => document.getElementsByTagName("*").length);
  await sleep(5000);
  const settled = pssTree(pid);
  console.log(
    `gallery scroll: ${walked.screens} screens (${walked.height} px) in ${(scrollMs / 1000).toFixed(1)} s, ${nodes} DOM nodes at the end`,
  );
  console.log(
    `memory: idle on Home ${mb(idle)}, Gallery open ${mb(arrival)}, highest while scrolling ${mb(peak)}, after the whole gallery ${mb(afterScroll)}, ` +
      `5 s later ${mb(settled)}; after/idle ${(afterScroll / idle).toFixed(2)}x (goal <= 1.5x), settled/idle ${(settled / idle).toFixed(2)}x`,
  );
  await searchRepaints(app);
  await app.quit();
} finally {
  driver.stop();
}
