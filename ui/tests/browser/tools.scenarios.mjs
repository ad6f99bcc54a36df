// Browser scenarios of the Tools screen against the fake backend (tests/fake-tools.ts).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SIZES, openTray, spends } from "./helpers.mjs";

async function eventually(fn, { timeout = 10000, interval = 50 } = {}) {
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

/** A real 3 s H.264/AAC clip (made once with ffmpeg) for every .mp4 the page asks for. */
let clip;
function clipBytes() {
  if (clip) return clip;
  const file = path.join(os.tmpdir(), `media-studio-tools-clip-${process.pid}.mp4`);
  if (!existsSync(file)) {
    const r = spawnSync("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=duration=3:size=320x568:rate=10",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=3",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      "-movflags",
      "+faststart",
      file,
    ]);
    if (r.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${r.stderr}`);
  }
  clip = readFileSync(file);
  return clip;
}

async function serveClips(page) {
  const body = clipBytes();
  await page.route("**/*.mp4", (route) => route.fulfill({ status: 200, contentType: "video/mp4", body }));
}

const CONFIG = { mode: "sandbox", seedImages: 2, seedVideos: 6, credits: 120 };

async function openTools(ctx, opts = {}) {
  const page = await ctx.open({ config: CONFIG, ...opts });
  page.setDefaultTimeout(10000); // real players load media; calm on a busy 2-core machine
  await serveClips(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
  await page.getByRole("heading", { name: "Tools", level: 1 }).waitFor();
  await page.locator(".tool-card").first().waitFor();
  return page;
}

async function openTool(page, title) {
  await page.locator(".tool-card", { hasText: title }).click();
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
}

const runButton = (page) => page.locator("button.tool-run-button");
const runText = async (page) => (await runButton(page).innerText()).trim();
/** Where the spec publishes no price the button says so (never "0 credits", never "free") and the line under
 * it says why (studio-core's words). */
const noPublishedPrice = (page, verb, note = NOT_PUBLISHED) =>
  eventually(async () => {
    assert.ok(await runButton(page).isEnabled());
    assert.equal(await runText(page), `${verb} · price not published`);
    assert.equal(await page.getByTestId("tool-cost").innerText(), note);
    assert.doesNotMatch(await page.locator(".tool-run").innerText(), /\b0 credits\b|\bfree\b/i);
  });
const NOT_PUBLISHED =
  "The service publishes no price for this: it may charge for it, and your balance will show what it took.";
const fieldErrors = async (page) =>
  (await page.locator(".tool-form .field-error").allInnerTexts()).map((s) => s.replace(/^⚠\s*/, "").trim());

/** The result's player has loaded the file and knows its length. */
async function resultPlays(page) {
  const player = page.locator(".tool-result video").last();
  await eventually(
    async () => {
      const d = await player.evaluate((v) => (v.readyState >= 1 ? v.duration : 0));
      assert.ok(d > 0, `result duration ${d}`);
    },
    { timeout: 15000 },
  );
}

async function pickVideo(page, n) {
  await page.locator(`.tool-pick[data-kind="video"]`).nth(n).click();
}

export const scenarios = [
  {
    name: "tools: the original, trimmed and silent copies of a video carry their tool's tag on every tile",
    async run(ctx) {
      const page = await openTools(ctx);
      await openTool(page, "Remove sound");
      await page.getByRole("button", { name: /Sample clip 2$/ }).click();
      await eventually(async () => assert.ok(await runButton(page).isEnabled()));
      await runButton(page).click();
      await page.getByRole("heading", { name: "Without sound" }).waitFor();
      await page.getByRole("button", { name: "← All tools" }).click();
      await openTool(page, "Trim a video");
      await page.getByRole("button", { name: /Sample clip 2$/ }).click();
      await page.getByLabel("Start (seconds)").fill("0.5");
      await page.getByLabel("End (seconds)").fill("2");
      await eventually(async () => assert.ok(await runButton(page).isEnabled()));
      await runButton(page).click();
      await page.getByRole("heading", { name: "Trimmed video" }).waitFor();
      await page.getByRole("button", { name: "← All tools" }).click();

      await openTool(page, "Join clips");
      const tags = async () =>
        (await page.locator(".tool-pick .tool-pick-badge").allInnerTexts()).map((t) => t.replace(/^▶\s*/, ""));
      await eventually(async () => {
        const t = await tags();
        assert.equal(t.filter((x) => x === "Silent copy").length, 1, t.join(", "));
        assert.equal(t.filter((x) => x === "Trimmed copy").length, 1, t.join(", "));
        assert.equal(t.filter((x) => x === "Original").length, 6, t.join(", "));
      });
      // The words a screen reader hears say it too.
      assert.equal(await page.getByRole("button", { name: /^Video \d+ \(Silent copy\): Muted$/ }).count(), 1);
      await ctx.shot(page, "tools-copies-tagged");
    },
  },
  {
    name: "tools: cards come from the service's list; caption on a video with counter, position and preview",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openTools(ctx, size);
        const titles = (await page.locator(".tool-card-title").allInnerTexts()).map((s) => s.trim());
        assert.deepEqual(titles, [
          "Add a caption",
          "Trim a video",
          "Edit video",
          "Join clips",
          "Remove sound",
          "Describe a shot",
          "Remove background",
        ]);
        assert.match(await page.locator(".tool-card", { hasText: "Remove background" }).innerText(), /2 credits/);
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth)) <= size.width,
          "no sideways scrolling",
        );
        await ctx.shot(page, "tools-01-cards");
        assert.deepEqual(await ctx.axe(page), []);
      }
      const page = await openTools(ctx);
      await openTool(page, "Add a caption");
      assert.equal(await runText(page), "Add caption", "no cost before a choice");
      assert.ok(await runButton(page).isDisabled());
      await pickVideo(page, 0);
      const text = page.getByLabel("2. Caption text");
      await text.fill("x".repeat(134));
      await eventually(async () =>
        assert.deepEqual(await fieldErrors(page), ["Text can be at most 120 characters (you have 134)"]),
      );
      assert.match(await page.locator("#overlay-count").innerText(), /134 \/ 120/);
      assert.ok(await runButton(page).isDisabled(), "refused in the form");
      await text.fill("   ");
      await text.blur();
      await eventually(async () => assert.deepEqual(await fieldErrors(page), ["Text can't be empty"]));
      await text.fill("Three tips for a calmer morning");
      await page.getByRole("radio", { name: "Top" }).check();
      await noPublishedPrice(page, "Add caption");
      const caption = page.getByTestId("overlay-caption");
      assert.equal(await caption.textContent(), "Three tips for a calmer morning");
      assert.match((await caption.getAttribute("class")) ?? "", /pos-top/);
      await eventually(async () => assert.deepEqual(await fieldErrors(page), []));
      await ctx.shot(page, "tools-02-caption-preview");
      assert.deepEqual(await ctx.axe(page), []);
      // Never lose work: the caption, its position and the chosen video survive a reload.
      await page.waitForTimeout(700);
      await page.reload();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
      await openTool(page, "Add a caption");
      await eventually(async () =>
        assert.equal(await page.getByLabel("2. Caption text").inputValue(), "Three tips for a calmer morning"),
      );
      await eventually(async () => assert.equal(await page.locator(".tool-pick[aria-pressed='true']").count(), 1));
      assert.ok(await page.getByRole("radio", { name: "Top" }).isChecked());
      await noPublishedPrice(page, "Add caption");
      await page.setViewportSize({ width: 900, height: 700 });
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 900, "no sideways scrolling");
      await ctx.shot(page, "tools-02-caption-preview");
      await page.setViewportSize({ width: 1280, height: 800 });
      await runButton(page).click();
      await page.getByRole("heading", { name: "With caption" }).waitFor();
      await resultPlays(page);
      const call = (await spends(page, "tool")).map((r) => r.request);
      assert.equal(call.length, 1);
      assert.equal(call[0].tool, "overlay_text");
      assert.equal(call[0].request.position, "top");
      assert.match(
        call[0].request.videoUrl,
        /^https:\/\/cdn\.example\.com\//,
        "the service URL, never the loopback one",
      );
      assert.equal(call[0].request.imageUrl, null);
      await ctx.shot(page, "tools-03-caption-result");
    },
  },
  {
    name: "toasts never cover a spend button: over the Tools side column they move to the left",
    async run(ctx) {
      // 700 px high (the smallest window the screens are made for): the side column's button is where the
      // toasts would be, both beside the fields (1280) and under them (900).
      for (const size of [
        { width: 1280, height: 700 },
        { width: 900, height: 700 },
      ]) {
        const page = await openTools(ctx, size);
        await openTool(page, "Add a caption");
        await pickVideo(page, 0);
        await page.getByLabel("2. Caption text").fill("Three tips for a calmer morning");
        await eventually(async () => assert.ok(await runButton(page).isEnabled()));
        // Four pictures fail while the form is open: four toasts (one per failure, each with its reason; pictures
        // finishing together would share one): the newest three shown, the oldest folded into one line.
        await page.evaluate(async () => {
          const request = { simplePrompt: "a calm morning that will fail", numImages: 1, formData: {} };
          for (let i = 0; i < 4; i++)
            await window.__TAURI_INTERNALS__.invoke("spend", {
              intent: `t${i}`,
              request: { kind: "image", provider: "grok-image", request, reference: null },
            });
        });
        const folded = page.getByRole("button", { name: "Show 1 earlier message" });
        await eventually(
          async () => {
            assert.equal(await page.locator(".toast").count(), 3);
            assert.ok(await folded.isVisible());
          },
          { timeout: 15000 },
        );
        // The button where a WebDriver click (and a person's scroll) often puts it: the middle of the window.
        await runButton(page).evaluate((b) => b.scrollIntoView({ block: "center" }));
        await eventually(
          async () => {
            assert.equal(await page.locator(".toast").count(), 3, "three toasts are still shown");
            const [stack, button] = await Promise.all([
              page.locator(".toasts").boundingBox(),
              runButton(page).boundingBox(),
            ]);
            const apart =
              stack.x + stack.width <= button.x ||
              button.x + button.width <= stack.x ||
              stack.y + stack.height <= button.y ||
              button.y + button.height <= stack.y;
            assert.ok(apart, `the toasts ${JSON.stringify(stack)} cover the button ${JSON.stringify(button)}`);
          },
          { timeout: 3000 },
        );
        await ctx.shot(page, `tools-toasts-beside-the-button-${size.width}`);
        // The folded one opens: all four, its reason too.
        await folded.click();
        await eventually(async () => assert.equal(await page.locator(".toast").count(), 4));
        assert.equal(await folded.count(), 0);
        await ctx.shot(page, `tools-toasts-unfolded-${size.width}`);
        for (let i = 0; i < 4; i++)
          await page.locator(".toast").getByRole("button", { name: "Dismiss" }).first().click();
        // The click reaches the button (Playwright refuses a click that something else would take).
        await runButton(page).click({ timeout: 3000 });
        await page.getByRole("heading", { name: "With caption" }).waitFor();
      }
    },
  },
  {
    name: "tools: trim on a real player — handles, numeric fields, end after start, start not below 0",
    async run(ctx) {
      const page = await openTools(ctx);
      await openTool(page, "Trim a video");
      await pickVideo(page, 1);
      const player = page.locator("video.trim-player");
      await eventually(async () => assert.ok(Number(await player.getAttribute("data-duration")) > 0), {
        timeout: 15000,
      });
      const duration = Number(await player.getAttribute("data-duration"));
      const start = page.getByLabel("Start (seconds)");
      const end = page.getByLabel("End (seconds)");
      assert.equal(await end.inputValue(), String(Math.round(duration * 10) / 10), "end starts at the clip's length");
      await start.fill("2");
      await end.fill("1");
      await eventually(async () =>
        assert.deepEqual(await fieldErrors(page), ["End time must be after the start time"]),
      );
      assert.ok(await runButton(page).isDisabled());
      await start.fill("-1");
      await eventually(async () => assert.deepEqual(await fieldErrors(page), ["Start time can't be before 0 seconds"]));
      await start.fill("");
      await eventually(async () => assert.ok((await fieldErrors(page)).includes("Enter a number of seconds")));
      // The start handle moves with the keyboard and writes the numeric field.
      await start.fill("0");
      await end.fill("2.5");
      const handle = page.getByRole("slider", { name: "Start handle" });
      await handle.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      await eventually(async () => assert.equal(await start.inputValue(), "0.5"));
      await eventually(async () => assert.match(await page.getByTestId("trim-length").innerText(), /Keeps 2 s/));
      await noPublishedPrice(page, "Trim video");
      assert.deepEqual(await fieldErrors(page), []);
      // The clip and both times are kept as a draft.
      await page.waitForTimeout(700);
      await page.reload();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
      await openTool(page, "Trim a video");
      await eventually(async () => assert.equal(await page.getByLabel("Start (seconds)").inputValue(), "0.5"));
      assert.equal(await page.getByLabel("End (seconds)").inputValue(), "2.5");
      await eventually(
        async () => assert.ok(Number(await page.locator("video.trim-player").getAttribute("data-duration")) > 0),
        { timeout: 15000 },
      );
      await noPublishedPrice(page, "Trim video");
      await ctx.shot(page, "tools-04-trim");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "tools-04-trim");
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.deepEqual(await ctx.axe(page), []);
      await runButton(page).click();
      await page.getByRole("heading", { name: "Trimmed video" }).waitFor();
      await resultPlays(page);
      const [{ request: trim }] = await spends(page, "tool");
      const req = trim.request;
      assert.deepEqual([req.startTime, req.endTime], [0.5, 2.5]);
    },
  },
  {
    name: "tools: join 2-5 clips — counts refused, reorder by keyboard and pointer, order preview",
    async run(ctx) {
      const page = await openTools(ctx);
      await openTool(page, "Join clips");
      await pickVideo(page, 0);
      await eventually(async () =>
        assert.deepEqual(await fieldErrors(page), ["Choose 2 to 5 clips to join (you have 1)"]),
      );
      for (let i = 1; i < 6; i++) await pickVideo(page, i);
      await eventually(async () =>
        assert.deepEqual(await fieldErrors(page), ["Choose 2 to 5 clips to join (you have 6)"]),
      );
      assert.ok(await runButton(page).isDisabled());
      for (let i = 3; i < 6; i++) await pickVideo(page, i); // unpick: 3 clips left
      await eventually(async () => assert.deepEqual(await fieldErrors(page), []));
      const order = async () =>
        page.locator(".clip-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-clip-id")));
      const first = await order();
      // Keyboard: the first clip's handle, ArrowDown twice -> it goes last, focus follows it.
      await page.locator(".clip-handle").first().focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await eventually(async () => assert.deepEqual(await order(), [first[1], first[2], first[0]]));
      assert.match(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""), /^Clip 3:/);
      // Pointer: drag the last clip's handle onto the first row (the whole list in view first: the
      // picker above it is taller than the window at some sizes).
      await page.locator(".clip-row").last().scrollIntoViewIfNeeded();
      await page.locator(".clip-row").first().scrollIntoViewIfNeeded();
      const handle = page.locator(".clip-handle").nth(2);
      const hb = await handle.boundingBox();
      const rb = await page.locator(".clip-row").first().boundingBox();
      await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
      await page.mouse.down();
      await page.mouse.move(hb.x + hb.width / 2, rb.y + rb.height / 2 + 10, { steps: 6 });
      await page.mouse.move(hb.x + hb.width / 2, rb.y + rb.height / 2, { steps: 3 });
      await page.mouse.up();
      await eventually(async () => assert.deepEqual(await order(), [first[0], first[1], first[2]]));
      // The order preview follows the list.
      const strip = await page.getByTestId("order-strip").locator(".visually-hidden").allInnerTexts();
      assert.equal(strip.length, 3);
      assert.match(strip[0], /^Clip 1:/);
      await noPublishedPrice(page, "Join clips");
      await ctx.shot(page, "tools-05-stitch");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "tools-05-stitch");
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.deepEqual(await ctx.axe(page), []);
      await runButton(page).click();
      await page.getByRole("heading", { name: "Joined video" }).waitFor();
      await resultPlays(page);
      const [{ request: stitch }] = await spends(page, "tool");
      const urls = stitch.request.videoUrls;
      assert.deepEqual(
        urls,
        first.map((id) => `https://cdn.example.com/${id}.mp4`),
        "sent in the chosen order",
      );
    },
  },
  {
    name: "tools → music: a silent copy is offered for music, tagged, and said to get its music on this computer",
    async run(ctx) {
      const page = await openTools(ctx);
      await openTool(page, "Remove sound");
      await pickVideo(page, 0);
      await runButton(page).click();
      await page.getByRole("heading", { name: "Without sound" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Music", exact: true }).click();
      await page.getByRole("tab", { name: /Add music to a video/ }).click();
      const copy = page.getByRole("radio", { name: /silent copy$/ });
      await copy.waitFor({ timeout: 8000 });
      assert.equal(await page.locator(".source-tag").count(), 1, "only the copy is tagged");
      assert.equal(await page.getByTestId("mix-here").count(), 0);
      await page.locator("label", { has: copy }).click();
      assert.ok(await copy.isChecked());
      assert.match(
        await page.getByTestId("mix-here").innerText(),
        /gets its music on this computer: the service adds music only to videos it made itself/,
      );
      await ctx.shot(page, "tools-08-silent-copy-to-music");
    },
  },
  {
    name: "tools: remove sound, shot prompt (copy, use as prompt), remove background (2 credits, checkerboard)",
    async run(ctx) {
      const page = await openTools(ctx);
      await openTool(page, "Remove sound");
      await pickVideo(page, 0);
      await noPublishedPrice(page, "Remove sound");
      await runButton(page).click();
      await page.getByRole("heading", { name: "Without sound" }).waitFor();
      await resultPlays(page);

      await page.getByRole("button", { name: "← All tools" }).click();
      await openTool(page, "Remove background");
      await page.locator(`.tool-pick[data-kind="image"]`).first().click();
      // The silent copy had no published price; the Sandbox took 2 for it, as its balance shows.
      await eventually(async () => assert.match(await page.getByTestId("balance").innerText(), /118 credits/));
      await eventually(async () => assert.equal(await runText(page), "Remove background · 2 credits"));
      assert.match(await page.getByTestId("tool-cost").innerText(), /You'll have 116 credits left/);
      await runButton(page).click();
      await page.getByRole("heading", { name: "Background removed" }).waitFor();
      assert.equal(await page.locator(".tool-result .checkerboard img").count(), 1);
      await eventually(async () => assert.match(await page.getByTestId("balance").innerText(), /116 credits/));
      await ctx.shot(page, "tools-06-remove-background");

      await page.getByRole("button", { name: "← All tools" }).click();
      await openTool(page, "Describe a shot");
      await page.locator(`.tool-pick[data-kind="image"]`).first().click();
      // "No image-generation credits" is not a price: the shot prompt has none published, and a job like the rest.
      await noPublishedPrice(page, "Write shot prompt");
      await runButton(page).click();
      const text = await page.getByTestId("shot-prompt").innerText();
      assert.match(text, /Medium close-up/);
      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByRole("button", { name: "✓ Copied" }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
      await ctx.shot(page, "tools-07-shot-prompt");
      assert.deepEqual(await ctx.axe(page), []);
      await page.getByRole("button", { name: "Use as prompt" }).click();
      const prompt = page.getByLabel("Describe your image");
      await prompt.waitFor();
      await eventually(async () => assert.equal(await prompt.inputValue(), text));
    },
  },
  {
    name: "tools: edit a video — described in words, no published price said, sent once, its video saved",
    async run(ctx) {
      const page = await openTools(ctx, SIZES[1]);
      await openTool(page, "Edit video");
      assert.equal(await runText(page), "Edit video", "no cost before a choice");
      assert.ok(await runButton(page).isDisabled());
      await page.getByText("Choose a video first.").waitFor();
      await pickVideo(page, 1);
      await page.getByText("Describe the edit.").waitFor();
      const words = page.getByLabel("2. Describe the edit");
      await words.fill("warmer colours and a slow zoom in");
      await noPublishedPrice(
        page,
        "Edit video",
        "The service publishes no price for editing a video: it may charge for it, and your balance will show what it took.",
      );
      await ctx.shot(page, "tools-edit-video-ready");
      assert.deepEqual(await ctx.axe(page), []);
      await runButton(page).dblclick();
      await page.getByTestId("edit-video-job").waitFor();
      const sent = await spends(page, "video_edit");
      assert.equal(sent.length, 1, "a double click edits once");
      assert.deepEqual(Object.keys(sent[0].request).sort(), ["prompt", "videoId"]);
      assert.equal(sent[0].request.prompt, "warmer colours and a slow zoom in");
      await ctx.shot(page, "tools-edit-video-running");
      await page.locator(".tool-result", { hasText: "Edited video" }).locator("video").waitFor();
      await resultPlays(page);
      await ctx.shot(page, "tools-edit-video-done");
      // The tray names it, and "Open these settings" brings the same video and words back.
      await page.locator("button", { hasText: "All tools" }).click();
      await page.locator(".tray-button").click();
      const tray = page.locator("#job-tray");
      const done = tray.getByTestId("job").filter({ hasText: "Edited video" });
      await done.getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { name: "Edit video", level: 1 }).waitFor();
      await page.getByText(/Filled in from/).waitFor();
      assert.equal(await page.getByText(/no longer in your library/).count(), 0, "the video was found");
      assert.equal(await page.getByLabel("2. Describe the edit").inputValue(), "warmer colours and a slow zoom in");
      assert.equal(await page.locator(`.tool-pick[data-kind="video"][aria-pressed="true"]`).count(), 1);
      await ctx.shot(page, "tools-edit-video-settings");
    },
  },
  {
    name: "tools: no published price is said on the card, the button, the tray, Make again and the lightbox — never 0 credits",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openTools(ctx, size);
        const card = (title) => page.locator(".tool-card", { hasText: title }).innerText();
        assert.match(await card("Trim a video"), /Price not published/);
        assert.match(await card("Describe a shot"), /Price not published/);
        assert.match(await card("Add a caption"), /Free on pictures · on videos, price not published/);
        assert.doesNotMatch(await page.locator(".tool-cards").innerText(), /\b0 credits\b|No image credits/);
        await openTool(page, "Remove sound");
        await pickVideo(page, 0);
        await noPublishedPrice(page, "Remove sound");
        await runButton(page).scrollIntoViewIfNeeded();
        await ctx.shot(page, "tools-unpriced-button");
        await runButton(page).click();
        await page.getByRole("heading", { name: "Without sound" }).waitFor();
        // The tray: the job's price is not published (never "0 credits" or "Charged"), and Make again says so
        // before anything is sent.
        const tray = await openTray(page);
        const job = tray.getByTestId("job").first();
        await eventually(async () => assert.match(await job.innerText(), /Done[\s\S]*· Price not published/));
        assert.doesNotMatch(await job.innerText(), /\b0 credits\b|\bFree\b|Charged/);
        await job.getByRole("button", { name: "Make again…" }).click();
        const cost = job.getByTestId("retry-cost");
        await cost.waitFor();
        // The Sandbox took 2 credits for the silent copy (the strict profile's charge for an unpublished price).
        assert.match(await cost.innerText(), /^Price not published · you have 118 now$/);
        const panel = job.locator(".job-retry-panel");
        assert.match(await panel.innerText(), /The service publishes no price for this: it may charge for it/);
        await panel.getByRole("button", { name: "Make again — price not published" }).waitFor();
        assert.doesNotMatch(await panel.innerText(), /\b0 credits\b|\bfree\b/i);
        await ctx.shot(page, "tray-unpriced-make-again");
        await panel.getByRole("button", { name: "Cancel" }).click();
        await page.keyboard.press("Escape");
        // The lightbox: an estimate is never called a charge; the balance drop is said as a measurement.
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
        await page.locator('.gallery-grid .thumb[data-index="0"]').click();
        const dialog = page.locator("dialog.lightbox");
        await eventually(async () =>
          assert.equal(
            await dialog.getByTestId("meta-cost").innerText(),
            "Price not published; the balance went down 2 credits around the send",
          ),
        );
        await ctx.shot(page, "gallery-unpriced-details");
      }
    },
  },
];
