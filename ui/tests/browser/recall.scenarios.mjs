// "Open these settings" (issue 11, make again for every kind): from a result in the Gallery's lightbox,
// the Jobs tray or a screen's recent results, the form of its kind opens filled with the job's whole
// settings (jobs_settings, typed; fake: tests/fake-jobs.ts installSettingsFakes) and says where from.
import assert from "node:assert/strict";
import { eventually, generateButton, openTray, text } from "./helpers.mjs";

const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const notice = (page) => page.getByTestId("recall-note");
const checked = (loc) => eventually(async () => assert.ok(await loc.isChecked(), "checked"));
const value = (loc, v) => eventually(async () => assert.equal(await loc.inputValue(), v));

async function open(ctx, config = {}) {
  return ctx.open({ config: { mode: "sandbox", tier: "pro", credits: 500, seedImages: 3, jobMs: 600, ...config } });
}

/** Clicks a picture card and waits until its radio is checked. */
async function pick(page, name) {
  const radio = page.getByRole("radio", { name });
  await radio.locator("xpath=..").click();
  await checked(radio);
}

async function lightbox(page, name) {
  await nav(page, "Gallery").click();
  await page.getByRole("button", { name }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

const finished = (page) =>
  eventually(
    async () => assert.equal(await page.getByTestId("recent-media").first().getAttribute("data-status"), "completed"),
    {
      timeout: 8000,
    },
  );

export const scenarios = [
  {
    name: "open these settings: a motion video from the lightbox fills the whole Video form",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await pick(page, /^Picture 2:/);
      await page.getByRole("radio", { name: /Grok Video/ }).check({ force: true });
      await page.getByLabel("Length in seconds").fill("7");
      await page.getByRole("radio", { name: /Wide/ }).check({ force: true });
      await page.getByLabel("Describe the motion").fill("she turns to the window and smiles");
      await page.getByLabel(/Premium quality/).check();
      await page.getByLabel(/Use my words exactly/).check();
      await generateButton(page).click();
      await finished(page);
      // Typed since, then left: the click on "Open these settings" is what replaces it.
      await page.getByLabel("Describe the motion").fill("something else entirely");
      await pick(page, /^Picture 1:/);

      const dialog = await lightbox(page, /^Open video 1:/);
      await dialog.getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      assert.equal(await page.getByRole("tab", { name: /Motion video/ }).getAttribute("aria-selected"), "true");
      assert.match(
        await text(notice(page)),
        /Filled in from a video in the gallery\. Change anything, then make the video\./,
      );
      await checked(page.getByRole("radio", { name: /^Picture 2:/ }));
      await checked(page.getByRole("radio", { name: /Grok Video/ }));
      await checked(page.getByRole("radio", { name: /Wide/ }));
      await value(page.getByLabel("Length in seconds"), "7");
      await value(page.getByLabel("Describe the motion"), "she turns to the window and smiles");
      assert.ok(await page.getByLabel(/Premium quality/).isChecked());
      assert.ok(await page.getByLabel(/Use my words exactly/).isChecked());
      await ctx.shot(page, "recall-video");
      // What it was filled with is the form's draft now: it comes back without a notice.
      await page.getByText("Draft saved").waitFor();
      await nav(page, "Home").click();
      await nav(page, "Video").click();
      await value(page.getByLabel("Describe the motion"), "she turns to the window and smiles");
      assert.equal(await notice(page).count(), 0);
    },
  },
  {
    name: "open these settings: a video whose picture was deleted says so and keeps the rest",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await pick(page, /^Picture 1:/);
      await page.getByLabel("Describe the motion").fill("waves roll in");
      await generateButton(page).click();
      await finished(page);
      let dialog = await lightbox(page, /^Open image \d+: Sample picture 1/);
      await dialog.getByRole("button", { name: "Delete…", exact: true }).click();
      await page
        .getByRole("dialog", { name: /Delete this image/ })
        .getByRole("button", { name: "Delete at the service" })
        .click();
      await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
      await page.getByRole("button", { name: /^Open video 1:/ }).click();
      dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Open these settings" }).click();
      await eventually(async () =>
        assert.match(
          await text(notice(page)),
          /The picture it started from is no longer in your gallery\. Choose a picture to start from\./,
        ),
      );
      await value(page.getByLabel("Describe the motion"), "waves roll in");
      assert.equal(await page.locator(".source-card.selected").count(), 0);
      await ctx.shot(page, "recall-video-picture-gone");
    },
  },
  {
    name: "open these settings: an avatar spoken from a recording, from the Jobs tray, while Video is open",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await page.getByRole("tab", { name: /Talking avatar/ }).click();
      await pick(page, /^Picture 1:/);
      await page.getByRole("radio", { name: /VEED Fabric/ }).check({ force: true });
      await page.getByText("A recording of the words").click();
      await page.getByLabel("Link to the recording").fill("https://example.com/voice.mp3");
      await page.getByLabel("How long is the recording? (seconds)").fill("42.5");
      await page.getByLabel("Describe the scene").fill("talking to the camera in a bright kitchen");
      await generateButton(page).click();
      await finished(page);
      // The creator moved on to the other tab; the tray's click brings the avatar's form back.
      await page.getByRole("tab", { name: /Motion video/ }).click();

      const tray = await openTray(page);
      const job = tray.getByTestId("job").filter({ hasText: "Avatar video · VEED Fabric" });
      await job.getByRole("button", { name: "Open these settings" }).click();
      await eventually(async () => assert.equal(await page.locator("#job-tray").count(), 0, "the tray closes"));
      await eventually(async () =>
        assert.equal(await page.getByRole("tab", { name: /Talking avatar/ }).getAttribute("aria-selected"), "true"),
      );
      assert.match(await text(notice(page)), /Filled in from an avatar video in the Jobs tray\./);
      await checked(page.getByRole("radio", { name: /^Picture 1:/ }));
      await checked(page.getByRole("radio", { name: /VEED Fabric/ }));
      await checked(page.getByRole("radio", { name: "A recording of the words" }));
      await value(page.getByLabel("Link to the recording"), "https://example.com/voice.mp3");
      await value(page.getByLabel("How long is the recording? (seconds)"), "42.5");
      await value(page.getByLabel("Describe the scene"), "talking to the camera in a bright kitchen");
      // The recording's length comes back too: what it would cost if charged by it (no published price).
      await eventually(async () =>
        assert.match(await text(generateButton(page)), /Make avatar video — price not published/),
      );
      await eventually(async () =>
        assert.match(await text(page.locator(".action-bar")), /86 credits if it charges the recording's 43 seconds/),
      );
      await ctx.shot(page, "recall-avatar");
    },
  },
  {
    name: "open these settings: from the Jobs tray into the Video form already open fills it in place",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await pick(page, /^Picture 2:/);
      await page.getByRole("radio", { name: /Grok Video/ }).check({ force: true });
      await page.getByLabel("Length in seconds").fill("7");
      await page.getByLabel("Describe the motion").fill("she turns to the window and smiles");
      await generateButton(page).click();
      await finished(page);
      // Changed since, with words in the pictures' search, which no recall fills; and the screen marked, so a
      // screen drawn again from scratch would show.
      await page.getByLabel("Describe the motion").fill("something else entirely");
      await page.getByLabel("Length in seconds").fill("9");
      await page.getByLabel("Search your pictures").fill("Picture");
      await page.locator(".screen-with-bar").evaluate((el) => (el.dataset.kept = "yes"));

      const tray = await openTray(page);
      const job = tray.getByTestId("job").filter({ hasText: "Grok Video" }).first();
      await job.getByRole("button", { name: "Open these settings" }).click();
      await eventually(async () => assert.match(await text(notice(page)), /Filled in from .*Jobs tray\./));
      await value(page.getByLabel("Describe the motion"), "she turns to the window and smiles");
      await value(page.getByLabel("Length in seconds"), "7");
      // Filled in place: the search words typed stay, and it is the same screen (no remount).
      await value(page.getByLabel("Search your pictures"), "Picture");
      assert.equal(await page.locator(".screen-with-bar").getAttribute("data-kept"), "yes");
    },
  },
  {
    name: "open these settings: a music track from the screen's recent tracks",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Music").click();
      await page.getByLabel("Describe the music").fill("calm lo-fi beat with soft piano");
      await page.getByLabel("Length in seconds").fill("45");
      await page.getByLabel("Preset (optional)").fill("lofi");
      await generateButton(page).click();
      await finished(page);
      await page.getByLabel("Describe the music").fill("loud drums");
      await page.getByLabel("Length in seconds").fill("10");
      const recent = page.getByRole("region", { name: "Your recent tracks" });
      await recent.getByRole("button", { name: "Open these settings" }).first().click();
      await eventually(async () =>
        assert.match(
          await text(notice(page)),
          /Filled in from one of your recent tracks\. Change anything, then make the music\./,
        ),
      );
      await value(page.getByLabel("Describe the music"), "calm lo-fi beat with soft piano");
      await value(page.getByLabel("Length in seconds"), "45");
      await value(page.getByLabel("Preset (optional)"), "lofi");
    },
  },
  {
    name: "open these settings: a slide in the lightbox fills the slideshow form, its slides and text style",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 0 });
      await nav(page, "Slideshows").click();
      await page.locator(".ss-hook").first().waitFor();
      await page.getByLabel("What is the slideshow about?").fill("Three calm mornings");
      await page.locator(".ss-hook[data-slug=listicle]").click();
      await page.getByLabel("Number of slides").fill("3");
      await page.getByRole("button", { name: /Add a slide/ }).click();
      await page.getByLabel("Slide 1 words").fill("Wake up slowly");
      await page.getByRole("group", { name: "Position" }).getByText("Top", { exact: true }).click();
      await page.getByRole("textbox", { name: "Text colour", exact: true }).fill("#FFCC00");
      await eventually(async () => assert.match(await text(page.getByTestId("ss-cost")), /3 slides with Grok Image/));
      await generateButton(page).click();
      await page.getByRole("heading", { name: "Three calm mornings" }).waitFor();
      await page.getByTestId("carousel").waitFor({ timeout: 8000 });

      const dialog = await lightbox(page, /^Open image 1:/);
      // A slide is not a Create image picture: its one "Open these settings" opens its slideshow's settings.
      assert.equal(await dialog.getByRole("button", { name: "Open these settings" }).count(), 1);
      await dialog.getByRole("button", { name: "Open these settings" }).click();
      await page.getByLabel("What is the slideshow about?").waitFor();
      assert.match(await text(notice(page)), /Filled in from a slideshow in the gallery\./);
      await value(page.getByLabel("What is the slideshow about?"), "Three calm mornings");
      assert.match(await text(page.locator(".ss-hook.selected")), /Listicle/);
      await value(page.getByLabel("Number of slides"), "3");
      await value(page.getByLabel("Slide 1 words"), "Wake up slowly");
      await checked(page.getByRole("group", { name: "Position" }).getByRole("radio", { name: "Top" }));
      await value(page.getByRole("textbox", { name: "Text colour", exact: true }), "#FFCC00");
      await ctx.shot(page, "recall-slideshow");
    },
  },
  {
    name: "open these settings: a trimmed video opens Trim with its clip and times",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 1, seedVideos: 3 });
      page.setDefaultTimeout(10000);
      await nav(page, "Tools").click();
      await page.locator(".tool-card", { hasText: "Trim a video" }).click();
      await page.getByRole("button", { name: /Sample clip 2$/ }).click();
      await page.getByLabel("Start (seconds)").fill("0.5");
      await page.getByLabel("End (seconds)").fill("2");
      await eventually(async () => assert.ok(await page.locator("button.tool-run-button").isEnabled()));
      await page.locator("button.tool-run-button").click();
      await page.getByRole("heading", { name: "Trimmed video" }).waitFor();
      await page.getByRole("button", { name: "← All tools" }).click();

      const dialog = await lightbox(page, /^Open video 1:/);
      await dialog.getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { name: "Trim a video", level: 1 }).waitFor();
      assert.match(
        await text(notice(page)),
        /Filled in from a “Trim a video” result in the gallery\. Change anything, then trim the video\./,
      );
      const clip = page.getByRole("button", { name: /Sample clip 2$/ });
      await eventually(async () => assert.equal(await clip.getAttribute("aria-pressed"), "true"));
      await value(page.getByLabel("Start (seconds)"), "0.5");
      await value(page.getByLabel("End (seconds)"), "2");
      await ctx.shot(page, "recall-trim");
    },
  },
];
