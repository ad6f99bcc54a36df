// Helpers shared by the browser scenario files (run.mjs runs them against the fake backend).

/** The two window sizes every screen is checked and photographed at. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
];

/** Retries `fn` until it stops throwing or `timeout` ms pass (then throws its last error). */
export async function eventually(fn, { timeout = 5000, interval = 50 } = {}) {
  const until = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      last = e;
    }
    if (Date.now() > until) throw last;
    await new Promise((r) => setTimeout(r, interval));
  }
}

export const text = (loc) => loc.innerText();
/** A link of the main navigation. */
export const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });
/** The arguments of every call of `cmd` the fake backend received. */
export const calls = (page, cmd) =>
  page.evaluate((c) => window.__fake.calls.filter((x) => x.cmd === c).map((x) => x.args), cmd);
