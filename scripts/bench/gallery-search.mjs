// Part of scripts/bench-startup.sh (through gallery-scroll.mjs): the library's search and filters in the
// real app window on the seeded library. Each change (a kind chip, back to All, sort by cost and back,
// prompt words) is timed in the page from the click or the typing to the first tile of the result
// painted (the count changed or another item came first, its picture loaded, and a frame painted
// after it). The app's commands are watched on their way out (`__TAURI_INTERNALS__.invoke`), so for
// prompt words the time after the search was sent is printed beside the whole (the search box waits
// for typing to rest first, on purpose). Prints figures; asserts nothing.

/** In the page: runs `change` and resolves with the ms to the repaint and to the first gallery_list. */
function repaintInPage(change, done) {
  const internals = window.__TAURI_INTERNALS__;
  if (!internals.__benchWatched) {
    const invoke = internals.invoke.bind(internals);
    internals.__benchCalls = [];
    internals.invoke = (cmd, ...rest) => {
      internals.__benchCalls.push({ cmd, at: performance.now() });
      return invoke(cmd, ...rest);
    };
    internals.__benchWatched = true;
  }
  const count = () =>
    document.querySelector(".gallery-count")?.textContent ?? "";
  const first = () =>
    document.querySelector('.gallery-grid .thumb[data-index="0"]');
  const before = [count(), first()?.getAttribute("aria-label")];
  const calls0 = internals.__benchCalls.length;
  const limit = setTimeout(
    () => done({ error: `${change.label} did not repaint within 20 s` }),
    20000,
  );
  const t0 = performance.now();
  if (change.chip) {
    [...document.querySelectorAll('[aria-label="Kind"] .chip')]
      .find((b) => b.textContent?.startsWith(change.chip))
      ?.click();
  } else if (change.sort) {
    const select = [
      ...document.querySelectorAll(".gallery-filters select"),
    ].find((s) => [...s.options].some((o) => o.value === change.sort));
    Object.getOwnPropertyDescriptor(
      HTMLSelectElement.prototype,
      "value",
    ).set.call(select, change.sort);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  } else {
    const input = document.querySelector('input[aria-label="Search prompts"]');
    Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      "value",
    ).set.call(input, change.text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const check = () => {
    const tile = first();
    const img = tile?.querySelector("img");
    const changed =
      count() !== before[0] || tile?.getAttribute("aria-label") !== before[1];
    if (changed && img && img.complete && img.naturalWidth > 0) {
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(limit);
          const sent = internals.__benchCalls
            .slice(calls0)
            .find((c) => c.cmd === "gallery_list");
          done({
            ms: performance.now() - t0,
            sent: sent ? sent.at - t0 : null,
            count: count(),
          });
        }, 0),
      );
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const CHANGES = [
  { label: '"Videos" chip', chip: "Videos" },
  { label: 'back to "All"', chip: "All" },
  { label: "sort by cost", sort: "cost" },
  { label: "sort by newest", sort: "newest" },
  { label: 'prompt words "rooftop"', text: "rooftop" },
  { label: "words cleared", text: "" },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? s[(s.length - 1) / 2]
    : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

/** Runs every change `rounds` times in the open Gallery of `app` (a selenium driver) and prints them. */
export async function searchRepaints(app, rounds = 5) {
  const results = CHANGES.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, change] of CHANGES.entries()) {
      const out = await app.executeAsyncScript(repaintInPage, change);
      if (out.error) throw new Error(out.error);
      results[i].push(out);
      // Let the counts and the other pictures of the screen arrive before the next change.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
  console.log(
    `search and filters in the window (change -> first tile of the result painted), ${rounds} rounds:`,
  );
  for (const [i, change] of CHANGES.entries()) {
    const rs = results[i];
    const sent = rs.map((r) => r.sent).filter((s) => s != null);
    const after =
      change.text != null && sent.length === rs.length
        ? rs.map((r) => r.ms - r.sent)
        : null;
    console.log(
      `  ${change.label.padEnd(24)} ${range(rs.map((r) => r.ms))}` +
        (after
          ? `; after the search was sent ${range(after)} (sent after ${range(sent)})`
          : "") +
        `; "${rs[0].count.split(",")[0].trim()}"`,
    );
  }
}
