// The release feed scripts/package.sh writes (scripts/release-feed.mjs), for every package it makes. The
// .deb's entry is also used for real by the installed app's update (tests/e2e/installed.sh); the Windows
// installer's entries are checked here with a file standing in for it (building the release installer takes
// about 20 minutes on this machine), signed by Tauri's own signer as package.sh signs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const tauri = path.join(root, "ui/node_modules/.bin/tauri");
const script = path.join(root, "scripts/release-feed.mjs");

function signedPackages(names) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "release-feed-"));
  const key = path.join(dir, "test.key");
  execFileSync(tauri, ["signer", "generate", "--ci", "-w", key, "-p", "", "-f"], { stdio: "pipe" });
  return names.map((name) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `the package ${name}`);
    execFileSync(tauri, ["signer", "sign", "-f", key, "-p", "", "--app-version", "99.0.0", file], { stdio: "pipe" });
    return file;
  });
}

const feedFor = (files, url = "https://example.invalid/releases/v99/") => {
  const feed = path.join(path.dirname(files[0]), "latest.json");
  const run = spawnSync(process.execPath, [script, feed, "99.0.0", url, ...files], { encoding: "utf8" });
  return { run, manifest: run.status === 0 ? JSON.parse(fs.readFileSync(feed, "utf8")) : null };
};

test("each package under the key its updater looks for: the .deb and .rpm by installer, Windows' NSIS by both", () => {
  const files = signedPackages([
    "media-studio_99.0.0_amd64.deb",
    "media-studio-99.0.0-1.x86_64.rpm",
    "media-studio_99.0.0_x64-setup.exe",
  ]);
  const { run, manifest } = feedFor(files);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(manifest.version, "99.0.0");
  assert.ok(!Number.isNaN(Date.parse(manifest.pub_date)), manifest.pub_date);
  assert.deepEqual(Object.keys(manifest.platforms).sort(), [
    "linux-x86_64-deb",
    "linux-x86_64-rpm",
    "windows-x86_64",
    "windows-x86_64-nsis",
  ]);
  const sig = (f) => fs.readFileSync(`${f}.sig`, "utf8").trim();
  const base = "https://example.invalid/releases/v99";
  assert.deepEqual(manifest.platforms["linux-x86_64-deb"], { signature: sig(files[0]), url: `${base}/media-studio_99.0.0_amd64.deb` });
  assert.deepEqual(manifest.platforms["linux-x86_64-rpm"], { signature: sig(files[1]), url: `${base}/media-studio-99.0.0-1.x86_64.rpm` });
  const windows = { signature: sig(files[2]), url: `${base}/media-studio_99.0.0_x64-setup.exe` };
  assert.deepEqual(manifest.platforms["windows-x86_64-nsis"], windows);
  assert.deepEqual(manifest.platforms["windows-x86_64"], windows);
  // Tauri's signature: base64 of minisign's text, whose trusted comment names the file signed.
  const text = Buffer.from(windows.signature, "base64").toString("utf8");
  assert.match(text, /^untrusted comment: /);
  assert.match(text, /trusted comment: .*file:media-studio_99\.0\.0_x64-setup\.exe/);
});

test("a test installer (stand-ins for ffmpeg) and a file of no known kind are refused, and no feed is written", () => {
  for (const [name, words] of [
    ["media-studio_99.0.0_x64-TEST-setup.exe", /is a test build .* never offered as an update/],
    ["media-studio_99.0.0_amd64.AppImage", /not a package the feed knows/],
  ]) {
    const files = signedPackages(["media-studio_99.0.0_amd64.deb", name]);
    const { run } = feedFor(files);
    assert.equal(run.status, 1, `${name}: ${run.stderr}`);
    assert.match(run.stderr, words);
    assert.ok(!fs.existsSync(path.join(path.dirname(files[0]), "latest.json")), "no feed");
  }
});
