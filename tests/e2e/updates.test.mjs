// Issue 31, updates of the app in the real window: a release feed served from loopback offers a newer
// version signed with a key the app trusts (a debug build may be given the test's public key and a
// stand-in file to install over, so the test never replaces the binary it runs). A tampered package (other
// bytes under the same signature) is refused in plain words and changes nothing; the signed one is
// downloaded, verified and installed: the stand-in holds the package's bytes afterwards.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { askFeed, manifest, openUpdates, serveFiles, testKey } from "./feed.mjs";
import { By, findText, screenshot, startDriver, tempDataDir } from "./lib.mjs";

const drivers = [];
let server;
after(() => {
  drivers.forEach((d) => d.stop());
  server?.close();
});

/** Packages signed with a key of the test's own: `good` for the version the feed offers (99.0.0), `old` for
 * another one (an older release a tampered feed could offer as new), and `bad`, other bytes under good's
 * signature. Each is an executable (an AppImage is one). */
function signedPackages(dir) {
  const key = testKey(dir);
  const sign = (name, from, version) => {
    const file = path.join(dir, `${name}.AppImage`);
    fs.copyFileSync(from, file);
    return { file, signature: key.sign(file, version) };
  };
  const good = sign("good", "/bin/true", "99.0.0");
  const old = sign("old", "/bin/echo", "0.0.1");
  const bad = path.join(dir, "bad.AppImage");
  fs.copyFileSync("/bin/false", bad);
  return {
    pubkey: key.pubkey,
    signature: good.signature,
    oldSignature: old.signature,
    good: good.file,
    old: old.file,
    bad,
  };
}

test("updates: a tampered package is refused in words, a signed one is verified and installed", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ms-update-"));
  const pk = signedPackages(dir);
  const files = {};
  let base;
  ({ server, base } = await serveFiles(files));
  const offer = (name, signature = pk.signature) =>
    manifest("99.0.0", { "linux-x86_64": { signature, url: `${base}/${name}.AppImage` } });
  files["/good/latest.json"] = offer("good");
  files["/bad/latest.json"] = offer("bad");
  files["/old/latest.json"] = offer("old", pk.oldSignature);
  files["/good.AppImage"] = fs.readFileSync(pk.good);
  files["/bad.AppImage"] = fs.readFileSync(pk.bad);
  files["/old.AppImage"] = fs.readFileSync(pk.old);
  // The installed app the update replaces: a stand-in, with bytes of its own.
  const installed = path.join(dir, "Media_Studio.AppImage");
  fs.copyFileSync("/bin/echo", installed);
  const before = fs.readFileSync(installed);

  const driver = await startDriver(tempDataDir("updates"), {
    MEDIA_STUDIO_TEST_UPDATER_PUBKEY: pk.pubkey,
    MEDIA_STUDIO_TEST_UPDATE_TARGET: installed,
  });
  drivers.push(driver);
  const app = await openUpdates(driver);

  const useFeed = async (feed) => {
    await askFeed(app, feed);
    await findText(app, "Version 99.0.0 is available (you have 0.1.0)", "*", 20000);
    await findText(app, "Video makers side by side, and the window in German.", "*");
  };

  // Tampered: refused in words, nothing changed.
  await useFeed(`${base}/bad/latest.json`);
  await (await findText(app, "Install version 99.0.0", "button")).click();
  await findText(app, "isn't signed by Media Studio's makers, so it was not installed", "*", 30000);
  assert.deepEqual(fs.readFileSync(installed), before, "a tampered package changes nothing");
  const installAgain = await app.findElements(By.xpath("//button[starts-with(normalize-space(), 'Install version')]"));
  assert.equal(installAgain.length, 0, "a refused package is not offered to install again");
  await screenshot(app, "updates-01-tampered-refused");

  // A real package of ours signed for another version, offered as 99.0.0 (a downgrade in disguise): the
  // feed's version is not signed, the package's is, and they must agree.
  await useFeed(`${base}/old/latest.json`);
  await (await findText(app, "Install version 99.0.0", "button")).click();
  await findText(app, "is signed for another version than the feed offers", "*", 30000);
  assert.deepEqual(fs.readFileSync(installed), before, "a package of another version changes nothing");

  // Signed: offered, verified and installed.
  await useFeed(`${base}/good/latest.json`);
  await screenshot(app, "updates-02-offered");
  await (await findText(app, "Install version 99.0.0", "button")).click();
  await findText(app, "Version 99.0.0 is installed and checked", "*", 30000);
  assert.deepEqual(fs.readFileSync(installed), fs.readFileSync(pk.good), "the signed package is what is installed");
  assert.ok((await app.findElements(By.xpath("//button[normalize-space()='Restart now']"))).length === 1);
  await screenshot(app, "updates-03-installed");
});
