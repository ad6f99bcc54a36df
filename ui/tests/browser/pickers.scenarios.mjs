// Pickers without caps (issue 13): the video's source picture, the faces of Create image and of
// Slideshows search the whole library and every character (studio-core library_pick; the characters'
// pages read while a name is typed) and show more a page at a time, instead of the newest 24, 100 or 50.
import assert from "node:assert/strict";
import { estimates, eventually, generateButton, openCreate, spends } from "./helpers.mjs";

const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const checked = (loc) => eventually(async () => assert.ok(await loc.isChecked(), "checked"));
const text = (loc) => loc.innerText();

async function open(ctx, config = {}) {
  return ctx.open({ config: { mode: "sandbox", tier: "pro", credits: 500, seedImages: 3, jobMs: 600, ...config } });
}

export const scenarios = [
  {
    name: "pickers: the video's source picker searches the whole library and shows more, not the newest 24",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 60 });
      await nav(page, "Video").click();
      const grid = page.getByRole("radiogroup", { name: "Pictures in your gallery" });
      await eventually(async () => assert.equal(await grid.getByRole("radio").count(), 24));
      assert.match(await text(page.locator(".pick-search")), /60 pictures/);
      await page.getByRole("button", { name: "Show more pictures (36 more)" }).click();
      await eventually(async () => assert.equal(await grid.getByRole("radio").count(), 48));
      await page.getByRole("button", { name: "Show more pictures (12 more)" }).click();
      await eventually(async () => assert.equal(await grid.getByRole("radio").count(), 60));
      assert.equal(await page.getByRole("button", { name: /^Show more pictures/ }).count(), 0);

      // Every word must match: "picture 7" finds 7, 17, 27, 37, 47 and 57.
      await page.getByLabel("Search your pictures").fill("picture 7");
      await eventually(async () => assert.equal(await grid.getByRole("radio").count(), 6));
      assert.match(await text(page.locator(".pick-search")), /6 pictures match/);
      await page.getByLabel("Search your pictures").fill("sample 55");
      const old = grid.getByRole("radio", { name: /: Sample picture 55$/ });
      await eventually(async () => assert.equal(await grid.getByRole("radio").count(), 1));
      await old.locator("xpath=..").click();
      await checked(old);
      await ctx.shot(page, "picker-search");
      await page.getByLabel("Search your pictures").fill("nothing like this");
      await eventually(async () =>
        assert.match(await text(page.locator(".pick-search")), /No pictures match “nothing like this”\./),
      );
      // The chosen picture stays in view, chosen, while another search shows nothing else.
      await checked(grid.getByRole("radio", { name: /: Sample picture 55$/ }));
      await page.getByLabel("Describe the motion").fill("she waves");
      await generateButton(page).click();
      await eventually(async () => assert.equal((await spends(page, "video")).length, 1));
      const [sent] = await spends(page, "video");
      const item = await page.evaluate(() => window.__fake.state.library.find((m) => m.prompt === "Sample picture 55"));
      assert.equal(sent.request.imageId, item.remoteId);
    },
  },
  {
    name: "pickers: Create image's saved characters: 50, then more, and a name finds one on the last page",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { seedCharacters: 120 } });
      await page.getByLabel("Describe your image").fill("Walking in the rain");
      await page.locator(".face-kind").filter({ hasText: "Use a saved character" }).click();
      const faces = page.getByRole("radiogroup", { name: "Saved characters" });
      await eventually(async () => assert.equal(await faces.getByRole("radio").count(), 50));
      // The oldest, Person 120, is on the last page.
      assert.equal(await faces.locator(".face-card", { hasText: "Person 120" }).count(), 0);
      await page.getByRole("button", { name: "Show more characters (70 more)" }).click();
      await eventually(async () => assert.equal(await faces.getByRole("radio").count(), 100));
      await page.getByLabel("Search your characters").fill("person 120");
      await eventually(async () => assert.equal(await faces.getByRole("radio").count(), 1));
      assert.match(await text(page.locator("#field-reference .pick-search")), /1 character matches/);
      assert.equal(await page.getByRole("button", { name: /^Show more characters/ }).count(), 0);
      await faces.locator(".face-card", { hasText: "Person 120" }).click();
      await eventually(async () => {
        const est = (await estimates(page, "image")).at(-1);
        assert.equal(est.reference.characterId, "char_120");
      });
      await ctx.shot(page, "picker-characters");
    },
  },
  {
    name: "pickers: Slideshows' faces: every character by name, not the newest 50",
    async run(ctx) {
      const page = await open(ctx, { seedCharacters: 80 });
      await nav(page, "Slideshows").click();
      const search = page.getByLabel("Search your characters");
      await search.waitFor();
      await eventually(async () => assert.equal(await page.locator(".ss-char").count(), 51));
      // Person 80, the oldest, is not among the newest 50 until it is searched for.
      assert.equal(await page.locator(".ss-char", { hasText: "Person 80" }).count(), 0);
      await search.fill("person 80");
      await eventually(async () => assert.equal(await page.locator(".ss-char").count(), 2));
      await page.locator(".ss-char", { hasText: "Person 80" }).click();
      await checked(page.getByRole("radio", { name: "Person 80" }));
      await search.fill("");
      await eventually(async () => assert.equal(await page.locator(".ss-char").count(), 81));
    },
  },
  {
    name: "pickers: Your slideshows lists every saved slideshow, 6 at a time, and finds one by its topic",
    async run(ctx) {
      const page = await open(ctx, { jobMs: 200 });
      const topics = ["Calm mornings", "Five habits", "Slow coffee", "City walks", "Rain days", "Desk plants"];
      for (const [i, topic] of [...topics, "Old friends", "First snow"].entries())
        await page.evaluate(
          ([topic, i]) =>
            window.__fake.handle("spend", {
              intent: `seed-${i}`,
              request: { kind: "slideshow", request: { topic, slideCount: 5, imageProvider: "grok-image" } },
            }),
          [topic, i],
        );
      await nav(page, "Slideshows").click();
      const saved = page.locator(".ss-saved");
      await eventually(async () => assert.equal(await saved.getByRole("listitem").count(), 6));
      // The newest first: the two made last are on top, the oldest is not shown yet.
      assert.match(await text(saved.getByRole("listitem").first()), /^First snow/);
      assert.equal(await saved.getByText(/^Calm mornings/).count(), 0);
      await saved.getByRole("button", { name: "Show more slideshows (2 more)" }).click();
      await eventually(async () => assert.equal(await saved.getByRole("listitem").count(), 8));
      await page.getByLabel("Search your slideshows").fill("calm");
      await eventually(async () => assert.equal(await saved.getByRole("listitem").count(), 1));
      await saved.getByRole("button", { name: /^Calm mornings/ }).click();
      await page.getByRole("heading", { name: "Calm mornings" }).waitFor();
    },
  },
  {
    name: "pickers: a tool's picker searches every video the service can read, and keeps the chosen one in view",
    async run(ctx) {
      const page = await open(ctx, { seedImages: 2, seedVideos: 6 });
      await nav(page, "Tools").click();
      await page.locator(".tool-card", { hasText: "Remove sound" }).click();
      const videos = page.getByRole("list", { name: "Your videos" });
      await eventually(async () => assert.equal(await videos.getByRole("listitem").count(), 6));
      assert.match(await text(page.locator(".pick-search")), /6 videos/);
      await page.getByLabel("Search your videos").fill("clip 5");
      await eventually(async () => assert.equal(await videos.getByRole("listitem").count(), 1));
      await videos.getByRole("button", { name: /Sample clip 5$/ }).click();
      await page.getByLabel("Search your videos").fill("clip 2");
      // Another search: the chosen clip stays, chosen, beside what matches.
      await eventually(async () => assert.equal(await videos.getByRole("listitem").count(), 2));
      assert.equal(await videos.getByRole("button", { name: /Sample clip 5$/ }).getAttribute("aria-pressed"), "true");
      await eventually(async () => assert.ok(await page.locator("button.tool-run-button").isEnabled()));
      await page.locator("button.tool-run-button").click();
      await page.getByRole("heading", { name: "Without sound" }).waitFor();
      const [sent] = await spends(page, "tool");
      assert.equal(sent.request.request.videoUrl, "https://cdn.example.com/vid_seed_5.mp4");
    },
  },
  {
    name: "pickers: the mix's videos and tracks search the whole library a page at a time; Add music on an old video chooses it",
    async run(ctx) {
      // 2,000 library items: 222 videos (every 9th); 30 tracks "Calm piano #1" … "#30".
      const page = await open(ctx, { gallerySeed: 2000, galleryTracks: 30 });
      await nav(page, "Music").click();
      await page.getByRole("tab", { name: /Add music to a video/ }).click();
      const videos = page.getByRole("radiogroup", { name: "Your videos" });
      const tracks = page.getByRole("radiogroup", { name: "Your music tracks" });
      const found = (field) => text(page.locator(`#field-${field} .pick-search`));
      await eventually(async () => assert.equal(await videos.getByRole("radio").count(), 24));
      assert.equal(await tracks.getByRole("radio").count(), 24);
      assert.match(await found("videoId"), /222 videos/);
      assert.match(await found("musicId"), /30 tracks/);
      await page.getByRole("button", { name: "Show more videos (198 more)" }).click();
      await eventually(async () => assert.equal(await videos.getByRole("radio").count(), 48));
      await page.getByRole("button", { name: "Show more tracks (6 more)" }).click();
      await eventually(async () => assert.equal(await tracks.getByRole("radio").count(), 30));

      // Every word must match, over the whole library: an old video, and the tracks with a 3 in them.
      await page.getByLabel("Search your videos").fill("headshot 1499");
      await eventually(async () => assert.equal(await videos.getByRole("radio").count(), 1));
      assert.match(await found("videoId"), /1 video matches/);
      const old = videos.getByRole("radio", { name: /Studio headshot #1499/ });
      await videos.locator("label", { has: page.getByRole("radio", { name: /Studio headshot #1499/ }) }).click();
      await checked(old);
      await page.getByLabel("Search your music tracks").fill("piano 3");
      await eventually(async () => assert.equal(await tracks.getByRole("radio").count(), 4));
      assert.match(await found("musicId"), /4 tracks match/);
      const track = tracks.getByRole("radio", { name: /Calm piano #13\b/ });
      await track.check();
      await ctx.shot(page, "picker-mix-search");
      // A new search keeps the choice in view.
      await page.getByLabel("Search your videos").fill("");
      await eventually(async () => assert.equal(await videos.getByRole("radio").count(), 25));
      await checked(old);

      // "Add music" on that old video in the Gallery opens the mix with it chosen, though it is not among
      // the newest videos the picker shows first.
      await nav(page, "Gallery").click();
      await page.getByLabel("Search prompts and tags").fill("headshot 1499");
      await page.getByRole("button", { name: /^Open video.*#1499/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Next step" }).click();
      await dialog.getByRole("button", { name: "Add music" }).click();
      await page.getByRole("heading", { name: "Music", level: 1 }).waitFor();
      await checked(
        page.getByRole("radiogroup", { name: "Your videos" }).getByRole("radio", { name: /^Video 1: .*#1499/ }),
      );
      assert.equal(await page.getByLabel("Search your videos").inputValue(), "");
      await ctx.shot(page, "picker-mix-next-step");
    },
  },
];
