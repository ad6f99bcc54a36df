// The whole window: keyboard, header, empty states, themes, accessibility and layout on every screen.
import assert from "node:assert/strict";
import { SIZES, calls, eventually, text, nav, generateButton, buttonText } from "./helpers.mjs";

/** Elements of the window's frame that scroll sideways, or a page taller than the window (none should). */
const overflow = async (page) =>
  page.evaluate(() => {
    const bad = [];
    for (const el of [
      document.scrollingElement,
      ...document.querySelectorAll("main, .screen-scroll, .nav, .header, .action-bar, dialog[open]"),
    ]) {
      if (el && el.scrollWidth > el.clientWidth + 1)
        bad.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    // The window itself never scrolls (the screens scroll inside it): nothing may make the page taller.
    const doc = document.scrollingElement;
    if (doc.scrollHeight > doc.clientHeight + 1)
      bad.push(`the page is taller than the window: ${doc.scrollHeight} > ${doc.clientHeight}`);
    return bad;
  });

/** Labels, buttons and cards whose text runs out of their box (cut off or spilling over a neighbour). */
const clippedText = async (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("nav a, .brand, main button, main label, main [class*='card'], main h1, main h2")]
      .filter(
        (el) => el.offsetParent !== null && !el.closest(".visually-hidden") && el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => el.textContent.trim().replace(/\s+/g, " ").slice(0, 40)),
  );

export const scenarios = [
  {
    name: "start: a damaged library moved aside is explained once in plain words, then the app opens",
    async run(ctx) {
      const folder = "/home/you/.local/share/studio.media.desktop";
      const page = await ctx.open({
        config: {
          mode: "sandbox",
          libraryRecovery: {
            movedTo: `${folder}/library.sqlite.damaged-20261123-101500`,
            mediaFolder: `${folder}/media`,
            at: "2026-11-23T10:15:00Z",
            details: "file is not a database",
          },
        },
      });
      await page
        .getByRole("heading", { name: "Your library was damaged, so Media Studio started a new one" })
        .waitFor();
      assert.equal(await text(page.getByTestId("moved-to")), `${folder}/library.sqlite.damaged-20261123-101500`);
      assert.equal(await text(page.getByTestId("media-folder")), `${folder}/media`);
      assert.match(await text(page.locator("main")), /picture, video and music files were not touched/);
      assert.deepEqual(await ctx.axe(page), []);
      await ctx.shot(page, "70-start-library-recovered");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "Home" }).waitFor();
    },
  },
  {
    name: "start: a library from a newer version, or already open, is explained in plain words",
    async run(ctx) {
      const cases = [
        {
          code: "library_too_new",
          title: "This library needs a newer Media Studio",
          message:
            "This library was made by a newer version of Media Studio, so this version can't open it. Nothing in it was changed. Install the newer version of Media Studio to use it again.",
        },
        {
          code: "library_in_use",
          title: "Media Studio is already open",
          message:
            "Media Studio is already open with this library. Use the window that is already open; this one can be closed.",
        },
      ];
      for (const c of cases) {
        const page = await ctx.open({
          config: { mode: "sandbox", startError: { code: c.code, message: c.message, field: null, details: "x" } },
        });
        await page.getByRole("heading", { name: c.title }).waitFor();
        assert.match(await text(page.locator("main")), new RegExp(c.message.slice(0, 40)));
        assert.doesNotMatch(await text(page.locator("main")), /Something went wrong/);
        await ctx.shot(page, `71-start-${c.code}`);
      }
    },
  },
  {
    name: "keyboard: Tab reaches the nav, Enter opens a screen, focus is visible",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox" } });
      await page.getByRole("heading", { name: "Home" }).waitFor();
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Skip to content");
      // Every nav item in order (the list grows as screens land), starting with Home and Create image.
      const labels = (await page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts()).map((s) =>
        s.trim(),
      );
      assert.deepEqual(labels.slice(0, 2), ["Home", "Create image"]);
      assert.equal(labels[labels.length - 1], "Settings");
      const visited = [];
      for (let i = 0; i < labels.length; i++) {
        await page.keyboard.press("Tab");
        visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim()));
      }
      assert.deepEqual(visited, labels);
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
      assert.notEqual(outline, "none", "focused nav item has a visible outline");
      await ctx.shot(page, "18-keyboard-focus");
      for (let i = labels.length - 1; i > labels.indexOf("Create image"); i--) await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Create image" }).waitFor();
      assert.equal(await nav(page, "Create image").getAttribute("aria-current"), "page");
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), "H1", "focus moves to the new screen");
      // Tab reaches the prompt (after the presets menu and the mode switch), then the provider cards
      // (after the shape, the face and the compare switch).
      const tabTo = async (test, max) => {
        for (let i = 0; i < max; i++) {
          await page.keyboard.press("Tab");
          if (await page.evaluate(test)) return;
        }
        assert.fail(`not reached in ${max} tabs: ${test}`);
      };
      // The form shows once the draft is back ("Loading your draft…" until then): a person tabs when
      // they can see it, and so does this test (a busy CI machine once tabbed past the loading line).
      await page.locator("#prompt").waitFor();
      await tabTo(() => document.activeElement?.id === "prompt", 4);
      // Provider cards: Tab lands on the chosen one, arrows choose, the card shows a focus ring.
      await tabTo(() => document.activeElement?.getAttribute("name") === "provider", 5);
      await page.keyboard.press("ArrowRight");
      assert.ok(await page.getByRole("radio", { name: /Gemini Nano/ }).isChecked());
      const ring = await page
        .locator('.provider-card[data-slug="gemini-nano"]')
        .evaluate((el) => getComputedStyle(el).outlineStyle);
      assert.equal(ring, "solid");
      await ctx.shot(page, "18b-keyboard-provider");
      // Next stop is the number of images ("one fewer" is disabled at 1), then "one more".
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "numImages");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      assert.equal(await page.getByLabel("Number of images").inputValue(), "2");
    },
  },
  {
    name: "header: credits, tier and reset; click shows recent transactions, or says plainly that none can be read",
    async run(ctx) {
      for (const size of SIZES) {
        // Against the documented service (no transaction fields shown) the list is empty, and says why.
        const page = await ctx.open({ ...size, config: { mode: "sandbox", tier: "studio" } });
        const btn = page.locator(".credits-button");
        await eventually(async () => assert.match(await text(btn), /120 credits\s+Studio plan · Resets in 9 days/));
        await btn.click();
        const panel = page.getByRole("region", { name: "Credits", exact: true });
        await panel.waitFor();
        await panel.getByTestId("recent-empty").waitFor();
        assert.match(
          await text(panel),
          /None to show\. The service's answer carries no recent activity this app can read/,
        );
        assert.doesNotMatch(await text(panel), /Nothing yet/);
        await ctx.shot(page, "19-credits-panel-empty");
        await page.keyboard.press("Escape");
        // A service that sends transactions in fields the app can read: they are listed.
        const rich = await ctx.open({ ...size, config: { mode: "sandbox", tier: "studio", recentTransactions: true } });
        await rich.locator(".credits-button").click();
        const richPanel = rich.getByRole("region", { name: "Credits", exact: true });
        await richPanel.getByText("Monthly allowance").waitFor();
        assert.match(await text(richPanel), /−4/);
        await ctx.shot(rich, "19-credits-panel");
        await rich.keyboard.press("Escape");
        await eventually(async () => assert.equal(await richPanel.count(), 0));
        assert.equal(
          await rich.locator(".credits-button").evaluate((el) => el === document.activeElement),
          true,
          "focus returns to the button",
        );
      }
    },
  },
  {
    name: "header: a reset time gone by is never 'today': the balance is read again once it passes",
    async run(ctx) {
      // The reset comes 1.5 s after opening; the service then answers the renewed allowance and the next reset.
      const page = await ctx.open({
        config: { mode: "sandbox", credits: 40, resetInMs: 1500, resetAfterReread: 30 * 86_400_000 },
      });
      const btn = page.locator(".credits-button");
      await eventually(async () => assert.match(await text(btn), /40 credits\s+Pro plan · Resets later today/));
      await eventually(async () => assert.match(await text(btn), /500 credits\s+Pro plan · Resets in 30 days/), {
        timeout: 12000,
      });
      assert.doesNotMatch(await text(btn), /Resets today/);
      // A service that answers a reset time already past, again: said as the date it was due.
      const stale = await ctx.open({ config: { mode: "sandbox", credits: 40, resetInMs: -86_400_000 } });
      const staleBtn = stale.locator(".credits-button");
      await eventually(async () =>
        assert.match(await text(staleBtn), /40 credits\s+Pro plan · Reset was due \w{3} \d+/),
      );
      await eventually(async () => assert.ok((await calls(stale, "credits_get")).length >= 2, "read again"));
      await ctx.shot(stale, "19c-credits-reset-past");
    },
  },
  {
    name: "empty states explain the screen and offer the first action",
    async run(ctx) {
      const page = await ctx.open({ width: 900, height: 700, config: { mode: "sandbox" } });
      await nav(page, "Gallery").click();
      await page.getByRole("heading", { name: "Your images will live here" }).waitFor();
      await ctx.shot(page, "20-gallery-empty");
      await page.locator(".tray-button").click();
      await page.locator("#job-tray").getByText("Nothing is running").waitFor();
      await ctx.shot(page, "21-tray-empty");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Create your first image" }).click();
      await page.getByRole("heading", { name: "Create image" }).waitFor();
    },
  },
  {
    name: "dark theme follows the OS; reduced motion stops animation",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({
          ...size,
          colorScheme: "dark",
          reducedMotion: "reduce",
          config: { mode: "sandbox", seedImages: 7, jobMs: 20000 },
        });
        await page.getByRole("heading", { name: "Recent work" }).waitFor();
        await page.locator(".thumb-strip img").first().waitFor();
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        assert.equal(bg, "rgb(19, 19, 24)");
        await ctx.shot(page, "22-dark-home");
        await nav(page, "Create image").click();
        await page.getByLabel("Describe your image").fill("Neon street at night");
        await buttonText(page, "Generate 1 image — 2 credits");
        await generateButton(page).click();
        const spinner = page.locator(".tray-button .spinner");
        await spinner.waitFor();
        const anim = await spinner.evaluate((el) => getComputedStyle(el).animationName);
        assert.equal(anim, "none");
        await ctx.shot(page, "23-dark-create");
        await page.keyboard.press("Escape");
        await nav(page, "Gallery").click();
        await eventually(async () => assert.equal(await page.locator(".gallery-grid .thumb").count(), 7));
        await ctx.shot(page, "24-dark-gallery");
      }
    },
  },
  {
    name: "accessibility: axe-core finds no serious WCAG 2.1 A/AA problems on any screen, light and dark",
    async run(ctx) {
      const problems = [];
      for (const colorScheme of ["light", "dark"]) {
        const check = async (page, label) => {
          for (const v of await ctx.axe(page)) problems.push(`${colorScheme} ${label}: ${v}`);
        };
        const first = await ctx.open({ colorScheme, config: { mode: "none" } });
        await first.getByRole("heading", { name: /How would you like to start/ }).waitFor();
        await check(first, "welcome");
        await first.getByRole("button", { name: /Use my account/ }).click();
        await first.getByRole("button", { name: "Save and connect" }).click();
        await first.locator(".field-error").first().waitFor();
        await check(first, "welcome-account-errors");

        const page = await ctx.open({ colorScheme, config: { mode: "sandbox", seedImages: 3, credits: 3 } });
        await page.getByRole("heading", { name: "Home" }).waitFor();
        await page.locator(".thumb-strip img").first().waitFor();
        await check(page, "home");
        await page.locator(".credits-button").click();
        await page.getByTestId("recent-empty").waitFor();
        await check(page, "credits-panel");
        await page.keyboard.press("Escape");
        await nav(page, "Create image").click();
        const prompt = page.getByLabel("Describe your image");
        await prompt.fill("x");
        await prompt.fill("");
        await page.getByLabel("Number of images").fill("4");
        await buttonText(page, "Not enough credits — this needs 8, you have 3");
        await page.locator("#prompt-err").waitFor();
        await check(page, "create (errors, short)");
        await nav(page, "Gallery").click();
        await page.locator(".gallery-grid .thumb").first().click();
        await page.getByRole("dialog").waitFor();
        await check(page, "lightbox");
        await page.keyboard.press("Escape");
        await nav(page, "Settings").click();
        await page.getByTestId("key-row").first().waitFor();
        await check(page, "settings");
        await page.getByLabel("Name for a new key").fill("Tablet");
        await page.getByRole("button", { name: "Create key" }).click();
        await page.getByRole("dialog").waitFor();
        await check(page, "key-created");
      }
      assert.deepEqual(problems, []);
    },
  },
  {
    name: "layout: nothing scrolls sideways, no label runs out of its box, and no screen shows undefined, NaN, Invalid Date or null, at 900x700 or 1280x800",
    async run(ctx) {
      const problems = [];
      const noNonsense = async (where, page) => {
        const words = await page.locator("body").innerText();
        const bad = words.match(/\bundefined\b|\bNaN\b|Invalid Date|\bnull\b/);
        if (bad) problems.push(`${where}: shows "${bad[0]}"`);
      };
      for (const size of SIZES) {
        const page = await ctx.open({
          ...size,
          config: {
            mode: "sandbox",
            seedImages: 9,
            galleryEdgeItems: true,
            seedRunningJobs: true,
            seedFailedJob: true,
          },
        });
        const screens = (await page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts()).map(
          (t) => t.trim(),
        );
        for (const screen of screens) {
          // Every item in the navigation opens a working screen with its own title.
          await nav(page, screen).click();
          await page.getByRole("heading", { level: 1, name: screen }).waitFor();
          await new Promise((r) => setTimeout(r, 150));
          for (const b of await overflow(page)) problems.push(`${size.width} ${screen}: ${b}`);
          for (const c of await clippedText(page))
            problems.push(`${size.width} ${screen}: "${c}" is wider than its box`);
          await noNonsense(`${size.width} ${screen}`, page);
        }
        await page.locator(".tray-button").click();
        await page.locator("#job-tray").waitFor();
        await noNonsense(`${size.width} tray`, page);
        await page.keyboard.press("Escape");
        await nav(page, "Gallery").click();
        await page.locator(".gallery-grid .thumb").first().click();
        await page.getByRole("dialog").waitFor();
        for (const b of await overflow(page)) problems.push(`${size.width} lightbox: ${b}`);
        for (let i = 0; i < 3; i++) {
          await noNonsense(`${size.width} lightbox ${i + 1}`, page);
          await page.keyboard.press("ArrowRight");
        }
      }
      assert.deepEqual(problems, []);
    },
  },
  {
    name: "text scales: at 150% text size every screen still fits sideways and no label runs out of its box",
    async run(ctx) {
      const problems = [];
      const page = await ctx.open({ width: 1280, height: 800, config: { mode: "sandbox", seedImages: 9 } });
      // What a person with a larger default text size gets: every rem grows by half.
      // (Set through the CSSOM: the app's CSP refuses inline <style>.)
      await page.evaluate(() => (document.documentElement.style.fontSize = "150%"));
      const bodySize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      assert.ok(bodySize >= 22, `body text follows the root size (${bodySize}px)`);
      const screens = (await page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts()).map(
        (t) => t.trim(),
      );
      for (const screen of screens) {
        await nav(page, screen).click();
        await page.getByRole("heading", { level: 1, name: screen }).waitFor();
        await new Promise((r) => setTimeout(r, 150));
        for (const b of await overflow(page)) problems.push(`150% ${screen}: ${b}`);
        for (const c of await clippedText(page)) problems.push(`150% ${screen}: "${c}" is wider than its box`);
        if (["Create image", "Video", "Gallery"].includes(screen))
          await ctx.shot(page, `text-150-${screen.toLowerCase().replace(/ /g, "-")}`);
      }
      assert.deepEqual(problems, []);
    },
  },
];
