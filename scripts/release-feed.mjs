// The release feed (Tauri's updater manifest, latest.json) naming the packages scripts/package.sh made,
// each already signed (<package>.sig beside it). The updater looks for `{os}-{arch}-{installer}` first, then
// `{os}-{arch}`: a .deb and an .rpm are found by their installer's key only (an AppImage would be
// linux-x86_64), the Windows installer by both, since NSIS is the only Windows package made.
// Usage: node scripts/release-feed.mjs <latest.json> <version> <url the packages are served from> <package>...
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The feed's keys for a package, by its file name; a name that is no release package is refused. */
export function platformsOf(name) {
  if (name.endsWith(".deb")) return ["linux-x86_64-deb"];
  if (name.endsWith(".rpm")) return ["linux-x86_64-rpm"];
  if (name.endsWith("-TEST-setup.exe"))
    throw new Error(`${name} is a test build (stand-ins for ffmpeg): it is never offered as an update`);
  if (name.endsWith("-setup.exe")) return ["windows-x86_64-nsis", "windows-x86_64"];
  throw new Error(`${name}: not a package the feed knows (.deb, .rpm, -setup.exe)`);
}

/** The feed for `files` (each signed) as they will be served under `url`. */
export function feedOf(version, url, files, notes = "", now = new Date()) {
  const platforms = {};
  for (const f of files) {
    const name = path.basename(f);
    const entry = {
      signature: fs.readFileSync(`${f}.sig`, "utf8").trim(),
      url: `${url.replace(/\/+$/, "")}/${encodeURIComponent(name)}`,
    };
    for (const key of platformsOf(name)) {
      if (platforms[key]) throw new Error(`two packages for ${key}: ${platforms[key].url} and ${entry.url}`);
      platforms[key] = entry;
    }
  }
  return { version, notes, pub_date: now.toISOString(), platforms };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [feed, version, url, ...files] = process.argv.slice(2);
  if (!feed || !version || !url || files.length === 0) {
    console.error("usage: node scripts/release-feed.mjs <latest.json> <version> <url> <package>...");
    process.exit(2);
  }
  try {
    const manifest = feedOf(version, url, files, process.env.MEDIA_STUDIO_RELEASE_NOTES ?? "");
    fs.writeFileSync(feed, JSON.stringify(manifest, null, 2) + "\n");
  } catch (e) {
    console.error(`release feed: ${e.message}`);
    process.exit(1);
  }
}
