// Run by installed.sh after `dpkg -i`: the installed app (MEDIA_STUDIO_BIN, resolved from the Exec line of
// its .desktop entry) starts as a new user's would, with a fresh home and no MEDIA_STUDIO_DATA_DIR, shows the
// first-run screen, keeps its library in the platform's data folder, and its embedded Sandbox works.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { BIN, startDriver, openApp, findText, screenshot } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

test("the installed app starts from its menu entry on the first-run screen", async () => {
  const desktop = readFileSync(process.env.MEDIA_STUDIO_DESKTOP_FILE, "utf8");
  const field = (name) => desktop.match(new RegExp(`^${name}=(.*)$`, "m"))?.[1];
  assert.equal(field("Name"), "Media Studio");
  assert.ok(
    BIN.startsWith("/usr/bin/"),
    `installed under /usr/bin, not ${BIN}`,
  );
  const icon = field("Icon");
  assert.ok(
    existsSync(`/usr/share/icons/hicolor/128x128/apps/${icon}.png`),
    `icon ${icon} is installed`,
  );

  const home = mkdtempSync(
    path.join(os.tmpdir(), "media-studio-installed-home-"),
  );
  // A library left by a version whose folder had the old name (studio.media.app): moved, not left behind.
  const old = path.join(home, ".local/share/studio.media.app");
  mkdirSync(path.join(old, "media"), { recursive: true });
  writeFileSync(
    path.join(old, "media", "kept-from-before.png"),
    "a picture made before",
  );
  // An empty MEDIA_STUDIO_DATA_DIR counts as unset: the app picks its own folder, as on a creator's machine.
  const driver = await startDriver("", {
    HOME: home,
    XDG_DATA_HOME: "",
    XDG_CONFIG_HOME: "",
    XDG_CACHE_HOME: "",
  });
  drivers.push(driver);
  const app = await openApp(driver);
  const start = await findText(app, "Try the Sandbox", "button", 30000);
  await screenshot(app, "installed-first-run");
  const library = path.join(home, ".local/share/studio.media.desktop");
  assert.ok(existsSync(library), `the library is kept in ${library}`);
  assert.equal(
    readFileSync(path.join(library, "media", "kept-from-before.png"), "utf8"),
    "a picture made before",
  );
  assert.ok(!existsSync(old), `the old folder ${old} was moved`);
  await start.click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  await screenshot(app, "installed-sandbox-home");
  await app.quit();
});
