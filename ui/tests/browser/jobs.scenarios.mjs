// Browser scenarios of the job tray's "Try again" (fake: tests/fake-jobs.ts): a failed job says what
// happened in plain words, shows the cost again before anything is spent, and the new job completes.
import assert from "node:assert/strict";
import { SIZES, spends } from "./helpers.mjs";

async function eventually(fn, { timeout = 6000, interval = 50 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > until) throw e;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
const text = (l) => l.innerText();

async function openTray(ctx, size, config) {
  const page = await ctx.open({ ...size, config: { mode: "sandbox", seedFailedJob: true, jobMs: 1500, ...config } });
  await page.locator(".tray-button").click();
  const tray = page.locator("#job-tray");
  await tray.waitFor();
  return { page, tray };
}

export const scenarios = [
  {
    name: "jobs: a finished job can be made again from the tray, with its cost first",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, SIZES[0], { seedFailedJob: false, credits: 40, jobMs: 600 });
      await page.keyboard.press("Escape");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Create image" }).click();
      await page.getByLabel("Describe your image").fill("A kite over the dunes");
      await page.locator("button.generate").click();
      await page.locator(".tray-button").click();
      const done = tray.getByTestId("job").filter({ hasText: "Done" });
      await done.waitFor();
      await done.getByRole("button", { name: "Make again…" }).click();
      const panel = done.getByRole("group", { name: "Make again with the same settings" });
      await panel.getByText(/Costs 2 credits · you'll have 36 left/).waitFor();
      await ctx.shot(page, "jobs-make-again");
      await panel.getByRole("button", { name: "Make again — 2 credits" }).dblclick();
      await done.getByText("✓ Started again: follow the new job in the Jobs tray.").waitFor();
      await page.waitForTimeout(400);
      const sent = (await spends(page, "again")).length;
      assert.equal(sent, 1, "a double click makes it again once");
      assert.equal(await tray.getByTestId("job").count(), 2);
    },
  },
  {
    name: "jobs: a running job shows a bar when the service says how far, else the time against the usual",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, SIZES[0], { seedFailedJob: false, seedRunningJobs: true });
      const jobs = tray.getByTestId("job");
      const video = jobs.filter({ hasText: "Generating video… 45%" });
      const bar = video.getByRole("progressbar");
      await bar.waitFor();
      assert.equal(await bar.getAttribute("value"), "45");
      assert.match(await bar.getAttribute("aria-label"), /^Progress: /);
      await video.getByText("45%", { exact: true }).waitFor();
      // No number in the text: no bar, the time so far against what this library usually sees.
      const avatar = jobs.filter({ hasText: "Animating the face" });
      assert.equal(await avatar.getByRole("progressbar").count(), 0);
      assert.match(await text(avatar.locator(".job-elapsed")), /^1:0\d · usually about 40 s$/);
      // No history: only the time so far, no made-up figure.
      const picture = jobs.filter({ hasText: "Working on it" });
      assert.equal(await picture.getByRole("progressbar").count(), 0);
      assert.match(await text(picture.locator(".job-elapsed")), /^1:0\d$/);
      // The clock runs.
      const before = await text(picture.locator(".job-elapsed"));
      await eventually(async () => assert.notEqual(await text(picture.locator(".job-elapsed")), before));
      await ctx.shot(page, "jobs-running-progress");
    },
  },
  {
    name: "jobs: waiting in line says its place, can be cancelled, and nothing is charged",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, SIZES[0], {
        seedFailedJob: false,
        seedWaitingJobs: true,
        credits: 50,
      });
      const jobs = tray.getByTestId("job");
      await jobs.filter({ hasText: "Waiting — 1st in line" }).waitFor();
      await jobs.filter({ hasText: "Waiting — 2nd in line" }).waitFor();
      await ctx.shot(page, "jobs-waiting");
      await jobs.filter({ hasText: "Waiting — 1st in line" }).getByRole("button", { name: "Cancel" }).click();
      await jobs.filter({ hasText: "Cancelled. It was not sent, so nothing was charged." }).waitFor();
      // The other moves up.
      await jobs.filter({ hasText: "Waiting — 1st in line" }).waitFor();
      assert.equal(await jobs.filter({ hasText: "2nd in line" }).count(), 0);
      assert.match(await text(page.getByTestId("balance")), /50 credits/);
    },
  },
  {
    name: "jobs: a failed job in plain words, try again shows the cost, the new job completes",
    async run(ctx) {
      for (const size of SIZES) {
        const { page, tray } = await openTray(ctx, size, { credits: 120 });
        const failed = tray.getByTestId("job").filter({ hasText: "Didn't work" });
        await failed.getByText("The service refused this request under its content rules.").waitFor();
        assert.doesNotMatch(await text(failed.locator(".job-failure")), /content_policy/, "no jargon in the headline");
        await failed.getByText("Details").click();
        await failed.getByText(/Reported: provider error: content_policy_violation/).waitFor();

        await failed.getByRole("button", { name: "Try again…" }).click();
        const panel = failed.getByRole("group", { name: "Try again with the same settings" });
        await panel.waitFor();
        assert.match(await text(panel), /Costs 4 credits · you'll have 116 left/);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "40-tray-try-again-cost");
        // Nothing is spent before the confirmation.
        assert.match(await text(page.getByTestId("balance")), /120 credits/);

        await panel.getByRole("button", { name: "Try again — 4 credits" }).click();
        await failed.getByText("Sent again: the new job is at the top of this list.").waitFor();
        await eventually(async () => assert.match(await text(page.getByTestId("balance")), /116 credits/));
        const jobs = tray.getByTestId("job");
        await eventually(async () => assert.equal(await jobs.count(), 2));
        const fresh = jobs.first();
        assert.match(await text(fresh), /Seedream 4\.5/);
        assert.match(await text(fresh), /4 credits/);
        await ctx.shot(page, "41-tray-resubmitted-running");
        await eventually(async () => assert.match(await text(fresh), /Done/));
        assert.match(await text(fresh), /View in Gallery/);
        // The failed job stays as it was.
        assert.match(await text(jobs.nth(1)), /Didn't work/);
        await page.locator(".toast").filter({ hasText: "Your 2 images are ready" }).waitFor();
        await ctx.shot(page, "42-tray-resubmitted-done");
      }
    },
  },
  {
    name: "jobs: a send cut off without an answer warns that it may have been charged before it goes again",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, { width: 1280, height: 800 }, { credits: 120, seedCutOff: true });
      const failed = tray.getByTestId("job").filter({ hasText: "Didn't work" });
      await failed.getByRole("button", { name: "Try again…" }).click();
      const panel = failed.getByRole("group", { name: "Try again with the same settings" });
      assert.match(
        await text(panel.getByTestId("may-have-started")),
        /may have started anyway, and been charged\. Look for it in your library and check your credits/,
      );
      await ctx.shot(page, "44-tray-try-again-may-have-started");
      await panel.getByRole("button", { name: "Send again anyway — 4 credits" }).click();
      await failed.getByText("Sent again: the new job is at the top of this list.").waitFor();
    },
  },
  {
    name: "jobs: a made and paid result whose file wasn't saved offers Save again, and Try again warns it pays again",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, { width: 1280, height: 800 }, { credits: 120, seedUnsaved: true });
      const failed = tray.getByTestId("job").filter({ hasText: "Didn't work" });
      await failed.getByRole("button", { name: "Save again" }).waitFor();
      await failed.getByRole("button", { name: "Try again…" }).click();
      const panel = failed.getByRole("group", { name: "Try again with the same settings" });
      assert.match(
        await text(panel.getByTestId("made-and-paid")),
        /made and paid for: only its file couldn't be saved\. Save again fetches it without paying/,
      );
      await ctx.shot(page, "45-tray-try-again-made-and-paid");
      await panel.getByRole("button", { name: "Cancel" }).click();
      // Save again: nothing spent, the job is done.
      await failed.getByRole("button", { name: "Save again" }).click();
      await eventually(async () => assert.match(await text(tray.getByTestId("job").first()), /Done/));
      assert.match(await text(page.getByTestId("balance")), /120 credits/);
    },
  },
  {
    name: "jobs: try again is refused before sending when credits are short",
    async run(ctx) {
      const { page, tray } = await openTray(ctx, { width: 1280, height: 800 }, { credits: 3 });
      const failed = tray.getByTestId("job").first();
      await failed.getByRole("button", { name: "Try again…" }).click();
      const panel = failed.getByRole("group", { name: "Try again with the same settings" });
      await panel.getByText("Not enough credits: this needs 4 credits, you have 3.").waitFor();
      assert.ok(await panel.getByRole("button", { name: "Can't try again" }).isDisabled());
      await ctx.shot(page, "43-tray-try-again-short");
      await panel.getByRole("button", { name: "Cancel" }).click();
      await failed.getByRole("button", { name: "Try again…" }).waitFor();
      assert.equal(await tray.getByTestId("job").count(), 1);
    },
  },
  {
    name: "jobs: results finishing together make one toast with their count; each failure keeps its own, with its reason",
    async run(ctx) {
      const reasons = [
        "provider error: content_policy_violation (the prompt was rejected)",
        "provider error: upstream timeout after 120 s",
      ];
      const page = await ctx.open({
        width: 1280,
        height: 800,
        config: { mode: "sandbox", jobMs: 1200, seedFinishing: { done: 4, failed: reasons } },
      });
      const toasts = page.locator(".toast");
      const ready = toasts.filter({ hasText: "Your 4 images are ready" });
      await ready.waitFor();
      // Later results of the same moment join no second toast: only the one with the count.
      await page.waitForTimeout(1500);
      assert.equal(await toasts.filter({ hasText: /are ready|is ready/ }).count(), 1);
      assert.equal(await toasts.filter({ hasText: "Your image is ready" }).count(), 0);
      // One action, as one picture's toast has.
      assert.deepEqual(await ready.locator(".toast-body").getByRole("button").allInnerTexts(), ["View in Gallery"]);
      // Each failure: its own toast, each with its own reason in Details.
      const failed = page.locator(".toast-error");
      assert.equal(await failed.count(), 2);
      for (const [i, reason] of reasons.entries()) {
        assert.match(await text(failed.nth(i)), /An image couldn't be made/);
        await failed.nth(i).getByText("Details").click();
        assert.equal(await text(failed.nth(i).locator("code")), reason);
      }
      await ctx.shot(page, "45-jobs-ready-together");
      await ready.getByRole("button", { name: "View in Gallery" }).click();
      await page.getByRole("heading", { level: 1, name: "Gallery" }).waitFor();
      // The tray still lists every job on its own.
      const tray = page.locator("#job-tray");
      await page.locator(".tray-button").click();
      await tray.waitFor();
      await eventually(async () => assert.equal(await tray.getByTestId("job").filter({ hasText: "Done" }).count(), 4));
    },
  },
];
