// Part of scripts/bench-startup.sh (through gallery-scroll.mjs): the library's search and filters in the
// real app window on the seeded library. Each change (a kind chip, back to All, sort by cost and back,
// prompt words) is timed in the page from the click or the typing to the first tile of the result
// painted (the count changed or another item came first, its picture loaded, and a frame painted
// after it). Prompt words are given twice: at once (a paste; the time after gallery_list was sent, seen
// on its way out as a fetch of ipc://localhost/gallery_list, is printed beside the whole), and typed key by key
// 120 ms apart, timed from the last key to the whole word's result. Prints figures; asserts nothing.

/** In the page: runs `change` and resolves with the ms to the repaint, to the first gallery_list, and
 * where the time went. */
function repaintInPage(change, done) {
  // The app's commands go out as fetches of ipc://localhost/<command> (`__TAURI_INTERNALS__.invoke`
  // itself can't be replaced): watched there.
  const internals = window;
  if (!internals.__benchWatched) {
    const fetch = window.fetch.bind(window);
    internals.__benchCalls = [];
    window.fetch = (url, init) => {
      const cmd = String(url).startsWith("ipc:") ? String(url).split("/").pop() : null;
      if (!cmd) return fetch(url, init);
      let text;
      try {
        text = JSON.parse(init?.body ?? "{}")?.query?.text;
      } catch {
        /* not JSON */
      }
      const call = { cmd, text, at: performance.now(), back: null };
      internals.__benchCalls.push(call);
      const answer = fetch(url, init);
      const back = () => (call.back = performance.now());
      answer.then(back, back);
      return answer;
    };
    internals.__benchWatched = true;
  }
  const count = () => document.querySelector(".gallery-count")?.textContent ?? "";
  const first = () => document.querySelector('.gallery-grid .thumb[data-index="0"]');
  const before = [count(), first()?.getAttribute("aria-label")];
  const calls0 = internals.__benchCalls.length;
  const limit = setTimeout(() => done({ error: `${change.label} did not repaint within 20 s` }), 20000);
  const setValue = (el, proto, value, event) => {
    Object.getOwnPropertyDescriptor(proto, "value").set.call(el, value);
    el.dispatchEvent(new Event(event, { bubbles: true }));
  };
  const setText = (text) =>
    setValue(document.querySelector('input[aria-label="Search prompts"]'), HTMLInputElement.prototype, text, "input");
  let t0 = performance.now();
  let tileAt = null;
  let shownAt = null;
  const check = () => {
    const tile = first();
    const img = tile?.querySelector("img");
    // A typed word: its whole text's list (of this round) answered, and the same first item as when it was pasted.
    const whole = () =>
      internals.__benchCalls
        .slice(calls0)
        .some((c) => c.cmd === "gallery_list" && c.text === change.typed && c.back != null);
    // Otherwise a list asked for after the change has come back (the page may show the old list a moment
    // after the change, with the new filter's words).
    const answered = () =>
      internals.__benchCalls.slice(calls0).some((c) => c.cmd === "gallery_list" && c.at >= t0 && c.back != null);
    // A tile of the list (not one still loading), and another count or another first item than before.
    const label = tile?.getAttribute("aria-label") ?? "";
    const changed =
      label.startsWith("Open ") &&
      (change.typed
        ? whole() && label === change.expect
        : answered() && (count() !== before[0] || label !== before[1]));
    if (changed && tileAt == null) {
      // The result on screen: the frame after the one its tiles (with their words) came in.
      tileAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (shownAt = performance.now()), 0));
    }
    if (changed && img && img.complete && img.naturalWidth > 0) {
      const imgAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(limit);
          const end = performance.now();
          const lists = internals.__benchCalls.slice(calls0).filter((c) => c.cmd === "gallery_list");
          const last = lists.filter((c) => c.at >= t0).at(-1);
          done({
            ms: end - t0,
            shown: (shownAt ?? end) - t0,
            sent: lists.length && !change.typed ? lists[0].at - t0 : null,
            count: count(),
            label: first()?.getAttribute("aria-label"),
            // Where the time went: the last gallery_list sent and answered, the tile shown, its picture.
            parts: last?.back
              ? [last.at - t0, last.back - last.at, tileAt - last.back, imgAt - tileAt, end - imgAt]
              : null,
          });
        }, 0),
      );
    } else requestAnimationFrame(check);
  };
  if (change.chip) {
    [...document.querySelectorAll('[aria-label="Kind"] .chip')]
      .find((b) => b.textContent?.startsWith(change.chip))
      ?.click();
  } else if (change.sort) {
    const select = [...document.querySelectorAll(".gallery-filters select")].find((s) =>
      [...s.options].some((o) => o.value === change.sort),
    );
    setValue(select, HTMLSelectElement.prototype, change.sort, "change");
  } else if (change.typed) {
    // Key by key, 120 ms apart; timed from the last key until the count is the whole word's.
    let i = 0;
    const key = () => {
      i += 1;
      setText(change.typed.slice(0, i));
      if (i < change.typed.length) return setTimeout(key, 120);
      t0 = performance.now();
      requestAnimationFrame(check);
    };
    return key();
  } else {
    setText(change.text);
  }
  requestAnimationFrame(check);
}

const CHANGES = [
  { label: '"Videos" chip', chip: "Videos" },
  { label: 'back to "All"', chip: "All" },
  { label: "sort by cost", sort: "cost" },
  { label: "sort by newest", sort: "newest" },
  { label: 'prompt words "rooftop"', text: "rooftop" },
  { label: "words cleared", text: "" },
  { label: 'typed "rooftop"', typed: "rooftop", expectOf: 4 },
  { label: "words cleared", text: "" },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

/** Runs every change `rounds` times in the open Gallery of `app` (a selenium driver) and prints them. */
export async function searchRepaints(app, rounds = 5) {
  const results = CHANGES.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, change] of CHANGES.entries()) {
      // A word typed key by key ends on the first item the same word pasted at once gave.
      const expect = change.expectOf != null ? results[change.expectOf][r].label : undefined;
      const out = await app.executeAsyncScript(repaintInPage, { ...change, expect });
      if (out.error) throw new Error(out.error);
      results[i].push(out);
      // Let the counts and the other pictures of the screen arrive before the next change.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
  console.log(
    `search and filters in the window, ${rounds} rounds: from the change to its result on screen (the new ` +
      `list's first tiles painted with their words), and to the first tile's picture painted:`,
  );
  for (const [i, change] of CHANGES.entries()) {
    const rs = results[i];
    const sent = rs.map((r) => r.sent).filter((s) => s != null);
    console.log(
      `  ${change.label.padEnd(24)} on screen ${range(rs.map((r) => r.shown))}; picture ${range(rs.map((r) => r.ms))}` +
        (sent.length === rs.length ? `; search sent after ${range(sent)}` : "") +
        `; "${rs[0].count.split(",")[0].trim()}"`,
    );
    const parts = rs.map((r) => r.parts).filter(Boolean);
    const part = (i) => median(parts.map((p) => p[i])).toFixed(0);
    if (parts.length)
      console.log(
        `  ${"".padEnd(24)} medians: the last gallery_list sent after ${part(0)} ms, answered in ${part(1)}, ` +
          `its tiles in ${part(2)} more, the picture ${part(3)} more, painted ${part(4)} more`,
      );
  }
}
