// Browser scenarios of a send that may already have been charged (studio-core spend/lookup.rs; the fake's
// `lostAnswer`, `seedLookingUp` and `seedCutOff`): a press the core answers may_have_been_charged is held where
// the button is, a double click sends nothing more, and only "Send again anyway" → "Send again" sends, with an
// intent starting `again:`; a job being looked for shows its words and a badge, never a made-up price.
import assert from "node:assert/strict";
import { SIZES, eventually, generateButton, nav, openCreate, openTray, spends, text } from "./helpers.mjs";

const GUARD =
  "This may already have been charged: the service's answer to the same request was lost a moment ago. Check your balance and the Jobs tray before sending it again.";
const NO_LOOK_UP =
  "The service's answer was lost after the request was sent, so it may have been charged, and the service gives no way to look it up. Check your balance before making it again.";
const LOOKING_UP =
  "The service's answer was lost after the request was sent, so it may have been charged: looking for it at the service";

/** How many `spend` calls of one kind the fake received. */
const count = async (page, kind) => (await spends(page, kind)).length;
/** Waits until the spend button takes presses again (its "✓ Started" moment is over). */
const pressable = (button) =>
  eventually(async () => assert.equal(await button.getAttribute("aria-disabled"), null), { timeout: 4000 });

export const scenarios = [
  {
    name: "may have been charged: a second press is held; a double click and Cancel send nothing; Send again sends once with again:",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCreate(ctx, {
          ...size,
          config: { lostAnswer: ["image"], lostLookupMs: 60_000, credits: 120 },
        });
        await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
        const button = generateButton(page);
        await eventually(async () => assert.match(await text(button), /— \d+ credits?$/));
        // The first send's answer is lost: the job is followed while it is looked for, and the form says so.
        await button.click();
        await page.getByText(/Sent, but the service's answer was lost, so it may have been charged/).waitFor();
        assert.equal(await count(page, "image"), 1);
        await pressable(button);

        // The same request again: the core refuses it, and the bar says why, with one way on.
        const unheld = await button.boundingBox();
        await button.click();
        const held = page.getByTestId("held-press");
        await held.waitFor();
        // The words appear above the button, which stays where it was: a double click's second click,
        // landing after the answer came back, still lands on the button.
        assert.deepEqual(await button.boundingBox(), unheld, "the button did not move");
        assert.equal((await text(held.locator(".held-press-message"))).replace(/^⚠\s*/, ""), GUARD);
        assert.equal(await count(page, "image"), 2);
        assert.equal(await button.getAttribute("aria-disabled"), "true");
        assert.match(await button.getAttribute("aria-describedby"), /held/);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "charged-held-press");

        // A real double click (two quick clicks of the mouse) sends nothing more; nor does Ctrl+Enter.
        const box = await button.boundingBox();
        await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
        await page.keyboard.press("Control+Enter");
        await page.waitForTimeout(400);
        assert.equal(await count(page, "image"), 2, "a held press sends nothing by itself");

        // "Send again anyway" asks first; Cancel sends nothing and keeps the hold.
        await held.getByRole("button", { name: "Send again anyway" }).click();
        const dialog = page.getByRole("dialog", { name: "This may already have been charged. Send again anyway?" });
        await dialog.waitFor();
        assert.match(await text(dialog), /the service's answer to the same request was lost a moment ago/);
        // The safe choice has the focus.
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Cancel");
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "charged-send-again-dialog");
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "hidden" });
        await page.waitForTimeout(300);
        assert.equal(await count(page, "image"), 2, "Cancel sends nothing");
        await held.waitFor();

        // Escape closes it the same way.
        await held.getByRole("button", { name: "Send again anyway" }).click();
        await dialog.waitFor();
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
        assert.equal(await count(page, "image"), 2, "Escape sends nothing");

        // "Send again": one send, with an intent starting again:.
        await held.getByRole("button", { name: "Send again anyway" }).click();
        await dialog.getByRole("button", { name: "Send again" }).click();
        await eventually(async () => assert.equal(await count(page, "image"), 3));
        const last = (await spends(page, "image")).at(-1);
        assert.match(last.intent, /^again:[0-9a-f-]{36}$/);
        await page.getByText("Started. You can follow it in the Jobs tray").waitFor();
        assert.equal(await held.count(), 0, "the hold is gone once sent");
        // The focus is back on the spend button (the dialog's opener went with the hold).
        await eventually(async () =>
          assert.ok(await page.evaluate(() => document.activeElement?.classList.contains("generate"))),
        );
        await page.waitForTimeout(300);
        assert.equal(await count(page, "image"), 3, "sent once");
      }
    },
  },
  {
    name: "may have been charged: a changed request is not held; the first press of a kind with no look-up is held at once",
    async run(ctx) {
      const page = await ctx.open({
        config: { mode: "sandbox", tier: "studio", credits: 500, lostAnswer: ["music"], jobMs: 1200 },
      });
      await nav(page, "Music").click();
      await page.getByRole("heading", { name: "Music", level: 1 }).waitFor();
      await page.getByLabel("Describe the music").fill("calm lo-fi beat with soft piano");
      await page.getByLabel("Length in seconds").fill("30");
      const button = generateButton(page);
      await eventually(async () => assert.equal((await text(button)).trim(), "Make music — 5 credits"));
      // A double click: one send, whose answer is lost; the spec lists no music, so it can't be looked for.
      await button.dblclick();
      const held = page.getByTestId("held-press");
      await held.waitFor();
      assert.equal((await text(held.locator(".held-press-message"))).replace(/^⚠\s*/, ""), NO_LOOK_UP);
      await page.waitForTimeout(300);
      assert.equal(await count(page, "music"), 1, "a double click sends one request");
      await ctx.shot(page, "charged-music-held");
      // The failed job says so in plain words in the tray.
      const tray = await openTray(page);
      const failed = tray.getByTestId("job").filter({ hasText: "Music track" });
      await failed.getByText("Its answer was lost after it was sent, so it may have been charged.").waitFor();
      assert.doesNotMatch(await text(failed), /\b0 credits\b|couldn't make this/);
      await ctx.shot(page, "charged-music-failed-in-tray");
      await page.keyboard.press("Escape");

      // Another request is not the one that may have been charged: the hold lets go, and it is sent as usual.
      await page.getByLabel("Length in seconds").fill("15");
      await eventually(async () => assert.equal(await held.count(), 0));
      await eventually(async () => assert.equal((await text(button)).trim(), "Make music — 2 credits"));
      await button.click();
      await eventually(async () => assert.equal(await count(page, "music"), 2));
      const last = (await spends(page, "music")).at(-1);
      assert.doesNotMatch(last.intent, /^again:/, "a new request needs no yes");
      await page.getByText("Started. Your track appears below when it's ready.").waitFor();
    },
  },
  {
    name: "may have been charged: a job being looked for shows its words and a badge in the tray, never a made-up price",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "sandbox", seedLookingUp: true } });
        const tray = await openTray(page);
        const jobs = tray.getByTestId("job");
        await eventually(async () => assert.equal(await jobs.count(), 2));
        for (const j of [jobs.nth(0), jobs.nth(1)]) {
          await j.getByTestId("may-have-been-charged").waitFor();
          assert.match(await text(j.getByTestId("may-have-been-charged")), /May have been charged/);
          assert.ok((await text(j.locator(".job-status-word"))).startsWith(LOOKING_UP));
          assert.doesNotMatch(await text(j), /\b0 credits\b|\bFree\b/);
        }
        assert.match(await text(jobs.filter({ hasText: "Seedream" }).locator(".job-cost")), /Estimated 4 credits/);
        assert.match(await text(jobs.filter({ hasText: "Edited video" }).locator(".job-cost")), /Price not published/);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "charged-tray-looking-up");
      }
    },
  },
  {
    name: "may have been charged: Try again of a job that may have started sends with again:, Make again does not",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedFailedJob: true, seedCutOff: true, jobMs: 600 } });
      const tray = await openTray(page);
      const failed = tray.getByTestId("job").filter({ hasText: "Didn't work" });
      await failed.getByRole("button", { name: "Try again…" }).click();
      const panel = failed.getByRole("group", { name: "Try again with the same settings" });
      await panel.getByTestId("may-have-started").waitFor();
      await panel.getByRole("button", { name: "Send again anyway — 4 credits" }).dblclick();
      await failed.getByText("Sent again: the new job is at the top of this list.").waitFor();
      await page.waitForTimeout(300);
      const sent = await spends(page, "again");
      assert.equal(sent.length, 1, "a double click sends once");
      assert.match(sent[0].intent, /^again:/, "the person's yes goes with it");

      // Make again of a finished job is an ordinary press.
      const done = tray.getByTestId("job").filter({ hasText: "Done" });
      await done.waitFor({ timeout: 8000 });
      await done.getByRole("button", { name: "Make again…" }).click();
      await done.getByRole("button", { name: /^Make again — / }).click();
      await done.getByText("✓ Started again: follow the new job in the Jobs tray.").waitFor();
      const again = (await spends(page, "again")).at(-1);
      assert.doesNotMatch(again.intent, /^again:/);
    },
  },
];
