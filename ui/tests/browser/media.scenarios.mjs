// Browser scenarios for the Video and Music screens (issue 6: video, avatar, music, mix, playback)
// against the fake backend (tests/fake-media.ts). Media URLs point at the runner's stand-in media
// server, which answers .mp4 / .m4a with real files (tests/fixtures), so the players really play.
import assert from "node:assert/strict";
import { SIZES, text, estimates, spends, generateButton, buttonText } from "./helpers.mjs";

const STUDIO = { mode: "sandbox", tier: "studio", credits: 500, seedImages: 3, jobMs: 1200 };

async function eventually(fn, { timeout = 6000, interval = 50 } = {}) {
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

const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
/** Waits until the player has loaded the file and knows its length (> 0 s). */
async function plays(player) {
  await eventually(
    async () => {
      const d = await player.evaluate((el) => el.duration);
      assert.ok(Number.isFinite(d) && d > 0, `duration ${d}`);
    },
    { timeout: 10000 },
  );
  // Scrubbing: seek and read the position back.
  await player.evaluate((el) => (el.currentTime = Math.min(1, el.duration / 2)));
  await eventually(async () => assert.ok((await player.evaluate((el) => el.currentTime)) > 0));
}
/** How many `spend` calls of one kind the fake received. */
const noCalls = async (page, kind) => (await spends(page, kind)).length;

/** Clicks a picture card (as a person does) and waits until its radio is checked. */
async function pick(page, name) {
  const radio = page.getByRole("radio", { name });
  await radio.locator("xpath=..").click();
  await eventually(async () => assert.ok(await radio.isChecked(), `${name} is chosen`));
}

async function openVideo(ctx, opts = {}) {
  const page = await ctx.open({ ...opts, config: { ...STUDIO, ...(opts.config ?? {}) } });
  await nav(page, "Video").click();
  await page.getByRole("heading", { name: "Video" }).waitFor();
  return page;
}

async function makeSeedance(page, seconds) {
  await pick(page, /^Picture 1:/);
  await page.getByRole("radio", { name: /Seedance/ }).check({ force: true });
  await page.getByLabel("Length in seconds").fill(String(seconds));
  await page.getByLabel("Describe the motion").fill("she turns and smiles");
}

export const scenarios = [
  {
    name: "video: makers side by side — the total and each maker's part before sending, one press by a double click, played in step",
    async run(ctx) {
      const page = await openVideo(ctx);
      await pick(page, /^Picture 1:/);
      await page.getByLabel("Describe the motion").fill("waves roll in");
      await page.getByLabel("Compare makers side by side").check();
      // Seedance (the form's maker) is ticked; tick Grok Video too.
      const grok = page.getByRole("checkbox", { name: /Grok Video/ });
      await grok.check({ force: true });
      await page.getByLabel("Length in seconds").fill("5");
      // The total before sending: 5 s × 2 + 5 s × 1 = 15, Studio's 10% off each (9 + 5 = 14).
      await buttonText(page, "Make 2 videos — 14 credits");
      const parts = page.getByRole("list", { name: "Each maker's price" });
      await eventually(async () =>
        assert.match(await text(parts), /Seedance\s*9 credits[\s\S]*Grok Video\s*5 credits/),
      );
      // A length one of them can't make is refused in the form, before anything is sent.
      await page.getByLabel("Length in seconds").fill("13");
      await eventually(async () => assert.match(await text(parts), /Seedance videos can be 4 to 12 seconds long/));
      await page.getByLabel("Length in seconds").fill("5");
      await buttonText(page, "Make 2 videos — 14 credits");
      // A fifth maker can't be ticked past four.
      for (const name of [/Sora/, /Wan/]) await page.getByRole("checkbox", { name }).check({ force: true });
      assert.ok(await page.getByRole("checkbox", { name: /Veo/ }).isDisabled(), "at most four");
      for (const name of [/Sora/, /Wan/]) await page.getByRole("checkbox", { name }).uncheck({ force: true });
      await buttonText(page, "Make 2 videos — 14 credits");
      await ctx.shot(page, "32-video-compare-form");
      await generateButton(page).dblclick();
      const group = page.getByTestId("recent-compare");
      await group.waitFor();
      assert.equal(await noCalls(page, "video_compare"), 1, "a double click is one press");
      const cells = group.locator(".side-by-side-cell");
      assert.equal(await cells.count(), 2);
      await eventually(
        async () => {
          assert.equal(await cells.nth(0).getAttribute("data-status"), "completed");
          assert.equal(await cells.nth(1).getAttribute("data-status"), "completed");
        },
        { timeout: 10000 },
      );
      const videos = group.locator("video");
      await plays(videos.nth(0));
      await plays(videos.nth(1));
      await eventually(async () => assert.match(await text(page.getByTestId("balance")), /486 credits/));
      // One scrubber takes both to the same moment; one Play plays both; only one is heard.
      await group.getByLabel("Position in every video").fill("1.5");
      const times = await videos.evaluateAll((vs) => vs.map((v) => v.currentTime));
      assert.ok(Math.abs(times[0] - 1.5) < 0.1 && Math.abs(times[1] - 1.5) < 0.1, `${times}`);
      await group.getByRole("button", { name: "Play all" }).click();
      await eventually(async () =>
        assert.deepEqual(await videos.evaluateAll((vs) => vs.map((v) => !v.paused || v.ended)), [true, true]),
      );
      // The sound is the first maker's; choosing the other's moves it there.
      const muted = () => videos.evaluateAll((vs) => vs.map((v) => v.muted));
      assert.deepEqual(await muted(), [false, true]);
      const second = await cells.nth(1).locator("figcaption strong").innerText();
      await group.getByLabel("Sound from").selectOption({ label: second });
      await eventually(async () => assert.deepEqual(await muted(), [true, false]));
      await group.getByRole("button", { name: "Pause all" }).click();
      assert.deepEqual(await videos.evaluateAll((vs) => vs.map((v) => v.paused)), [true, true]);
      assert.deepEqual(await ctx.axe(page), []);
      await group.scrollIntoViewIfNeeded();
      await ctx.shot(page, "33-video-compare-done");
    },
  },
  {
    name: "video: gallery picture -> seedance 6 s, cost with the Studio discount before submitting, then it plays",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openVideo(ctx, size);
        // The six standard makers, each with its rate and length range.
        const cards = page.locator("#field-provider .provider-card");
        assert.equal(await cards.count(), 6);
        assert.match(await text(cards.filter({ hasText: "Seedance" })), /2 credits per second[\s\S]*4–12 s/);
        // The spec gives no range for Sora: said so, not shown as a fact.
        assert.match(await text(cards.filter({ hasText: "Sora" })), /length not published/);
        assert.match(await text(cards.filter({ hasText: "Grok Video" })), /1 credit per second[\s\S]*1–15 s/);
        assert.match(await text(cards.filter({ hasText: "Kling Motion" })), /1–30 s|5–30 s/);
        await makeSeedance(page, 6);
        await buttonText(page, "Make video — 11 credits");
        assert.match(
          await text(page.getByTestId("cost-breakdown")),
          /6 s × 2 credits = 12 credits, Studio discount −10%: 11 credits\. You'll have 489 credits left/,
        );
        // Premium: 4 per second for every maker.
        await page.getByLabel(/Premium quality/).check();
        await buttonText(page, "Make video — 22 credits");
        await page.getByLabel(/Premium quality/).uncheck();
        await buttonText(page, "Make video — 11 credits");
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "30-video-motion");
        await generateButton(page).click();
        const item = page.getByTestId("recent-media").first();
        await item.waitFor();
        await eventually(async () => assert.equal(await item.getAttribute("data-status"), "completed"));
        const video = item.locator("video");
        await plays(video);
        await eventually(async () => assert.match(await text(item), /Video · 0:03/));
        await eventually(async () => assert.match(await text(page.getByTestId("balance")), /489 credits/));
        await page.keyboard.press("Escape");
        await item.scrollIntoViewIfNeeded();
        await ctx.shot(page, "31-video-done");
        // The gallery shows the video too, and plays it large.
        await nav(page, "Gallery").click();
        await eventually(async () =>
          assert.match(await text(page.locator(".screen .muted").first()), /3 images and 1 video/),
        );
        await page.getByRole("button", { name: /^Open video 1:/ }).click();
        const dialog = page.getByRole("dialog", { name: /Video 1 of 4/ });
        await dialog.waitFor();
        await plays(dialog.locator("video"));
        await ctx.shot(page, "31b-gallery-video");
        await page.keyboard.press("Escape");
      }
    },
  },
  {
    name: "video: every out-of-range length is refused in the form with a message; Kling Motion asks for a reference video",
    async run(ctx) {
      const page = await openVideo(ctx);
      await makeSeedance(page, 13);
      const err = page.locator("#duration-err");
      await eventually(async () =>
        assert.equal(await text(err), "⚠ Seedance videos can be 4 to 12 seconds long (you asked for 13)"),
      );
      const slider = page.getByLabel("Length slider");
      assert.deepEqual([await slider.getAttribute("min"), await slider.getAttribute("max")], ["4", "12"]);
      await page.getByLabel("Length in seconds").fill("3");
      await eventually(async () => assert.match(await text(err), /you asked for 3/));
      await generateButton(page).click();
      await eventually(async () =>
        assert.equal(await page.evaluate(() => document.activeElement?.id), "video-duration"),
      );
      assert.equal(await noCalls(page, "video"), 0, "nothing was sent");
      // Grok Video 1-15: the control follows the maker.
      await page.getByRole("radio", { name: /Grok Video/ }).check({ force: true });
      assert.deepEqual([await slider.getAttribute("min"), await slider.getAttribute("max")], ["1", "15"]);
      await page.getByLabel("Length in seconds").fill("16");
      await eventually(async () =>
        assert.match(await text(err), /Grok Video videos can be 1 to 15 seconds long \(you asked for 16\)/),
      );
      // Kling Motion 5-30: no motion prompt, a reference video instead.
      await page.getByRole("radio", { name: /Kling Motion/ }).check({ force: true });
      assert.deepEqual([await slider.getAttribute("min"), await slider.getAttribute("max")], ["5", "30"]);
      await page.getByLabel("Length in seconds").fill("31");
      await eventually(async () =>
        assert.match(await text(err), /Kling Motion videos can be 5 to 30 seconds long \(you asked for 31\)/),
      );
      assert.equal(await page.getByLabel("Describe the motion").count(), 0);
      await page.getByLabel("Length in seconds").fill("10");
      await generateButton(page).click();
      await eventually(async () =>
        assert.match(
          await text(page.locator("#referenceVideoUrl-err")),
          /Kling Motion needs a reference video to copy the motion from/,
        ),
      );
      assert.equal(await noCalls(page, "video"), 0);
      await ctx.shot(page, "32-video-kling-motion-errors");
      await page.getByLabel("Video to copy the motion from").fill("https://example.com/dance.mp4");
      await buttonText(page, "Make video — 9 credits");
    },
  },
  {
    name: "avatar: 300 characters of dialogue shows 20 s and its cost before submitting",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openVideo(ctx, size);
        await page.getByRole("tab", { name: /Talking avatar/ }).click();
        const cards = page.locator("#field-provider .provider-card");
        assert.equal(await cards.count(), 3);
        await pick(page, /^Picture 2:/);
        const meter = page.getByTestId("dialogue-meter");
        await page.getByLabel("What they say").fill("a".repeat(150));
        await eventually(async () =>
          assert.equal(await text(meter), "150 characters · about 10 s of video · 9 credits"),
        );
        await page.getByLabel("What they say").fill("Hello! ".repeat(42) + "Bye!!!");
        await eventually(async () =>
          assert.equal(await text(meter), "300 characters · about 20 s of video · 18 credits"),
        );
        await page.getByLabel("Describe the scene").fill("talking to the camera in a bright kitchen");
        await buttonText(page, "Make avatar video — 18 credits");
        assert.match(
          await text(page.getByTestId("cost-breakdown")),
          /20 s × 1 credit = 20 credits, Studio discount −10%: 18 credits/,
        );
        // A picked voice: id + service; a recording with its length sets the cost instead.
        await page.getByText("A voice I picked").click();
        await page.getByLabel("Voice id").fill("21m00Tcm4TlvDq8ikWAM");
        // The voice service is a choice of two shown side by side, not a dropdown.
        await page.getByText("Fish Audio", { exact: true }).click();
        assert.ok(await page.getByRole("radio", { name: "Fish Audio" }).isChecked());
        await eventually(async () => {
          const sent = (await estimates(page, "avatar")).at(-1).request;
          assert.equal(sent.voiceId, "21m00Tcm4TlvDq8ikWAM");
          assert.equal(sent.voiceProvider, "fish-audio");
        });
        await page.getByRole("radio", { name: /VEED Fabric/ }).check({ force: true });
        await buttonText(page, "Make avatar video — 36 credits");
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "33-video-avatar");
        // A recording of the words: the spec prices no recording, so no price; its length is asked and
        // gives what it would cost if charged by it, in words.
        await page.getByText("A recording of the words").click();
        await page.getByLabel("Link to the recording").fill("https://example.com/voice.mp3");
        await generateButton(page).click();
        await eventually(async () =>
          assert.match(
            await text(page.locator("#field-recordingSeconds")),
            /Say how long the recording is, so the price can be worked out/,
          ),
        );
        await page.getByLabel("How long is the recording? (seconds)").fill("42.5");
        // 43 s of VEED Fabric at 2/s = 86, Studio −10% = 78.
        await buttonText(page, "Make avatar video — price not published");
        await eventually(async () =>
          assert.match(await text(page.locator(".action-bar")), /78 credits if it charges the recording's 43 seconds/),
        );
        assert.doesNotMatch(await text(page.locator(".action-bar")), /You'll have/);
        assert.equal((await spends(page, "avatar")).length, 0, "nothing sent while the length was missing");
        await page.getByText("Change the voice of a recording").click();
        await page.getByLabel("Link to the recording").fill("https://example.com/take.mp3");
        await page.getByLabel("Its length in seconds").fill("7.2");
        await buttonText(page, "Make avatar video — 15 credits");
        await generateButton(page).click();
        const item = page.getByTestId("recent-media").first();
        await eventually(async () => assert.equal(await item.getAttribute("data-status"), "completed"));
        await plays(item.locator("video"));
      }
    },
  },
  {
    name: "music: 30 s costs 5, more than 300 s is refused, the track plays",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: STUDIO });
        await nav(page, "Music").click();
        await page.getByRole("heading", { name: "Music" }).waitFor();
        await page.getByLabel("Describe the music").fill("calm lo-fi beat with soft piano");
        await page.getByLabel("Length in seconds").fill("301");
        await eventually(async () =>
          assert.match(
            await text(page.locator("#duration-err")),
            /at most 5 minutes \(300 seconds\); you asked for 301 seconds/,
          ),
        );
        await generateButton(page).click();
        assert.equal(await noCalls(page, "music"), 0);
        await page.getByLabel("Length in seconds").fill("15");
        await buttonText(page, "Make music — 2 credits");
        await page.getByLabel("Length in seconds").fill("45");
        await buttonText(page, "Make music — 8 credits");
        await page.getByLabel("Length in seconds").fill("30");
        await buttonText(page, "Make music — 5 credits");
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "34-music");
        // An impatient double click is one press: one track, one charge.
        await generateButton(page).dblclick();
        const item = page.getByTestId("recent-media").first();
        await eventually(async () => assert.equal(await item.getAttribute("data-status"), "completed"));
        assert.equal(await noCalls(page, "music"), 1, "a double click sends one request");
        assert.equal(await page.getByTestId("recent-media").count(), 1);
        await plays(item.locator("audio"));
        // The toast doesn't offer "Open Music" on the Music screen itself; elsewhere it does.
        const ready = page.locator(".toast").filter({ hasText: "Your music track is ready" });
        await ready.waitFor();
        assert.equal(await ready.getByRole("button", { name: "Open Music" }).count(), 0);
        await nav(page, "Home").click();
        await ready.getByRole("button", { name: "Open Music" }).click();
        await page.getByRole("heading", { level: 1, name: "Music" }).waitFor();
        await page.keyboard.press("Escape");
        await ctx.shot(page, "35-music-done");
      }
    },
  },
  {
    name: "music: the style preset offers common styles as chips and still takes any words typed",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: STUDIO });
        await nav(page, "Music").click();
        await page.getByRole("heading", { name: "Music" }).waitFor();
        await page.getByLabel("Describe the music").fill("calm beat for a morning vlog");
        const box = page.getByLabel("Style preset (optional)");
        const styles = page.getByRole("group", { name: "Suggested styles" });
        const chip = (name) => styles.getByRole("button", { name, exact: true });
        const pressed = () => styles.locator('[aria-pressed="true"]').allInnerTexts();
        assert.ok((await styles.getByRole("button").count()) >= 6);
        // A chip fills the box with its words, and shows chosen; another replaces it.
        await chip("Lo-fi").click();
        assert.equal(await box.inputValue(), "lo-fi");
        assert.deepEqual(await pressed(), ["Lo-fi"]);
        await eventually(async () => assert.equal((await estimates(page, "music")).at(-1)?.request.preset, "lo-fi"));
        await chip("Cinematic").click();
        assert.equal(await box.inputValue(), "cinematic");
        assert.deepEqual(await pressed(), ["Cinematic"]);
        await ctx.shot(page, "34b-music-styles");
        assert.deepEqual(await ctx.axe(page), []);
        // Pressed again, a chip takes its words back out.
        await chip("Cinematic").click();
        assert.equal(await box.inputValue(), "");
        // Words of one's own: nothing shows chosen, and they are sent as typed.
        await box.fill("dreamy synthwave with rain sounds");
        assert.deepEqual(await pressed(), []);
        await buttonText(page, "Make music — 5 credits");
        await generateButton(page).click();
        await eventually(async () => assert.equal(await noCalls(page, "music"), 1));
        assert.equal((await spends(page, "music"))[0].request.preset, "dreamy synthwave with rain sounds");
        // Typed words that match a chip show it chosen.
        await box.fill("Jazz");
        assert.deepEqual(await pressed(), ["Jazz"]);
      }
    },
  },
  {
    name: "mix: only finished own items are offered, a video still being made is explained, the result plays beside the original",
    async run(ctx) {
      // The video stays being made until the test releases it: the waiting line is looked at, not raced.
      const page = await openVideo(ctx, { config: { holdJobs: ["video"] } });
      await makeSeedance(page, 6);
      await buttonText(page, "Make video — 11 credits");
      await generateButton(page).click();
      await nav(page, "Music").click();
      await page.getByLabel("Describe the music").fill("upbeat synth pop");
      await buttonText(page, "Make music — 5 credits");
      await generateButton(page).click();
      await page.getByRole("tab", { name: /Add music to a video/ }).click();
      const waiting = page.getByTestId("mix-waiting");
      await eventually(async () =>
        assert.match(await text(waiting), /Video · Seedance: .*It appears above when it's finished/),
      );
      assert.equal(
        await page.getByRole("radio", { name: /^Video 1:/ }).count(),
        0,
        "a video being made is not offered",
      );
      await page.keyboard.press("Escape");
      await ctx.shot(page, "36-mix-waiting");
      await page.evaluate(() => window.__fake.release("video"));
      await page.getByRole("radio", { name: /^Video 1:/ }).waitFor({ timeout: 8000 });
      await page.getByRole("radio", { name: /^Track 1:/ }).waitFor({ timeout: 8000 });
      await eventually(async () => assert.equal(await waiting.count(), 0));
      await generateButton(page).click();
      assert.match(await text(page.locator("#videoId-err")), /Choose the video/);
      // A person clicks the video's card (its radio is visually hidden).
      const video1 = page.getByRole("radio", { name: /^Video 1:/ });
      await page.locator("label", { has: video1 }).click();
      assert.ok(await video1.isChecked());
      await page.getByRole("radio", { name: /^Track 1:/ }).check();
      await generateButton(page).click();
      const pair = page.locator(".side-by-side video");
      await eventually(async () => assert.equal(await pair.count(), 2), { timeout: 8000 });
      await plays(pair.nth(0));
      await plays(pair.nth(1));
      assert.match(await text(page.locator(".side-by-side")), /Original · 0:03[\s\S]*With music · 0:03/);
      await page.locator(".mix-result").scrollIntoViewIfNeeded();
      await ctx.shot(page, "37-mix-result");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "37-mix-result");

      // "Open these settings" on the mixed video: the mix opens with its video (now the second newest, after
      // the mixed one) and its track chosen, each looked up in the library by id.
      await nav(page, "Gallery").click();
      await page.getByRole("button", { name: /^Open video 1:/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { name: "Music", level: 1 }).waitFor();
      await eventually(async () => assert.ok(await page.getByRole("radio", { name: /^Track 1:/ }).isChecked()));
      assert.ok(await page.getByRole("radio", { name: /^Video 2:/ }).isChecked());
      assert.equal(await page.getByRole("radio", { name: /^Video 1:/ }).isChecked(), false);
      assert.match(await text(page.getByTestId("recall-note")), /^Filled in from/);
    },
  },
];
