// Helpers shared by the browser scenario files (run.mjs runs them against the fake backend).
import assert from "node:assert/strict";

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
/**
 * The SpendRequest of every `spend` call of one kind ("image", "compare", "again", "video", "avatar",
 * "video_edit", "music", "slideshow", "tool", "mix") the fake backend received, each with its press's `intent`.
 */
export const spends = (page, kind) =>
  page.evaluate(
    (k) =>
      window.__fake.calls
        .filter((x) => x.cmd === "spend" && x.args.request?.kind === k)
        .map((x) => ({ ...x.args.request, intent: x.args.intent })),
    kind,
  );
/** The SpendRequest of every `spend_estimate` call of one kind the fake backend received. */
export const estimates = (page, kind) =>
  page.evaluate(
    (k) =>
      window.__fake.calls
        .filter((x) => x.cmd === "spend_estimate" && x.args.request?.kind === k)
        .map((x) => x.args.request),
    kind,
  );

/** Create image's submit button, and a wait for its label. */
export const generateButton = (page) => page.locator("button.generate");
export async function buttonText(page, expected) {
  await eventually(async () => assert.equal((await text(generateButton(page))).trim(), expected));
}

/** Opens the app (in the sandbox unless `opts.config` says otherwise) on Create image, once its form shows. */
export async function openCreate(ctx, opts = {}) {
  const page = await ctx.open({ ...opts, config: { mode: "sandbox", ...(opts.config ?? {}) } });
  await nav(page, "Create image").click();
  await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
  await page.locator(".mode-switch").waitFor();
  return page;
}

/** The job tray, opened with its header button when it is closed (it never opens by itself). */
export async function openTray(page) {
  const tray = page.locator("#job-tray");
  if ((await tray.count()) === 0) await page.locator(".tray-button").click();
  await tray.waitFor();
  return tray;
}
