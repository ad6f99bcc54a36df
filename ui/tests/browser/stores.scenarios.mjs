// The stores (src/state) re-render only what reads the concern that changed: a page of one counting
// reader per store (tests/store-renders.tsx) over the fake backend, served at the preview's origin.
import assert from "node:assert/strict";
import path from "node:path";
import { bundleScript, uiDir } from "../harness.mjs";
import { eventually, text } from "./helpers.mjs";

let script = null;

async function openRenders(ctx) {
  script ??= bundleScript(path.join(uiDir, "tests", "store-renders.tsx"));
  const context = await ctx.env.browser.newContext({ viewport: { width: 900, height: 700 } });
  ctx.contexts.push(context);
  const url = new URL("__store-renders", ctx.env.baseUrl).href;
  await context.route(url, (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><div id="root"></div>' }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  page.on("pageerror", (e) => ctx.consoleErrors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && ctx.consoleErrors.push(m.text()));
  ctx.pages.push(page);
  await page.goto(url);
  await page.addScriptTag({ content: script });
  // Everything the connected start loads is in (catalogue, jobs, credits, library).
  await eventually(async () => assert.match(await text(page.getByTestId("catalogue")), /\d+ providers/));
  await eventually(async () => assert.match(await text(page.getByTestId("library")), /2 items/));
  await eventually(async () => assert.match(await text(page.getByTestId("credits")), /\d+ credits/));
  return page;
}

const renders = (page) => page.evaluate(() => ({ ...window.__renders }));

/** Which readers rendered again between two counts. */
function changed(before, after) {
  return Object.keys(after)
    .filter((k) => after[k] !== before[k])
    .sort();
}

export const scenarios = [
  {
    name: "stores: a toast, a job update and a new balance re-render only what reads them",
    async run(ctx) {
      const page = await openRenders(ctx);
      await page.waitForTimeout(300); // nothing left in flight
      let before = await renders(page);

      await page.evaluate(() => window.__toast({ kind: "info", text: "Hello" }));
      await eventually(async () => assert.equal(await text(page.getByTestId("toasts")), "Hello"));
      let after = await renders(page);
      assert.deepEqual(changed(before, after), ["toasts"], "a toast re-renders only the toasts");

      before = after;
      const job = {
        id: "job_renders",
        remoteId: null,
        kind: "image",
        provider: "gemini",
        status: "processing",
        progress: "Getting started…",
        error: null,
        costEstimate: 2,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        completedAt: null,
        media: [],
        groupId: null,
        reference: null,
        queuePosition: null,
        charged: 2,
      };
      await page.evaluate((j) => window.__emitJob(j), job);
      await eventually(async () => assert.match(await text(page.getByTestId("jobs")), /^1 jobs$/));
      after = await renders(page);
      assert.deepEqual(changed(before, after), ["jobs"], "a running job's update re-renders only the jobs");

      before = after;
      await page.evaluate(() =>
        window.__emitCredits({ credits: 7, tier: "free", maxCredits: 100, creditsResetAt: null, recent: [] }),
      );
      await eventually(async () => assert.equal(await text(page.getByTestId("credits")), "7 credits"));
      after = await renders(page);
      assert.deepEqual(changed(before, after), ["credits"], "a new balance re-renders only the credits");

      // A finished job: the jobs, its toast, and the library read again; never the catalogue.
      before = after;
      await page.evaluate((j) => window.__emitJob({ ...j, status: "failed", error: { key: "", text: "boom" } }), job);
      await eventually(async () => assert.match(await text(page.getByTestId("toasts")), /couldn't be made/));
      after = await renders(page);
      assert.deepEqual(changed(before, after), ["jobs", "toasts"], "a failed job: the jobs and its toast");
      assert.equal(after.actor, 1, "what only acts rendered once");
    },
  },
];
