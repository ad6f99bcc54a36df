// Browser scenarios of a picture from this computer as a video's start (issue 6; fake: tests/fake-jobs.ts).
// The service stores pictures only as a character's photo, so the form explains that and stores it first.
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SIZES, spends, text } from "./helpers.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.resolve(here, "../../../../shared/testdata");
const ASTRONAUT = path.join(testdata, "photos/astronaut.png");
const STUDIO = { mode: "sandbox", tier: "studio", credits: 500, seedImages: 3, jobMs: 1200 };

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
const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const drop = (page, paths) => page.evaluate((p) => window.__fakeDrop(p), paths);
const callsOf = (page, cmd) =>
  page.evaluate((c) => window.__fake.calls.filter((x) => x.cmd === c).map((x) => x.args), cmd);

async function openVideo(ctx, opts = {}) {
  const page = await ctx.open({ ...opts, config: { ...STUDIO, ...(opts.config ?? {}) } });
  await nav(page, "Video").click();
  await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
  return page;
}

export const scenarios = [
  {
    name: "video source: drop a picture, the form explains it is stored as a character, Store and use, then the video starts from it",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openVideo(ctx, size);
        // Dropped anywhere on the screen: the source switches to "From this computer".
        await drop(page, [ASTRONAUT]);
        const zone = page.getByTestId("video-drop-zone");
        await zone.getByRole("img", { name: "Picture to start from: astronaut.png" }).waitFor();
        assert.ok(await page.getByRole("radio", { name: "From this computer" }).isChecked());
        assert.match(await text(zone), /can only start from a picture it has stored/);
        assert.match(
          await text(zone),
          /character named “Video source · astronaut\.png” \(the service publishes no price for saving a character\)/,
        );
        assert.equal((await callsOf(page, "video_source_upload")).length, 0, "nothing stored before the button");
        // Submitting before storing says what to do, at the field.
        await page.getByLabel("Describe the motion").fill("she waves at the camera");
        await page.locator("button.generate").click();
        await page.locator("#source-err").getByText("Press “Store and use” to start from this picture.").waitFor();
        assert.equal((await spends(page, "video")).length, 0);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "44-video-local-source-explained");

        await zone.getByRole("button", { name: "Store and use" }).click();
        await zone
          .getByText("Stored as the character “Video source · astronaut.png”. The video starts from this picture.")
          .waitFor();
        await eventually(async () => assert.equal(await page.locator("#source-err").count(), 0));
        await ctx.shot(page, "45-video-local-source-stored");
        await page.locator("button.generate").click();
        await page.getByTestId("recent-media").first().waitFor();
        const [req] = (await spends(page, "video")).map((a) => a.request);
        assert.match(req.uploadedImageUrl, /^https:\/\/storage\.example\.com\/characters\/char_\d+\.png$/);
        assert.equal(req.imageId ?? null, null);
        // The stored picture is a character like any other.
        await page.keyboard.press("Escape");
        await nav(page, "Characters").click();
        await page.getByRole("button", { name: "Open Video source · astronaut.png" }).waitFor();
      }
    },
  },
  {
    name: "video source: the chooser on the avatar form, a refused file in plain words, and the stored picture survives a reload",
    async run(ctx) {
      const page = await openVideo(ctx, { config: { choosePath: ASTRONAUT } });
      await page.getByRole("tab", { name: /Talking avatar/ }).click();
      await page.getByRole("radio", { name: "From this computer" }).check({ force: true });
      const zone = page.getByTestId("video-drop-zone");
      await drop(page, [path.join(testdata, "pngsuite/x_ihdr_missing.png")]);
      await page
        .locator("#source-err")
        .getByText(/x_ihdr_missing\.png: This image is damaged and can't be opened\./)
        .waitFor();
      await zone.getByRole("button", { name: "Choose a picture…" }).click();
      await zone.getByRole("button", { name: "Store and use" }).click();
      await zone.getByText(/Stored as the character “Video source · astronaut\.png”/).waitFor();
      await page.waitForTimeout(600); // the draft is saved as you type
      await page.reload();
      await nav(page, "Video").click();
      await page.getByRole("tab", { name: /Talking avatar/ }).click();
      await page
        .getByTestId("video-drop-zone")
        .getByText(/Stored as the character “Video source · astronaut\.png”/)
        .waitFor();
      await ctx.shot(page, "46-avatar-local-source");
    },
  },
];
