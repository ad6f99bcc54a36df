// Issue 5 (gallery, Rust side) in the real app binary against the embedded sandbox, through the app's own
// IPC (capability permissions included): a picture is made, listed with its job's facts, saved twice into
// MEDIA_STUDIO_TEST_SAVE_DIR (no dialog; the second copy gets " (2)", never overwriting) with the
// "MediaStudio" iTXt chunk (every chunk's CRC checked here), deleted at the service into the trash,
// restored, deleted again, the trash emptied; a sync then finds nothing to bring back.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startDriver, openApp, tempDataDir, findText } from "./lib.mjs";
import { randomUUID } from "node:crypto";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

async function invoke(app, cmd, args = {}) {
  const out = await app.executeAsyncScript(
    (cmd, args, done) => {
      window.__TAURI_INTERNALS__.invoke(cmd, args).then((v) => done({ ok: v }), (e) => done({ err: e }));
    },
    cmd,
    args,
  );
  if ("err" in out) throw new Error(`${cmd}: ${JSON.stringify(out.err)}`);
  return out.ok;
}

/** The PNG's chunks, every CRC checked; the text of the iTXt chunk under `keyword`. */
function pngText(file, keyword) {
  const b = readFileSync(file);
  assert.deepEqual([...b.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let i = 8;
  let text = null;
  const kinds = [];
  while (i < b.length) {
    const n = b.readUInt32BE(i);
    const type = b.subarray(i + 4, i + 8);
    const data = b.subarray(i + 8, i + 8 + n);
    assert.equal(zlib.crc32(Buffer.concat([type, data])), b.readUInt32BE(i + 8 + n), `CRC of ${type}`);
    kinds.push(type.toString("latin1"));
    if (type.toString("latin1") === "iTXt" && data.subarray(0, keyword.length + 1).equals(Buffer.from(`${keyword}\0`))) {
      const rest = data.subarray(keyword.length + 1);
      assert.equal(rest[0], 0, "uncompressed");
      const afterLang = rest.indexOf(0, 2) + 1;
      text = rest.subarray(rest.indexOf(0, afterLang) + 1).toString("utf8");
    }
    i += 12 + n;
  }
  assert.deepEqual(kinds.slice(-2), ["iTXt", "IEND"]);
  return text;
}

test("gallery commands in the real app: list, save with metadata, delete/restore/empty, sync", async () => {
  const data = tempDataDir("gallery-commands");
  const out = mkdtempSync(path.join(os.tmpdir(), "media-studio-e2e-save-"));
  const driver = await startDriver(data, { MEDIA_STUDIO_TEST_SAVE_DIR: out });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  const request = { formData: {}, simplePrompt: "a lighthouse at dusk", numImages: 1 };
  const [job] = await invoke(app, "spend", {
    intent: randomUUID(),
    request: { kind: "image", provider: "gpt-image-2", request, reference: null },
  });
  await app.wait(async () => (await invoke(app, "jobs_list")).some((j) => j.id === job.id && j.status === "completed"), 60000, "job done");

  const page = await invoke(app, "gallery_list", { query: { kind: null, characterId: null, unassigned: false, trash: false, offset: 0, limit: 100 } });
  assert.equal(page.total, 1);
  const item = page.items[0];
  assert.equal(item.source, "local");
  assert.equal(item.cost, 2);
  assert.equal(item.request.simplePrompt, "a lighthouse at dusk");
  assert.ok(item.promptUsed && item.completedAt && item.trashedAt === null, JSON.stringify(item));

  const first = await invoke(app, "media_save", { id: item.id });
  const second = await invoke(app, "media_save", { id: item.id });
  assert.equal(first.metadata, "png-text");
  assert.match(path.basename(first.path), /^gpt-image-2-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.png$/);
  assert.equal(second.path, first.path.replace(/\.png$/, " (2).png"), "never overwrites");
  assert.deepEqual(readdirSync(out).sort(), [path.basename(first.path), path.basename(second.path)].sort());
  const meta = JSON.parse(pngText(first.path, "MediaStudio"));
  assert.equal(meta.provider, "gpt-image-2");
  assert.equal(meta.request.simplePrompt, "a lighthouse at dusk");
  assert.equal(meta.cost, 2);
  assert.ok(meta.promptUsed && meta.createdAt && meta.completedAt);

  const trashed = await invoke(app, "media_delete", { id: item.id, scope: "service" });
  assert.ok(trashed.item.trashedAt);
  assert.equal(trashed.service, "deleted");
  assert.equal((await invoke(app, "gallery_list", { query: { trash: false, limit: 100 } })).total, 0);
  assert.equal((await invoke(app, "gallery_list", { query: { trash: true, limit: 100 } })).total, 1);
  // Restored, it is on this computer only: the service's copy went, so no id or address of it is kept.
  const restored = await invoke(app, "media_restore", { id: item.id });
  assert.equal(restored.trashedAt, null);
  assert.ok(restored.serviceGone, JSON.stringify(restored));
  assert.equal(restored.remoteId, null);
  assert.equal(restored.remoteUrl, null);
  // Deleted again: nothing is asked of the service (it holds no copy), and it is not called deleted there.
  assert.equal((await invoke(app, "media_delete", { id: item.id, scope: "service" })).service, "not_held");
  assert.equal(await invoke(app, "trash_empty"), 1);
  const sync = await invoke(app, "gallery_sync");
  assert.deepEqual([sync.added, sync.total, sync.skipped], [0, 0, 0], JSON.stringify(sync));
  await app.quit();
});
