// How many images each job was asked for, remembered so the tray can say "4 images" while they're
// still being made (TrackedJob carries the media only once they exist).
const KEY = "media-studio.job-counts";
let counts: Record<string, number> = {};
try {
  counts = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, number>;
} catch {
  counts = {};
}

export function rememberJobCount(id: string, n: number): void {
  counts[id] = n;
  const ids = Object.keys(counts);
  if (ids.length > 200) for (const k of ids.slice(0, ids.length - 200)) delete counts[k];
  try {
    localStorage.setItem(KEY, JSON.stringify(counts));
  } catch {
    /* storage full or unavailable: the tray falls back to "Image" */
  }
}

export function jobCount(id: string): number {
  return counts[id] ?? 0;
}
