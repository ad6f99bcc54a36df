// First run, settings, the API key and API keys: against the fake backend (run.mjs).
import assert from "node:assert/strict";
import { SIZES, calls, eventually, text, nav } from "./helpers.mjs";

export const firstRunScenarios = [
  {
    name: "first run: choose Sandbox, the badge is shown and only working screens are in the nav",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "none" } });
        await page.getByRole("heading", { name: /How would you like to start/ }).waitFor();
        assert.equal(await page.getByRole("navigation").count(), 0, "no navigation before a choice");
        // The window tests (tests/e2e) find these buttons as the innermost element holding the text.
        for (const t of ["Try the Sandbox", "Use my account"]) {
          const xp = `xpath=//button[contains(normalize-space(.), '${t}')][not(.//*[contains(normalize-space(.), '${t}')])]`;
          assert.equal(await page.locator(xp).count(), 1, `button "${t}" holds its own text`);
        }
        await ctx.shot(page, "01-welcome");
        await page.getByRole("button", { name: /Try the Sandbox/ }).click();
        const badge = page.getByRole("note", { name: "Sandbox mode" });
        await badge.waitFor();
        assert.match(await text(badge), /Sandbox — results are simulated, and so are its credits/);
        assert.ok(await badge.getByRole("button", { name: "Use my account" }).isVisible());
        const links = await page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts();
        // Issue 4's screens, in this order; screens of later issues may sit between them once they work
        // (the layout scenario opens every item listed).
        const names = links.map((s) => s.trim());
        const core = names.filter((n) => ["Home", "Create image", "Gallery", "Settings"].includes(n));
        assert.deepEqual(core, ["Home", "Create image", "Gallery", "Settings"]);
        assert.equal(names[0], "Home");
        assert.equal(names[names.length - 1], "Settings");
        await eventually(async () => assert.match(await text(page.getByTestId("balance")), /120 credits/));
        await ctx.shot(page, "02-home-sandbox");
        // The switch is one click away.
        await badge.getByRole("button", { name: "Use my account" }).click();
        await page.getByRole("heading", { name: "Settings" }).waitFor();
        await eventually(async () =>
          assert.equal(await page.evaluate(() => document.activeElement?.closest(".connection-form") != null), true),
        );
        await ctx.shot(page, "02b-settings-connect-from-badge");
      }
    },
  },
  {
    name: "first run: use my account asks for a key, with plain field errors",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "none" } });
      await page.getByRole("button", { name: /Use my account/ }).click();
      await page.getByRole("heading", { name: "Connect your account" }).waitFor();
      await page.getByRole("button", { name: "Save and connect" }).click();
      const err = page.locator(".field-error");
      await eventually(async () => assert.equal(await err.count(), 2));
      const keyInput = page.getByLabel("API key", { exact: true });
      const described = await keyInput.getAttribute("aria-describedby");
      assert.ok(described.includes("-key-err"), "key error is tied to the key field");
      await ctx.shot(page, "03-welcome-account-errors");
      // The service's own rule (https unless loopback) shows under the address.
      await page.getByLabel("Service address").fill("http://api.example.com");
      await keyInput.fill("sl_live_0123456789abcdef");
      await page.getByRole("button", { name: "Save and connect" }).click();
      await page.getByText("The address must start with https://").waitFor();
      assert.match(await page.getByLabel("Service address").getAttribute("aria-describedby"), /-url-err/);
      await page.getByLabel("Service address").fill("https://api.example.com");
      await keyInput.fill("not-a-key");
      await page.getByRole("button", { name: "Save and connect" }).click();
      await page.getByText("keys start with sl_").waitFor();
      await keyInput.fill("sl_live_0123456789abcdef");
      await page.getByRole("button", { name: "Save and connect" }).click();
      await page.getByRole("heading", { name: "Home" }).waitFor();
      assert.equal(
        await page.getByRole("note", { name: "Sandbox mode" }).count(),
        0,
        "no sandbox badge for a real account",
      );
    },
  },
];

export const settingsScenarios = [
  {
    name: "settings: updates are off until a feed is set; an http feed elsewhere is refused at its field; what's new is said before the yes",
    async run(ctx) {
      const update = { version: "0.2.0", current: "0.1.0", notes: "Video makers side by side.", date: null };
      const page = await ctx.open({ config: { mode: "sandbox", credits: 100, update } });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      const section = page.getByRole("region", { name: "Updates" });
      await section.waitFor();
      assert.match(await section.innerText(), /Updates are off/);
      assert.ok(await section.getByRole("button", { name: "Check for updates" }).isDisabled(), "nothing to check");
      await section.getByLabel("Release feed address").fill("http://releases.example.com/latest.json");
      await section.getByRole("button", { name: "Save the address" }).click();
      await section.getByText("The feed must use https: plain http is only for this computer").waitFor();
      await section.getByLabel("Release feed address").fill("https://releases.example.com/latest.json");
      await section.getByRole("button", { name: "Save the address" }).click();
      await section.getByText(/checks this release feed when you ask/).waitFor();
      await section.getByRole("button", { name: "Check for updates" }).click();
      const offer = section.getByTestId("update-offer");
      await offer.waitFor();
      assert.match(
        await offer.innerText(),
        /Version 0\.2\.0 is available \(you have 0\.1\.0\)[\s\S]*Video makers side by side\./,
      );
      assert.deepEqual(await ctx.axe(page), []);
      await section.scrollIntoViewIfNeeded();
      await ctx.shot(page, "settings-update-offered");
      await offer.getByRole("button", { name: "Install version 0.2.0" }).click();
      await section.getByTestId("update-installed").waitFor();
      assert.match(await section.innerText(), /Restart Media Studio to use it/);
    },
  },
  {
    name: "settings: spending shows the last 30 days by kind and maker, charged or estimated, beside the service's transactions",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", credits: 100, seedFailedJob: true, jobMs: 500 } });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Create image" }).click();
      await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
      await page.locator("button.generate").click();
      await page
        .getByText(/✓ Started/)
        .first()
        .waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      const section = page.getByRole("region", { name: "Spending" });
      const summary = section.getByTestId("spending-summary");
      await summary.waitFor();
      // A picture's answer carries no charge: the balance drop around the send is not called one, so both jobs
      // are estimated (the new one 2, the failed one sent earlier 4).
      assert.match(
        await text(summary),
        /Last 30 days: 6 credits estimated \(the service reports no charge for these; jobs with no published price are not counted\)\./,
      );
      assert.match(await text(summary), /You have \d+ credits of 500 this period; it renews on \w{3} \d+\./);
      const rows = (await section.getByTestId("spending-row").allInnerTexts()).map((t) => t.replace(/\s+/g, " "));
      assert.ok(
        rows.some((r) => /Pictures · Seedream 4\.5 1 job Estimated 4 credits/.test(r)),
        rows.join(" | "),
      );
      assert.ok(
        rows.some((r) => /Pictures · Gemini 1 job Estimated 2 credits/.test(r)),
        rows.join(" | "),
      );
      assert.doesNotMatch(await text(section), /Charged/);
      // The documented service shows no transaction fields: none can be read, and the section says so.
      assert.match(
        await text(section.getByTestId("spending-no-transactions")),
        /None to show: the service's answer carries no transactions this app can read/,
      );
      await ctx.shot(page, "settings-spending");
    },
  },
  {
    name: "settings: every job's cost in a list, filtered by maker, with where each figure comes from, exported as CSV",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", credits: 100, seedFailedJob: true, jobMs: 300 } });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Create image" }).click();
      await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
      await page.locator("button.generate").click();
      await page
        .getByText(/✓ Started/)
        .first()
        .waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      const list = page.getByTestId("spending-list");
      const total = list.getByTestId("spending-list-total");
      await eventually(async () =>
        assert.match(await text(total), /^2 jobs: 6 credits counted\. You have \d+ credits of 500/),
      );
      const rows = async () =>
        (await list.getByTestId("spending-job").allInnerTexts()).map((t) => t.replace(/\s+/g, " "));
      await eventually(async () => assert.equal((await rows()).length, 2));
      const [newest] = await rows();
      assert.match(newest, /Pictures · Gemini A lighthouse at dusk 2 credits Balance fell 2 credits$/, newest);
      assert.match((await rows())[1], /Pictures · Seedream 4\.5 .*4 credits Estimated 4 credits$/);
      // The maker filter lists makers by name and narrows the list and its total.
      const maker = list.getByLabel("Maker");
      assert.deepEqual(await maker.locator("option").allInnerTexts(), ["All makers", "Gemini", "Seedream 4.5"]);
      await maker.selectOption({ label: "Seedream 4.5" });
      await eventually(async () => assert.match(await text(total), /^1 job: 4 credits counted\./));
      assert.equal((await rows()).length, 1);
      await list.scrollIntoViewIfNeeded();
      await ctx.shot(page, "settings-spending-list");
      await list.getByRole("button", { name: "Export CSV…" }).click();
      await page.getByText(/The list of 1 job was saved as \/home\/you\/Exports\/media-studio-spending-/).waitFor();
      const [exported] = await calls(page, "spending_export");
      assert.equal(exported.query.provider, "seedream-4.5");
      // "Show every job" clears the filters.
      await list.getByRole("button", { name: "Show every job" }).click();
      await eventually(async () => assert.match(await text(total), /^2 jobs/));
    },
  },
  {
    name: "settings: after moving from the Sandbox to an account, spending and API keys are the account's",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedFailedJob: true } });
      await nav(page, "Settings").click();
      const summary = page.getByRole("region", { name: "Spending" }).getByTestId("spending-summary");
      await eventually(async () => assert.match(await text(summary), /Last 30 days: 4 credits estimated/));
      await page.getByRole("button", { name: "Revoke Old laptop" }).waitFor();
      // Connect an account from the same Settings screen, without leaving it.
      await page.getByRole("button", { name: "Use my account" }).first().click();
      await page.getByLabel("Service address").fill("https://api.example.com");
      await page.getByLabel("API key", { exact: true }).fill("sl_acct_0123456789abcdef");
      await page.getByRole("button", { name: "Save and connect" }).click();
      await eventually(async () => assert.match(await text(summary), /Last 30 days: nothing sent from this app\./));
      await eventually(async () => {
        const rows = await page.getByTestId("key-row").allInnerTexts();
        assert.equal(rows.length, 1, rows.join(" | "));
        assert.match(rows[0], /^My laptop\s*Used by this app/);
      });
      assert.equal(await page.getByRole("button", { name: "Revoke Old laptop" }).count(), 0, "no Sandbox key");
      await ctx.shot(page, "settings-after-switch");
    },
  },
  {
    name: "settings: the key field is write-only; only 'a key is set' and the prefix show",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "service" } });
        await nav(page, "Settings").click();
        const status = page.getByTestId("connection-status");
        await eventually(async () => assert.match(await text(status), /A key is set sl_live…/));
        await eventually(async () =>
          assert.match(await text(page.getByTestId("key-row").first()), /This computer\s*Used by this app/),
        );
        await ctx.shot(page, "12-settings-service");
        await page.getByRole("button", { name: "Revoke This computer" }).click();
        const own = page.getByRole("dialog", { name: /Revoke the key “This computer”/ });
        await own.getByText("Media Studio itself uses this key").waitFor();
        await ctx.shot(page, "12b-revoke-own-key");
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        await page.getByRole("button", { name: "Replace key" }).click();
        const key = page.getByLabel("API key", { exact: true });
        assert.equal(await key.inputValue(), "", "the key is never filled in");
        assert.equal(await key.getAttribute("type"), "password");
        await key.fill("sl_new9876543210zyxw");
        assert.ok(!(await page.content()).includes("sl_new9876543210zyxw"), "a typed key is not mirrored into the DOM");
        await page.getByRole("button", { name: "Save and connect" }).click();
        await eventually(async () => assert.match(await text(status), /A key is set sl_new9…/));
        // After saving: the field is gone or empty, and the full key is nowhere on the page.
        const keyFields = page.getByLabel("API key", { exact: true });
        if (await keyFields.count()) assert.equal(await keyFields.inputValue(), "");
        const html = await page.content();
        assert.ok(!html.includes("sl_new9876543210zyxw"), "full key not in the page");
        const sent = await page.evaluate(() => window.__fake.calls.find((c) => c.cmd === "connect_service")?.args);
        assert.equal(sent.apiKey, "sl_new9876543210zyxw");
        assert.equal(sent.sessionOnly, false);
        await ctx.shot(page, "13-settings-key-saved");
        // Removing the key asks for a new one; switching to the Sandbox is one click.
        await page.getByRole("button", { name: "Remove key" }).click();
        await eventually(async () => assert.match(await text(status), /No key is set/));
        await page.getByRole("heading", { name: "Connect your account" }).waitFor();
        await page.getByRole("button", { name: "Switch to the Sandbox" }).click();
        await page.getByRole("note", { name: "Sandbox mode" }).waitFor();
      }
    },
  },
  {
    name: "settings: no OS keyring: says so and offers 'keep for this session only'",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", keyringAvailable: false } });
      await nav(page, "Settings").click();
      await page.locator("main").getByRole("button", { name: "Use my account" }).click();
      await page.getByText(/password store isn't available/).waitFor();
      await page.getByLabel("Service address").fill("https://api.example.com");
      await page.getByLabel("API key", { exact: true }).fill("sl_sess12345678");
      await page.getByRole("button", { name: "Save and connect" }).click();
      await page.getByText(/Tick this box to use the key now/).waitFor();
      await ctx.shot(page, "14-settings-no-keyring");
      await page.getByLabel("Keep for this session only").check();
      await page.getByRole("button", { name: "Save and connect" }).click();
      const status = page.getByTestId("connection-status");
      await eventually(async () => assert.match(await text(status), /A key is set sl_sess…/));
      assert.match(await text(status), /for this session only/);
      assert.equal(await page.getByRole("note", { name: "Sandbox mode" }).count(), 0);
    },
  },
  {
    name: "settings: a 401 brings the user back to key entry with the reason",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "service", authBroken: true } });
        await page.getByRole("heading", { name: "Settings" }).waitFor();
        const alert = page.getByRole("alert").filter({ hasText: "no longer accepts your key" });
        await alert.waitFor();
        await eventually(async () =>
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "api-key"),
        );
        await alert.getByText("Details").click();
        await alert.getByText(/401 Unauthorized/).waitFor();
        await ctx.shot(page, "15-settings-401");
        await page.getByLabel("Service address").fill("https://api.example.com");
        await page.getByLabel("API key", { exact: true }).fill("sl_fresh000111222");
        await page.getByRole("button", { name: "Save and connect" }).click();
        await eventually(async () => assert.equal(await alert.count(), 0));
        await eventually(async () => assert.match(await text(page.getByTestId("balance")), /120 credits/));
      }
    },
  },
  {
    name: "api keys: a new key is shown once with a copy button; revoking asks first",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "sandbox" } });
        await nav(page, "Settings").click();
        const rows = page.getByTestId("key-row");
        await eventually(async () => assert.equal(await rows.count(), 2));
        await page.getByRole("button", { name: "Create key" }).click();
        await page.locator("#key-name-err").waitFor();
        await page.getByLabel("Name for a new key").fill("Phone");
        await page.getByRole("button", { name: "Create key" }).click();
        const dialog = page.getByRole("dialog", { name: /Your new key/ });
        await dialog.waitFor();
        const full = await dialog.getByLabel("Full key").inputValue();
        assert.match(full, /^sl_[A-Za-z0-9]{40}$/);
        assert.match(await text(dialog), /only time the full key is shown/);
        await dialog.getByRole("button", { name: "Copy" }).click();
        await dialog.getByRole("button", { name: /Copied/ }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), full);
        await ctx.shot(page, "16-key-created");
        await dialog.getByRole("button", { name: /I've copied it/ }).click();
        await eventually(async () => assert.equal(await rows.count(), 3));
        assert.ok(!(await page.content()).includes(full), "the full key is gone once the dialog closes");
        assert.match(await text(rows.nth(2)), new RegExp(`Phone\\s+${full.slice(0, 11)}…`));

        await page.getByRole("button", { name: "Revoke Old laptop" }).click();
        const confirm = page.getByRole("dialog", { name: /Revoke the key “Old laptop”/ });
        await confirm.waitFor();
        assert.match(await text(confirm), /permanent/);
        assert.equal(
          await page.evaluate(() => document.activeElement?.textContent),
          "Keep the key",
          "safe choice focused",
        );
        await ctx.shot(page, "17-key-revoke-confirm");
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        assert.equal(await rows.count(), 3, "Escape keeps the key");
        await page.getByRole("button", { name: "Revoke Old laptop" }).click();
        await confirm.getByRole("button", { name: "Revoke permanently" }).click();
        await eventually(async () => assert.equal(await rows.count(), 2));
        assert.ok(!(await text(page.locator(".keys-table"))).includes("Old laptop"));
      }
    },
  },
];
