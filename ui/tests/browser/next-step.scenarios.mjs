// "Next step" on a result (issue 13): from the Gallery's lightbox, the Jobs tray or a screen's recent
// results, what can be done with the item opens its screen with that item already chosen, and the form
// says where it came from (state/nextStep.ts, views/NextStepMenu.tsx).
import assert from "node:assert/strict";
import { buttonText, eventually, generateButton, openCreate, openTray, spends, text } from "./helpers.mjs";

const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const notice = (page) => page.getByTestId("recall-note");
const checked = (loc) => eventually(async () => assert.ok(await loc.isChecked(), "checked"));
const pressed = (loc) => eventually(async () => assert.equal(await loc.getAttribute("aria-pressed"), "true"));

async function open(ctx, config = {}) {
  return ctx.open({ config: { mode: "sandbox", tier: "pro", credits: 500, seedImages: 3, jobMs: 600, ...config } });
}

async function lightbox(page, name) {
  await nav(page, "Gallery").click();
  await page.getByRole("button", { name }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

/** Opens "Next step" in `scope` and returns its choices' names. */
async function nextSteps(scope) {
  await scope.getByRole("button", { name: "Next step" }).click();
  const list = scope.getByRole("list", { name: /^Next step with this/ });
  await list.waitFor();
  return list.getByRole("button").allTextContents();
}

export const scenarios = [
  {
    name: "next step: a picture in the lightbox → Motion video opens with that picture chosen",
    async run(ctx) {
      const page = await open(ctx);
      const dialog = await lightbox(page, /^Open image 2:/);
      assert.deepEqual(await nextSteps(dialog), [
        "Edit this picture",
        "Motion video",
        "Talking avatar",
        "Add a caption",
        "Remove background",
        "Describe a shot",
        "New character from this face",
      ]);
      await ctx.shot(page, "next-step-lightbox");
      await dialog.getByRole("button", { name: "Motion video" }).click();
      await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      assert.equal(await page.getByRole("dialog").count(), 0);
      assert.equal(await page.getByRole("tab", { name: /Motion video/ }).getAttribute("aria-selected"), "true");
      assert.match(
        await text(notice(page)),
        /Filled in from the image you chose in the gallery\. Change anything, then make the video\./,
      );
      // The gallery's second-newest picture is the form's second picture.
      await checked(page.getByRole("radio", { name: /^Picture 2:/ }));
      await ctx.shot(page, "next-step-motion");
    },
  },
  {
    name: "next step: Talking avatar while Video is open switches the tab and picks the picture",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await page
        .getByRole("radio", { name: /^Picture 1:/ })
        .locator("xpath=..")
        .click();
      const dialog = await lightbox(page, /^Open image 3:/);
      await nextSteps(dialog);
      await dialog.getByRole("button", { name: "Talking avatar" }).click();
      await eventually(async () =>
        assert.equal(await page.getByRole("tab", { name: /Talking avatar/ }).getAttribute("aria-selected"), "true"),
      );
      await checked(page.getByRole("radio", { name: /^Picture 3:/ }));
      assert.match(await text(notice(page)), /then make the avatar video\./);
    },
  },
  {
    name: "next step: Edit video from a video in the lightbox opens Edit video with that clip",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 1, seedVideos: 2 });
      page.setDefaultTimeout(10000);
      const dialog = await lightbox(page, /^Open video 2:/);
      const clipName = (await text(dialog)).match(/Sample clip \d/)?.[0];
      assert.ok(clipName, "the lightbox names its clip");
      assert.ok((await nextSteps(dialog)).includes("Edit video"));
      await dialog.getByRole("button", { name: "Edit video" }).click();
      await page.getByRole("heading", { name: "Edit video", level: 1 }).waitFor();
      assert.match(await text(notice(page)), /Filled in from the video you chose in the gallery\..*edit the video\./);
      await pressed(page.getByRole("button", { name: new RegExp(`${clipName}$`) }));
      assert.equal(await page.locator('.tool-pick[aria-pressed="true"]').count(), 1);
    },
  },
  {
    name: "next step: a video in the lightbox offers the video tools, and Trim opens with that clip",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 1, seedVideos: 2 });
      page.setDefaultTimeout(10000);
      const dialog = await lightbox(page, /^Open video 2:/);
      assert.deepEqual(await nextSteps(dialog), [
        "Add a caption",
        "Trim a video",
        "Join clips",
        "Remove sound",
        "Edit video",
        "Add music",
      ]);
      const clipName = (await text(dialog)).match(/Sample clip \d/)?.[0];
      assert.ok(clipName, "the lightbox names its clip");
      await dialog.getByRole("button", { name: "Trim a video" }).click();
      await page.getByRole("heading", { name: "Trim a video", level: 1 }).waitFor();
      assert.match(await text(notice(page)), /Filled in from the video you chose in the gallery\..*trim the video\./);
      await pressed(page.getByRole("button", { name: new RegExp(`${clipName}$`) }));
      assert.equal(await page.locator('.tool-pick[aria-pressed="true"]').count(), 1);
      assert.equal(await page.getByLabel("Start (seconds)").inputValue(), "0");
    },
  },
  {
    name: "next step: New character from this face fills the face's web address",
    async run(ctx) {
      const page = await open(ctx);
      const dialog = await lightbox(page, /^Open image 1:/);
      await nextSteps(dialog);
      await dialog.getByRole("button", { name: "New character from this face" }).click();
      await page.getByRole("heading", { name: "New character" }).waitFor();
      await eventually(async () =>
        assert.match(
          await page.getByLabel("…or the web address of a photo").inputValue(),
          /^https:\/\/cdn\.example\.com\//,
        ),
      );
      assert.match(
        await text(notice(page)),
        /Filled in from the image you chose in the gallery\..*save the character\./,
      );
      assert.ok(await page.getByRole("img", { name: "The picture whose face is used" }).isVisible());
      await ctx.shot(page, "next-step-character");
    },
  },
  {
    name: "next step: a finished video in the Jobs tray → Add music opens the mix with that video",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Video").click();
      await page
        .getByRole("radio", { name: /^Picture 1:/ })
        .locator("xpath=..")
        .click();
      await page.getByLabel("Describe the motion").fill("she waves");
      await generateButton(page).click();
      const tray = await openTray(page);
      const job = tray.getByTestId("job").first();
      await eventually(async () => assert.match(await text(job), /Done/), { timeout: 8000 });
      await nextSteps(job);
      await ctx.shot(page, "next-step-tray");
      await job.getByRole("button", { name: "Add music" }).click();
      await page.getByRole("heading", { name: "Music", level: 1 }).waitFor();
      assert.equal(await page.getByRole("tab", { name: /Add music to a video/ }).getAttribute("aria-selected"), "true");
      await checked(page.getByRole("radiogroup", { name: "Your videos" }).getByRole("radio").first());
      assert.match(await text(notice(page)), /Filled in from a video in the Jobs tray\./);
    },
  },
  {
    name: "next step: a recent track → Add to a video picks it in the mix",
    async run(ctx) {
      const page = await open(ctx);
      await nav(page, "Music").click();
      await page.getByLabel(/Describe the music/).fill("calm piano");
      await generateButton(page).click();
      const recent = page.getByRole("region", { name: "Your recent tracks" });
      await eventually(
        async () =>
          assert.equal(await recent.getByTestId("recent-media").first().getAttribute("data-status"), "completed"),
        { timeout: 8000 },
      );
      assert.deepEqual(await nextSteps(recent), ["Add to a video"]);
      await recent.getByRole("button", { name: "Add to a video" }).click();
      await eventually(async () =>
        assert.equal(
          await page.getByRole("tab", { name: /Add music to a video/ }).getAttribute("aria-selected"),
          "true",
        ),
      );
      await checked(page.getByRole("radiogroup", { name: "Your music tracks" }).getByRole("radio").first());
      assert.match(await text(notice(page)), /Filled in from one of your recent tracks\./);
    },
  },
  {
    name: "next step: a job of several pictures in the tray opens the one clicked in the lightbox, with its next steps",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { mode: "sandbox", credits: 500, jobMs: 600 } });
      await page.getByLabel("Describe your image").fill("Two friends on a beach");
      await page.getByLabel("Number of images").fill("3");
      await buttonText(page, "Generate 3 images — 6 credits");
      await generateButton(page).click();
      const tray = await openTray(page);
      const job = tray.getByTestId("job").first();
      await eventually(async () => assert.match(await text(job), /Done/), { timeout: 8000 });
      // Several pictures: no menu for the job as a whole, a way to each picture instead.
      assert.equal(await job.getByRole("button", { name: "Next step" }).count(), 0);
      await job.getByRole("button", { name: "Open picture 2 in the Gallery" }).click();
      const dialog = page.getByRole("dialog", { name: /^Image \d+ of \d+$/ });
      await dialog.waitFor();
      const ids = await page.evaluate(() => window.__fake.state.jobs[0].media.map((m) => m.id));
      assert.equal(ids.length, 3);
      assert.deepEqual(await nextSteps(dialog), [
        "Edit this picture",
        "Motion video",
        "Talking avatar",
        "Add a caption",
        "Remove background",
        "Describe a shot",
        "New character from this face",
      ]);
      await dialog.getByRole("button", { name: "Motion video" }).click();
      await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      // The picture clicked (the job's second) is the one chosen.
      const chosen = page.locator(".source-card.selected img");
      await chosen.waitFor();
      const second = await page.evaluate(() => window.__fake.state.jobs[0].media[1]);
      assert.equal(await chosen.getAttribute("src"), second.thumbUrl ?? second.url);
    },
  },
  {
    name: "next step: Edit this picture → Create image edits that picture; the result links back with a before and after",
    async run(ctx) {
      const page = await open(ctx);
      const dialog = await lightbox(page, /^Open image 2:/);
      const url = await dialog.locator("img.lightbox-img").getAttribute("src");
      const original = await page.evaluate((u) => window.__fake.state.library.find((m) => m.url === u), url);
      assert.ok(original, `the open picture is in the library: ${url}`);
      await nextSteps(dialog);
      await dialog.getByRole("button", { name: "Edit this picture" }).click();
      await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
      await checked(page.getByRole("radio", { name: /Edit a picture/ }));
      // The picture is shown, no face chooser, and the words to write are the change's.
      const chosen = page.getByTestId("edit-chosen").locator("img");
      await chosen.waitFor();
      assert.equal(await chosen.getAttribute("src"), original.thumbUrl ?? original.url);
      assert.equal(await page.locator("#field-reference legend").innerText(), "The picture to edit");
      assert.equal(await page.getByRole("radiogroup", { name: "Whose face" }).count(), 0);
      assert.equal(await page.getByLabel("What should change?").inputValue(), "");
      // Nothing written yet: the bar says what to do, no wall of red, nothing sent.
      await eventually(async () =>
        assert.match(await text(page.locator(".action-bar")), /Describe the change you want to start/),
      );
      await generateButton(page).click();
      await eventually(async () =>
        assert.match(await text(page.locator("#prompt-err")), /Describe the change you want/),
      );
      assert.equal((await spends(page, "image")).length, 0);
      await page.getByLabel("What should change?").fill("make the jacket red");
      await eventually(async () =>
        assert.match((await text(generateButton(page))).trim(), /^Generate 1 image — \d+ credits?$/),
      );
      await ctx.shot(page, "edit-picture-form");
      await generateButton(page).dblclick();
      await eventually(async () => assert.equal((await spends(page, "image")).length, 1));
      const [sent] = await spends(page, "image");
      assert.deepEqual(sent.reference, { characterId: null, token: null, mediaId: original.id });
      assert.equal(sent.request.simplePrompt, "make the jacket red");
      // Done: its lightbox names the original and shows both.
      const tray = await openTray(page);
      const job = tray.getByTestId("job").first();
      await eventually(async () => assert.match(await text(job), /Done/), { timeout: 8000 });
      await nav(page, "Gallery").click();
      await page
        .getByRole("button", { name: /^Open image 1:/ })
        .first()
        .click();
      const result = page.getByRole("dialog");
      await result.getByTestId("edited-from").waitFor();
      assert.equal(
        await result.getByTestId("edited-from").locator("img").getAttribute("src"),
        original.thumbUrl ?? original.url,
      );
      await result.getByRole("button", { name: "Before and after" }).click();
      const both = result.getByTestId("before-after");
      await both.waitFor();
      assert.deepEqual(await both.locator("figcaption").allTextContents(), ["Before", "After"]);
      assert.equal(await both.locator("img").first().getAttribute("src"), original.url);
      await ctx.shot(page, "edit-before-after");
    },
  },
];
