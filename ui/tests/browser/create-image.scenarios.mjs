// Create image (issue 5): the structured form, photo types, faces, compare across providers, presets,
// drafts and recall. Against the fake backend (tests/fake-images.ts over tests/fake-backend.ts).
import assert from "node:assert/strict";
import {
  SIZES,
  eventually,
  text,
  nav,
  calls,
  estimates,
  spends,
  generateButton,
  buttonText,
  openCreate,
  openTray,
} from "./helpers.mjs";

const drop = (page, paths) => page.evaluate((p) => window.__fakeDrop(p), paths);
const leaf = (page, path) => page.locator(`#f-${path.replace(/\./g, "-")}`);

async function formMode(page) {
  await page.locator('.mode-option[data-mode="form"]').click();
  await page.locator(".structured").waitFor();
}

/** Opens every collapsed group of the structured form. */
async function openAllGroups(page) {
  for (const g of ["subject", "photography", "background", "accessories", "composition"]) {
    const b = page.locator(`.fgroup[data-group="${g}"] .fgroup-head button`);
    if ((await b.getAttribute("aria-expanded")) !== "true") await b.click();
  }
}

const LEAVES = {
  "subject.description": "a young woman with freckles",
  "subject.expression": "laughing",
  "subject.pose": "leaning on a railing",
  "subject.age": "mid 20s",
  "subject.hair.color": "copper red",
  "subject.hair.style": "long and wavy",
  "subject.clothing.top.type": "denim jacket",
  "subject.clothing.top.color": "light blue",
  "subject.clothing.bottom.type": "skirt",
  "subject.clothing.bottom.color": "black",
  "photography.shotType": "medium shot",
  "photography.angle": "eye level",
  "photography.framing": "rule of thirds",
  "photography.texture": "film grain",
  "background.setting": "a sunny café terrace",
  "background.lighting": "golden hour",
  "background.atmosphere": "relaxed",
  "accessories.headwear.type": "beret",
  "accessories.eyewear": "round sunglasses",
  "accessories.jewelry.earrings": "small gold hoops",
  "accessories.jewelry.necklace": "thin silver chain",
};

const get = (o, path) => path.split(".").reduce((x, k) => (x == null ? undefined : x[k]), o);

export const scenarios = [
  {
    name: "create image opened fresh: the bar says what to do first, never that credits are short",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { mode: "sandbox", credits: 10 } });
      const bar = page.locator(".action-bar");
      await eventually(async () => assert.match(await text(bar), /Describe the image you want to create to start\./));
      assert.doesNotMatch(await text(bar), /not enough credits|You have 10/i);
      // Opening the form writes no draft and doesn't claim one was saved.
      await page.waitForTimeout(700);
      assert.equal(await page.getByText("Draft saved").count(), 0);
      assert.equal((await calls(page, "draft_save")).length, 0);
      await ctx.shot(page, "05-create-fresh");
      // With a prompt, the price; the hint is gone.
      await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
      await buttonText(page, "Generate 1 image — 2 credits");
      assert.doesNotMatch(await text(bar), /to start/);
      // A balance that can't pay says so, and only then.
      await page.getByLabel("Number of images").fill("6");
      await page.locator('.provider-card[data-slug="fal-flux-2-max"]').click();
      await buttonText(page, "Not enough credits — this needs 24, you have 10");
      assert.match(await text(bar), /You have 10 credits\. Choose fewer images or a cheaper provider/);
    },
  },
  {
    name: "create image form: every group filled -> the request has every leaf at its path",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCreate(ctx, size);
        await formMode(page);
        await openAllGroups(page);
        for (const [path, value] of Object.entries(LEAVES)) await leaf(page, path).fill(value);
        await page.locator('.pt-card[data-value="headshot"]').click();
        await page.getByRole("radio", { name: "Vertical, stories and reels (9:16)" }).check({ force: true });
        // Collapsed groups say what is filled in.
        await page.locator('.fgroup[data-group="background"] .fgroup-head button').click();
        assert.match(
          await text(page.getByTestId("summary-background")),
          /a sunny café terrace · golden hour · relaxed/,
        );
        assert.match(await text(page.getByTestId("summary-composition")), /Headshot/);
        await buttonText(page, "Generate 1 image — 2 credits");
        await page.locator(".create-screen").evaluate((el) => el.closest(".screen-scroll").scrollTo(0, 0));
        await ctx.shot(page, "30-create-form");
        assert.deepEqual(await ctx.axe(page), [], "no serious accessibility problems");
        await generateButton(page).click();
        await (await openTray(page)).getByTestId("job").first().waitFor();
        const [gen] = await spends(page, "image");
        const fd = gen.request.formData;
        for (const [path, value] of Object.entries(LEAVES)) assert.equal(get(fd, path), value, path);
        assert.equal(fd.composition.photoType, "headshot");
        assert.equal(fd.photography.aspectRatio, "9:16");
        assert.equal(gen.request.simplePrompt, undefined, "the form mode sends no simplePrompt");
        assert.equal(gen.reference, null);
      }
    },
  },
  {
    name: "create image form: empty leaves are not sent; an empty form says what to do",
    async run(ctx) {
      const page = await openCreate(ctx);
      await formMode(page);
      await generateButton(page).click();
      const err = page.locator("#f-subject-description-err");
      await eventually(async () => assert.match(await text(err), /Fill in at least one thing about the picture/));
      await eventually(async () =>
        assert.equal(await page.evaluate(() => document.activeElement?.id), "f-subject-description"),
      );
      await leaf(page, "subject.age").fill("50s");
      await eventually(async () => assert.equal(await err.count(), 0));
      await generateButton(page).click();
      await (await openTray(page)).getByTestId("job").first().waitFor();
      const [gen] = await spends(page, "image");
      assert.deepEqual(gen.request.formData, { subject: { age: "50s" }, photography: { aspectRatio: "1:1" } });
    },
  },
  {
    name: "create image form: the photo type picker works by keyboard and shows pictures",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCreate(ctx, size);
        await formMode(page);
        await page.locator('.fgroup[data-group="composition"] .fgroup-head button').click();
        const group = page.getByRole("radiogroup", { name: "Photo type" });
        await group.waitFor();
        assert.equal(await group.getByRole("radio").count(), 20, "Any + the 19 photo types");
        assert.equal(await group.locator("svg.pt-icon").count(), 20);
        await group.getByRole("radio", { name: "Any type" }).focus();
        await page.keyboard.press("ArrowRight");
        assert.ok(await group.getByRole("radio", { name: "Mirror selfie" }).isChecked());
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowRight");
        assert.ok(await group.getByRole("radio", { name: "Selfie camera" }).isChecked());
        await page.keyboard.press("ArrowLeft");
        assert.ok(await group.getByRole("radio", { name: "Arm-extended selfie" }).isChecked());
        const ring = await page
          .locator('.pt-card[data-value="arm_extended_selfie"]')
          .evaluate((el) => getComputedStyle(el).outlineStyle);
        assert.equal(ring, "solid", "the focused picture has a focus ring");
        assert.match(await text(page.getByTestId("summary-composition")), /Arm-extended selfie/);
        await group.scrollIntoViewIfNeeded();
        await ctx.shot(page, "31-create-photo-types");
        assert.deepEqual(await ctx.axe(page), [], "no serious accessibility problems");
        await eventually(async () =>
          assert.match(await page.evaluate(() => window.__fake.state.drafts["create-image"]), /arm_extended_selfie/),
        );
      }
    },
  },
  {
    name: "create image: a saved character as the face sends {characterId}",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { seedCharacters: 3 } });
      await page.getByLabel("Describe your image").fill("Walking in the rain");
      await page.locator(".face-kind").filter({ hasText: "Use a saved character" }).click();
      const faces = page.getByRole("radiogroup", { name: "Saved characters" });
      await eventually(async () => assert.equal(await faces.getByRole("radio").count(), 3));
      await faces.locator(".face-card").filter({ hasText: "Nova" }).click();
      await eventually(async () => {
        const est = (await estimates(page, "image")).at(-1);
        assert.equal(est.reference.characterId, "char_2");
      });
      await buttonText(page, "Generate 1 image — 2 credits");
      await page.locator("#field-reference").scrollIntoViewIfNeeded();
      await ctx.shot(page, "33-create-face-character");
      await generateButton(page).click();
      await (await openTray(page)).getByTestId("job").first().waitFor();
      const [gen] = await spends(page, "image");
      assert.deepEqual(gen.reference, { characterId: "char_2", token: null });
      assert.equal(gen.request.referenceImage, undefined, "no picture data from the page");
    },
  },
  {
    name: "create image: a one-off photo — a refused file says why, a good one is sent by token",
    async run(ctx) {
      const page = await openCreate(ctx);
      await page.getByLabel("Describe your image").fill("Portrait by a window");
      await page.locator(".face-kind").filter({ hasText: "Drop a one-off photo" }).click();
      await page.getByTestId("drop-zone").waitFor();
      await drop(page, ["/home/me/Documents/notes.txt"]);
      const msg = page.locator("#face-ref-error");
      await eventually(async () =>
        assert.match(
          await text(msg),
          /notes\.txt: This file isn't a photo we can use\. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP\./,
        ),
      );
      await page.getByTestId("drop-zone").scrollIntoViewIfNeeded();
      await ctx.shot(page, "34-create-face-refused");
      await drop(page, ["/home/me/Pictures/me.jpg"]);
      await page.getByRole("img", { name: "Reference photo: me.jpg" }).waitFor();
      await eventually(async () => assert.equal(await msg.count(), 0));
      await buttonText(page, "Generate 1 image — 2 credits");
      await generateButton(page).click();
      await (await openTray(page)).getByTestId("job").first().waitFor();
      const [gen] = await spends(page, "image");
      assert.equal(gen.reference.characterId, null);
      assert.match(gen.reference.token, /^tok_/);
      assert.ok(!JSON.stringify(gen).includes("base64"), "no picture data from the page");
      // After a restart the prepared photo is gone: the form says so at the face.
      await eventually(async () =>
        assert.match(await page.evaluate(() => window.__fake.state.drafts["create-image"]), /"token":"tok_/),
      );
      await page.reload();
      await nav(page, "Create image").click();
      await page.getByRole("img", { name: "Reference photo: me.jpg" }).waitFor();
      await ctx.shot(page, "34b-create-face-expired");
      await eventually(async () => assert.match(await text(msg), /That photo is no longer available — drop it again/));
    },
  },
  {
    name: "compare providers: per-provider cost, total, jobLimit refusal, side-by-side results",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCreate(ctx, { ...size, config: { credits: 120, jobLimit: 2, jobMs: 2000 } });
        await page.getByLabel("Describe your image").fill("A red bicycle against a yellow wall");
        await page.getByLabel("Compare providers").check();
        await page.locator('.provider-card[data-slug="grok-image"]').click();
        await buttonText(page, "Compare on 2 providers — 3 credits");
        assert.match(
          await text(page.getByTestId("cost-breakdown")),
          /Gemini 2 \+ Grok Image 1\. You'll have 117 credits left\./,
        );
        assert.match(await text(page.locator('.provider-card[data-slug="gemini"]')), /This request: 2 credits/);
        assert.match(
          await text(page.getByTestId("job-limit")),
          /Your plan.s job limit is 2\. Media Studio takes it to count picture jobs running at once/,
        );
        await page.locator('.provider-card[data-slug="fal-flux-2-max"]').click();
        const err = page.locator("#providers-err");
        await eventually(async () =>
          assert.match(await text(err), /You can run 2 jobs at once: pick at most 2 providers/),
        );
        await generateButton(page).click();
        await new Promise((r) => setTimeout(r, 200));
        assert.equal((await spends(page, "compare")).length, 0, "nothing is sent beyond the job limit");
        await page.locator('.provider-card[data-slug="fal-flux-2-max"]').click();
        await eventually(async () => assert.equal(await err.count(), 0));
        await buttonText(page, "Compare on 2 providers — 3 credits");
        await generateButton(page).click();
        const tiles = page.getByTestId("compare-tile");
        await eventually(async () => assert.equal(await tiles.count(), 2));
        assert.match(await text(tiles.nth(0)), /Gemini[\s\S]*2 credits/);
        assert.match(await text(tiles.nth(1)), /Grok Image[\s\S]*1 credit/);
        assert.match(await text(page.locator(".compare-results")), /2 providers · estimated 3 credits/);
        const [sent] = await spends(page, "compare");
        assert.deepEqual(sent.providers, ["gemini", "grok-image"]);
        await eventually(async () => assert.equal(await page.locator(".cmp-pics img").count(), 2), { timeout: 8000 });
        await eventually(async () =>
          assert.ok(
            await page
              .locator(".cmp-pics img")
              .first()
              .evaluate((img) => img.complete && img.naturalWidth > 0),
          ),
        );
        await page.locator(".compare-results").scrollIntoViewIfNeeded();
        await ctx.shot(page, "32-create-compare");
        assert.deepEqual(await ctx.axe(page), [], "no serious accessibility problems");
        // One toast for the whole comparison, not one per provider; the comparison is still there after
        // a visit to another screen.
        await page.getByText("Your comparison is ready: 2 providers side by side").waitFor();
        assert.equal(await page.getByText("Your image is ready").count(), 0);
        await nav(page, "Gallery").click();
        await nav(page, "Create image").click();
        await eventually(async () => assert.equal(await page.getByTestId("compare-tile").count(), 2));
      }
    },
  },
  {
    name: "presets: save, rename, load replaces the form, delete",
    async run(ctx) {
      const page = await openCreate(ctx);
      const prompt = page.getByLabel("Describe your image");
      await prompt.fill("Beach at dawn");
      await page.locator('.provider-card[data-slug="seedream-4.5"]').click();
      const menuButton = page.getByRole("button", { name: "Presets ▾" });
      await menuButton.click();
      const menu = page.getByRole("region", { name: "Presets" });
      await menu.getByRole("button", { name: "Save", exact: true }).click();
      await menu.getByText("Give the preset a name").waitFor();
      await menu.getByLabel("Save this form as a preset").fill("Dawn");
      await menu.getByRole("button", { name: "Save", exact: true }).click();
      await eventually(async () => assert.match(await text(page.getByTestId("preset-loaded")), /Preset: Dawn$/));
      await menu.getByRole("button", { name: "Rename Dawn" }).click();
      await menu.getByLabel("New name for Dawn").fill("Beach dawn");
      await menu.getByRole("button", { name: "Rename", exact: true }).click();
      await menu.getByRole("button", { name: "Load Beach dawn" }).waitFor();
      await eventually(async () => assert.match(await text(page.getByTestId("preset-loaded")), /Preset: Beach dawn/));
      await ctx.shot(page, "35-create-presets");
      await page.keyboard.press("Escape");
      // Change the form, then load the preset back.
      await prompt.fill("Something else");
      await page.locator('.provider-card[data-slug="grok-image"]').click();
      await eventually(async () => assert.match(await text(page.getByTestId("preset-loaded")), /\(changed\)/));
      await menuButton.click();
      await menu.getByRole("button", { name: "Load Beach dawn" }).click();
      await eventually(async () => assert.equal(await prompt.inputValue(), "Beach at dawn"));
      assert.ok(await page.getByRole("radio", { name: /Seedream 4\.5/ }).isChecked());
      assert.doesNotMatch(await text(page.getByTestId("preset-loaded")), /changed/);
      await menuButton.click();
      await menu.getByRole("button", { name: "Delete Beach dawn" }).click();
      await menu.getByText("No presets yet").waitFor();
      assert.equal(await page.getByTestId("preset-loaded").count(), 0);
      const names = (await calls(page, "presets_save")).map((a) => a.name);
      assert.deepEqual(names, ["", "Dawn"]);
    },
  },
  {
    name: "create image: the whole form (mode, leaves, face) survives a reload",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { seedCharacters: 2 } });
      await formMode(page);
      await leaf(page, "subject.description").fill("an astronaut");
      await page.locator('.fgroup[data-group="background"] .fgroup-head button').click();
      await leaf(page, "background.setting").fill("on the moon");
      await page.locator(".face-kind").filter({ hasText: "Use a saved character" }).click();
      await page.locator(".face-card").filter({ hasText: "Mia" }).click();
      await page.getByText("Draft saved").waitFor();
      await eventually(async () =>
        assert.match(await page.evaluate(() => window.__fake.state.drafts["create-image"]), /on the moon/),
      );
      await page.reload();
      await nav(page, "Create image").click();
      await eventually(async () => assert.equal(await leaf(page, "subject.description").inputValue(), "an astronaut"));
      assert.ok(await page.locator('.mode-option[data-mode="form"] input').isChecked());
      assert.match(await text(page.getByTestId("summary-background")), /on the moon/);
      await eventually(async () =>
        assert.ok(await page.locator(".face-card").filter({ hasText: "Mia" }).locator("input").isChecked()),
      );
    },
  },
  {
    name: "recall: 'Generate with this character' fills the face in Create image",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 2 } });
      await nav(page, "Characters").click();
      await page.getByRole("button", { name: "Open Nova" }).click();
      await page.getByRole("button", { name: "Generate with this character" }).click();
      await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
      await eventually(async () =>
        assert.ok(await page.locator(".face-card").filter({ hasText: "Nova" }).locator("input").isChecked()),
      );
      await page.getByLabel("Describe your image").fill("Nova in a garden");
      await eventually(async () =>
        assert.equal((await estimates(page, "image")).at(-1).reference?.characterId, "char_2"),
      );
    },
  },
  {
    name: "create image form: dark mode — the pictograms and groups follow the theme",
    async run(ctx) {
      const page = await openCreate(ctx, { width: 900, height: 700, colorScheme: "dark" });
      await formMode(page);
      await page.locator('.fgroup[data-group="composition"] .fgroup-head button').click();
      await page.locator('.pt-card[data-value="mirror_selfie"]').click();
      await page.getByRole("radiogroup", { name: "Photo type" }).scrollIntoViewIfNeeded();
      await ctx.shot(page, "36-create-photo-types-dark");
      assert.deepEqual(await ctx.axe(page), [], "no serious accessibility problems");
    },
  },
  {
    name: "create image: a batch of prompts, one per line, is one press, one job per prompt, priced as a whole",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { credits: 100, jobMs: 400 } });
      await page.getByLabel("Several prompts, one per line").check();
      const field = page.getByLabel("Your prompts, one per line");
      await field.fill("A red kite over the dunes");
      await generateButton(page).click();
      await eventually(async () => assert.match(await text(page.locator("#prompt-err")), /at least two prompts/));
      assert.equal((await spends(page, "batch")).length, 0);
      await field.fill("A red kite over the dunes\n\nA blue kite at the beach\n  A kite at night  ");
      await buttonText(page, "Generate 3 prompts × 1 image — 6 credits");
      assert.match(await text(page.getByTestId("cost-breakdown")), /3 prompts × 2 credits: one job per prompt\./);
      await ctx.shot(page, "create-image-batch");
      await generateButton(page).dblclick();
      await eventually(async () => assert.equal((await spends(page, "batch")).length, 1));
      const [sent] = await spends(page, "batch");
      assert.deepEqual(
        sent.requests.map((r) => r.simplePrompt),
        ["A red kite over the dunes", "A blue kite at the beach", "A kite at night"],
      );
      await page.getByText(/Started 3 jobs, one per prompt/).waitFor();
      const tray = await openTray(page);
      await eventually(async () => assert.equal(await tray.getByTestId("job").count(), 3));
    },
  },
];
