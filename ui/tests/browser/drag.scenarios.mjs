// Browser scenarios of dragging library items onto the slots that take them (issue 42 item 1; the hub is
// ui/src/views/drop/hub.ts). A tile pressed and moved by the real mouse starts the system's drag of its file
// (media_drag_files); the system's drag over the window is then played as the web view hears it
// (window.__fakeDrag: enter, over, drop), as the real window's test does with real X events
// (tests/e2e/drag-in.test.mjs).
import assert from "node:assert/strict";
import { eventually, nav, text, calls } from "./helpers.mjs";

const CONFIG = { mode: "sandbox", tier: "studio", credits: 500, seedImages: 3, seedVideos: 2 };
const drag = {
  enter: (page, ids, at) => page.evaluate(([i, a]) => window.__fakeDrag.enter(i, a), [ids, at]),
  over: (page, at) => page.evaluate((a) => window.__fakeDrag.over(a), at),
  drop: (page, at) => page.evaluate((a) => window.__fakeDrag.drop(a), at),
};
const NAV_VIDEO = "nav a.nav-item[href='#video']";
const NAV_TOOLS = "nav a.nav-item[href='#tools']";

/** The ids of the Gallery's tiles of one kind ("image", "video"), as they are shown. */
async function tileIds(page, kind) {
  await nav(page, "Gallery").click();
  await page.locator(".gallery-grid .thumb[data-id]").first().waitFor();
  const ids = await page.locator(".gallery-grid .thumb[data-id]").evaluateAll((els) => els.map((e) => e.dataset.id));
  const items = await page.evaluate(
    (list) => Promise.all(list.map((id) => window.__fake.handle("library_get", { id }))),
    ids,
  );
  return items.filter((m) => m?.kind === kind).map((m) => m.id);
}

/** Presses a tile and moves the real mouse past the drag threshold: the app starts the system's drag. */
async function pressAndMove(page, id) {
  const box = await page.locator(`.gallery-grid .thumb[data-id='${id}']`).boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 4);
  await page.mouse.move(x + 18, y + 12);
  await page.mouse.up();
  await eventually(async () => assert.deepEqual((await calls(page, "media_drag_files")).at(-1)?.ids, [id]));
  return [x + 18, y + 12];
}

/** Rests the drag on a side bar entry until its screen opens. */
async function restOn(page, selector, heading) {
  const until = Date.now() + 5000;
  while ((await page.getByRole("heading", { name: heading, level: 1 }).count()) === 0) {
    assert.ok(Date.now() < until, `resting on ${selector} did not open ${heading}`);
    await drag.over(page, selector);
    await page.waitForTimeout(100);
  }
}

const verdict = (page, slot) => page.locator(`[data-drop-slot='${slot}'] > .drop-verdict`);
/** What the form's press says: its button and the estimate under it. */
const actionBar = async (page) => (await text(page.locator(".action-bar, .tool-run").first())).trim();

export const scenarios = [
  {
    name: "drag: a Gallery picture carried over Video in the side bar fills the source as the picker does; a video there is refused in words",
    async run(ctx) {
      const page = await ctx.open({ width: 1280, height: 800, config: CONFIG });
      const [picture, other] = await tileIds(page, "image");
      const [video] = await tileIds(page, "video");
      assert.ok(picture && other && video, "the seeded library has pictures and a video");

      // The video form with another picture chosen by its picker first.
      await nav(page, "Video").click();
      await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      const source = "[data-drop-slot='Start from a picture']";
      await page.getByLabel("Describe the motion").fill("the boat drifts slowly");

      await nav(page, "Gallery").click();
      const start = await pressAndMove(page, picture);
      await drag.enter(page, [picture], start);
      await restOn(page, NAV_VIDEO, "Video");
      // Every slot says what it would do with what is held; this one takes it.
      await drag.over(page, source);
      await eventually(async () =>
        assert.equal(await text(verdict(page, "Start from a picture")), "Drop to use this picture"),
      );
      await eventually(async () => assert.ok(await page.locator(`${source}.drop-here.drop-takes`).count()));
      await ctx.shot(page, "drag-01-picture-over-video-source");
      await drag.drop(page, source);
      await eventually(async () => assert.equal(await verdict(page, "Start from a picture").count(), 0));
      assert.ok(await page.getByRole("radio", { name: "From my gallery" }).isChecked());
      const chosen = page.locator(".source-card.selected");
      const dropped = await chosen.getAttribute("data-id");
      assert.equal(dropped, picture);
      await page.locator(".action-bar [data-testid='cost-breakdown']").waitFor();
      const afterDrop = await actionBar(page);

      // The same picture chosen with the picker (after another) gives the same form and the same estimate.
      await page.locator(`.source-card[data-id='${other}']`).click();
      await page.locator(`.source-card[data-id='${picture}']`).click();
      assert.equal(await chosen.getAttribute("data-id"), dropped);
      await eventually(async () => assert.equal(await actionBar(page), afterDrop));

      // A video onto the picture slot: said while held, refused on the drop, the choice kept.
      await nav(page, "Gallery").click();
      await drag.enter(page, [video], await pressAndMove(page, video));
      await restOn(page, NAV_VIDEO, "Video");
      await drag.over(page, source);
      const no = "A video can't go here: this takes a picture.";
      await eventually(async () => assert.equal(await text(verdict(page, "Start from a picture")), no));
      await ctx.shot(page, "drag-02-video-refused-by-picture-slot");
      await drag.drop(page, source);
      await page.locator(".toast", { hasText: no }).waitFor();
      assert.equal(await chosen.getAttribute("data-id"), dropped, "the picture chosen before stays");
      assert.equal((await calls(page, "spend")).length, 0, "nothing was sent");
    },
  },
  {
    name: "drag: a Gallery video carried to Tools fills a tool's input as its picker does, and a file from elsewhere is refused there",
    async run(ctx) {
      const page = await ctx.open({ width: 1280, height: 800, config: CONFIG });
      const [video] = await tileIds(page, "video");
      await nav(page, "Tools").click();
      await page.locator(".tool-card", { hasText: "Trim a video" }).click();
      await page.getByRole("heading", { name: "Trim a video", level: 1 }).waitFor();
      const slot = page.locator("[data-drop-slot]").first();
      const label = await slot.getAttribute("data-drop-slot");
      const at = `[data-drop-slot='${label}']`;

      await nav(page, "Gallery").click();
      await drag.enter(page, [video], await pressAndMove(page, video));
      await restOn(page, NAV_TOOLS, "Tools");
      // Resting on a tool's card opens it, as on a side bar entry.
      await restOn(page, ".tool-card[data-tool='trim_video']", "Trim a video");
      await drag.over(page, at);
      await eventually(async () => assert.equal(await text(verdict(page, label)), "Drop to use this video"));
      await drag.drop(page, at);
      const picked = page.locator(`${at} .tool-pick.selected`);
      await eventually(async () => assert.equal(await picked.getAttribute("data-id"), video));
      // The form's press settles once the clip's length is read.
      await eventually(async () => assert.match(await actionBar(page), /Trim video · /));
      const afterDrop = await actionBar(page);
      await ctx.shot(page, "drag-03-video-dropped-on-trim");
      // Chosen again by the picker: the same estimate.
      await picked.click();
      await eventually(async () => assert.equal(await picked.count(), 0));
      await page.locator(`${at} .tool-pick[data-id='${video}']`).click();
      await eventually(async () => assert.equal(await actionBar(page), afterDrop));

      // A file from the file manager onto the tool's input: said, and the drop changes nothing.
      await page.evaluate((a) => window.__fakeDrag.enterFiles(["/home/me/holiday.mp4"], a), at);
      await eventually(async () =>
        assert.equal(
          await text(verdict(page, label)),
          "Files from this computer can't go here: drag one from your library, or pick one below.",
        ),
      );
      await drag.drop(page, at);
      await page.locator(".toast", { hasText: "Files from this computer can't go here" }).waitFor();
      assert.equal(await page.locator(`${at} .tool-pick.selected`).count(), 1);
      assert.equal((await calls(page, "settings_from_file")).length, 0, "a drop on a slot is the slot's alone");
    },
  },
  {
    name: "drag: the mix takes a video on its video slot, and its music slot refuses a picture in words",
    async run(ctx) {
      const page = await ctx.open({ width: 1280, height: 800, config: CONFIG });
      const [video] = await tileIds(page, "video");
      const [picture] = await tileIds(page, "image");
      await nav(page, "Music").click();
      await page.getByRole("tab", { name: /Add music to a video/ }).click();
      const videoSlot = "#field-videoId [data-drop-slot='Video']";
      await page.locator(videoSlot).waitFor();
      await drag.enter(page, [video], videoSlot);
      await drag.over(page, videoSlot);
      await eventually(async () =>
        assert.equal(await text(page.locator(`${videoSlot} > .drop-verdict`)), "Drop to use this video"),
      );
      await drag.drop(page, videoSlot);
      await eventually(async () =>
        assert.equal(await page.locator("#field-videoId .source-card.selected input").isChecked(), true),
      );
      const chosen = await page.locator("#field-videoId .source-card.selected input").getAttribute("aria-label");
      assert.match(chosen, /^Video \d/);

      const musicSlot = "#field-musicId [data-drop-slot='Music']";
      await drag.enter(page, [picture], musicSlot);
      await drag.over(page, musicSlot);
      const no = "A picture can't go here: this takes a track.";
      await eventually(async () => assert.equal(await text(page.locator(`${musicSlot} > .drop-verdict`)), no));
      await ctx.shot(page, "drag-04-picture-refused-by-track-slot");
      await drag.drop(page, musicSlot);
      await page.locator(".toast", { hasText: no }).waitFor();
      assert.equal(await page.locator("#field-musicId input:checked").count(), 0);
    },
  },
  {
    name: "drag: a video dropped on a row of the stitch order goes before it, said only on the row under the pointer",
    async run(ctx) {
      const page = await ctx.open({ width: 1280, height: 800, config: { ...CONFIG, seedVideos: 3 } });
      const videos = await tileIds(page, "video");
      assert.equal(videos.length, 3);
      await nav(page, "Tools").click();
      await page.locator(".tool-card[data-tool='stitch_videos']").click();
      const picker = "[data-drop-slot='1. Choose the clips to join, in order'] .tool-pick";
      const pick = (id) => page.locator(`${picker}[data-id='${id}']`).click();
      await pick(videos[0]);
      await pick(videos[1]);
      const order = () =>
        page.locator(".clip-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-clip-id")));
      await eventually(async () => assert.deepEqual(await order(), [videos[0], videos[1]]));

      const row2 = ".clip-row:nth-child(2)";
      await drag.enter(page, [videos[2]], row2);
      await drag.over(page, row2);
      // The row under the pointer says where it goes; the other row says nothing.
      await eventually(async () =>
        assert.equal(await text(page.locator(`${row2} > .drop-verdict`)), "Drop to put it before clip 2"),
      );
      assert.equal(await page.locator(".clip-row:nth-child(1) > .drop-verdict").count(), 0);
      await ctx.shot(page, "drag-05-video-over-stitch-row");
      await drag.drop(page, row2);
      await eventually(async () => assert.deepEqual(await order(), [videos[0], videos[2], videos[1]]));
      // Chosen in the picker too, as a press on its tile would.
      assert.equal(await page.locator(`${picker}.selected`).count(), 3);
    },
  },
];
