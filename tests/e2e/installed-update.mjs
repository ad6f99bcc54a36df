// Run by installed.sh after `dpkg -i`: the installed app updates itself the way a .deb is updated, from the
// release feed the packaging script writes. installed.sh packs the same app again as version 99.0.0 with a
// key of the test's own (a debug build takes the test's public key): scripts/package.sh signs the .deb and
// the .rpm and writes latest.json naming them (`linux-x86_64-deb`, `linux-x86_64-rpm`). The bundler marked the
// installed binary as a .deb's, so the updater takes the .deb, checks its signature and hands it to
// `dpkg -i` through pkexec. pkexec is a stand-in that runs its command as the root this test already is
// (polkit's prompt needs a desktop session); everything else is the real path: the package is really
// installed by dpkg, and dpkg says so afterwards.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { askFeed, openUpdates, serveFiles } from "./feed.mjs";
import { findText, screenshot, startDriver } from "./lib.mjs";

const drivers = [];
let server;
after(() => {
  drivers.forEach((d) => d.stop());
  server?.close();
});

const installedVersion = () =>
  execFileSync("dpkg-query", ["-W", "-f=${Version}", "media-studio"], { encoding: "utf8" }).trim();

test("the installed .deb updates itself: the signed .deb the feed offers is installed by dpkg", async () => {
  const before = installedVersion();
  assert.notEqual(before, "99.0.0");

  const feed = process.env.MEDIA_STUDIO_UPDATE_FEED;
  const offered = JSON.parse(fs.readFileSync(feed, "utf8"));
  assert.equal(offered.version, "99.0.0");
  assert.deepEqual(Object.keys(offered.platforms).sort(), ["linux-x86_64-deb", "linux-x86_64-rpm"]);
  // The feed's packages, served where the packaging script was told they would be.
  const bundle = path.dirname(feed);
  const files = { "/latest.json": fs.readFileSync(feed) };
  for (const kind of ["deb", "rpm"]) {
    for (const name of fs.readdirSync(path.join(bundle, kind)).filter((n) => n.endsWith(`.${kind}`))) {
      files[`/${encodeURIComponent(name)}`] = fs.readFileSync(path.join(bundle, kind, name));
    }
  }
  const base = `http://127.0.0.1:${process.env.MEDIA_STUDIO_UPDATE_PORT}`;
  for (const p of Object.values(offered.platforms)) {
    assert.ok(p.url.startsWith(`${base}/`) && files[p.url.slice(base.length)], `${p.url} is served`);
  }
  ({ server } = await serveFiles(files, Number(process.env.MEDIA_STUDIO_UPDATE_PORT)));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ms-deb-update-"));
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  const log = path.join(dir, "pkexec.log");
  fs.writeFileSync(path.join(bin, "pkexec"), `#!/bin/sh\necho "$*" >> '${log}'\nexec "$@"\n`, { mode: 0o755 });

  const home = fs.mkdtempSync(path.join(os.tmpdir(), "media-studio-update-home-"));
  const driver = await startDriver("", {
    HOME: home,
    XDG_DATA_HOME: "",
    XDG_CONFIG_HOME: "",
    XDG_CACHE_HOME: "",
    PATH: `${bin}:${process.env.PATH}`,
    MEDIA_STUDIO_TEST_UPDATER_PUBKEY: fs.readFileSync(process.env.MEDIA_STUDIO_UPDATE_PUBKEY, "utf8").trim(),
  });
  drivers.push(driver);
  const app = await openUpdates(driver);
  await askFeed(app, `${base}/latest.json`);
  try {
    await findText(app, `Version 99.0.0 is available (you have ${before.replace(/-.*/, "")})`, "*", 20000);
    await (await findText(app, "Install version 99.0.0", "button")).click();
    await findText(app, "Version 99.0.0 is installed and checked", "*", 60000);
  } finally {
    await screenshot(app, "installed-update-deb");
  }
  await app.quit();

  const ran = fs.readFileSync(log, "utf8").trim();
  assert.match(ran, /^dpkg -i \S+\/package\.deb$/, "the updater handed the package to dpkg -i");
  assert.equal(installedVersion(), "99.0.0", "dpkg has the new version installed");
});
