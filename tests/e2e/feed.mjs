// A release feed of the tests' own, for the updater's window tests: a key pair made here (no password),
// packages signed with it by Tauri's own signer, and a feed served from loopback.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { css, findText, openApp, openNav, replaceText } from "./lib.mjs";

const TAURI = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../ui/node_modules/.bin/tauri");

/** A new key pair in `dir`; `sign(file, version)` signs a package for `version` and answers its signature. */
export function testKey(dir) {
  const key = path.join(dir, "test.key");
  execFileSync(TAURI, ["signer", "generate", "--ci", "-w", key, "-p", "", "-f"], { stdio: "pipe" });
  return {
    pubkey: fs.readFileSync(`${key}.pub`, "utf8").trim(),
    sign(file, version) {
      execFileSync(TAURI, ["signer", "sign", "-f", key, "-p", "", "--app-version", version, file], { stdio: "pipe" });
      return fs.readFileSync(`${file}.sig`, "utf8").trim();
    },
  };
}

/** Serves `files` (path → bytes, filled in later too) on loopback, on `port` or a free one; answers the
 * server and its address. */
export function serveFiles(files, port = 0) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const body = files[req.url];
      if (body == null) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-length": body.length }).end(body);
    });
    server.listen(port, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${server.address().port}` }));
  });
}

/** Tauri's updater manifest offering `version` with one package per platform key. */
export function manifest(version, platforms, notes = "Video makers side by side, and the window in German.") {
  return Buffer.from(JSON.stringify({ version, notes, pub_date: "2026-11-27T12:00:00Z", platforms }));
}

/** Opens the app of `driver` on the Sandbox, at Settings › Updates (no feed set yet). */
export async function openUpdates(driver) {
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  await openNav(app, "Settings");
  await findText(app, "Updates are off", "*", 20000);
  return app;
}

/** Sets the release feed's address in Settings › Updates and asks it for an update. */
export async function askFeed(app, feed) {
  await replaceText(app, await css(app, "#update-feed"), feed);
  await (await findText(app, "Save the address", "button")).click();
  await findText(app, "checks this release feed when you ask", "*", 10000);
  await (await findText(app, "Check for updates", "button")).click();
}
