// Browser scenarios of Settings › Service check (studio-core account_check; the fake's `checkFinds`,
// `checkMs`, `reportPath`): it runs by itself after "Save and connect" without holding up the connection, says
// in plain words what differs (grouped by what it is to a person, the route only in Details), runs again,
// saves a report, and works in the Sandbox.
import assert from "node:assert/strict";
import { SIZES, calls, eventually, nav, text } from "./helpers.mjs";

const MATCH = "The service's answers match its documentation.";
const REPORT_NOTE = "field names and types only — never your pictures' words, your balance or your key";

const section = (page) => page.getByRole("region", { name: "Service check" });

async function connectAccount(page) {
  await page.getByLabel("Service address").fill("https://api.example.com");
  await page.getByLabel("API key", { exact: true }).fill("sl_live_0123456789abcdef");
  await page.getByRole("button", { name: "Save and connect" }).click();
}

export const scenarios = [
  {
    name: "service check: after Save and connect it runs in the background and finds nothing to report",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", checkMs: 1500 } });
      await nav(page, "Settings").click();
      await page.getByRole("button", { name: "Use my account" }).first().click();
      await connectAccount(page);
      // The connection does not wait for the check: the account is shown while the check still runs.
      await page.getByTestId("key-prefix").waitFor();
      const card = section(page);
      await card.getByText("Checking the service's answers…").waitFor();
      assert.ok(await card.getByRole("button", { name: "Checking…" }).isDisabled());
      await ctx.shot(page, "service-check-running");
      await eventually(async () =>
        assert.equal((await text(card.getByTestId("check-headline"))).trim().startsWith("✓"), true),
      );
      assert.match(await text(card.getByTestId("check-headline")), new RegExp(MATCH.replace(/[.]/g, "\\.")));
      assert.equal(await card.getByTestId("check-group").count(), 0);
      assert.match(await text(card), new RegExp(REPORT_NOTE));
      assert.equal((await calls(page, "account_check")).length, 1);
      // Nothing found: no toast about it.
      assert.equal(await page.locator(".toast").filter({ hasText: "service check" }).count(), 0);
    },
  },
  {
    name: "service check: two differences listed under what they affect, the route only in Details; the toast leads there",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "none", checkFinds: "two-problems" } });
        await page.getByRole("button", { name: /Use my account/ }).click();
        await connectAccount(page);
        await page.getByRole("heading", { name: "Home" }).waitFor();
        const toast = page.locator(".toast").filter({ hasText: "The service check found 2 differences" });
        await toast.waitFor();
        await toast.getByRole("button", { name: "See the check" }).click();
        await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
        const card = section(page);
        const headline = card.getByTestId("check-headline");
        await headline.waitFor();
        assert.match(await text(headline), /^⚠ Found 2 differences from the service's documentation\./);
        const groups = card.getByTestId("check-group");
        assert.equal(await groups.count(), 2);
        assert.equal(await text(groups.nth(0).getByRole("heading")), "Your credits");
        assert.equal(
          await text(groups.nth(0).locator("li")),
          'The service did not send "creditsResetAt". This affects when your allowance resets.',
        );
        assert.equal(await text(groups.nth(1).getByRole("heading")), "Pictures being made");
        assert.match(
          await text(groups.nth(1).locator("li")),
          /^The service sent "jobLimit" as text, where the spec says number\. This affects how many pictures/,
        );
        // No web jargon in the words; the route is in Details.
        const route = groups.nth(0).getByText("GET /api/user/credits", { exact: false });
        assert.equal(await route.isVisible(), false);
        await groups.nth(0).getByText("Details").click();
        assert.equal(await route.isVisible(), true);
        assert.match(await text(route), /creditsResetAt: missing/);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "service-check-two-problems");
      }
    },
  },
  {
    name: "service check: Check again shows progress; Save a report says where, and nothing when cancelled",
    async run(ctx) {
      for (const [reportPath, said] of [
        [undefined, "/home/you/Documents/media-studio-service-check.json"],
        [null, null],
      ]) {
        const page = await ctx.open({ config: { mode: "service", checkMs: 800, reportPath } });
        await nav(page, "Settings").click();
        const card = section(page);
        await card.getByText("Not checked yet.").waitFor();
        assert.ok(await card.getByRole("button", { name: "Save a report" }).isDisabled(), "no report before a check");
        await card.getByRole("button", { name: "Check now" }).click();
        await card.getByText("Checking the service's answers…").waitFor();
        await card.getByTestId("check-headline").waitFor();
        await card.getByRole("button", { name: "Check again" }).waitFor();
        await card.getByRole("button", { name: "Save a report" }).click();
        await eventually(async () => assert.equal((await calls(page, "account_check_report_save")).length, 1));
        if (said) {
          const saved = card.getByTestId("report-saved");
          await saved.waitFor();
          assert.equal(await text(saved), `✓ Report saved to ${said}`);
          await ctx.shot(page, "service-check-report-saved");
        } else {
          await page.waitForTimeout(300);
          assert.equal(await card.getByTestId("report-saved").count(), 0, "nothing is said when cancelled");
          assert.equal(await card.locator(".notice-error").count(), 0);
        }
        // Check again runs a fresh check.
        await card.getByRole("button", { name: "Check again" }).click();
        await card.getByRole("button", { name: "Checking…" }).waitFor();
        await card.getByRole("button", { name: "Check again" }).waitFor();
        assert.equal((await calls(page, "account_check")).length, 2);
      }
    },
  },
  {
    name: "service check: works in the Sandbox with nothing to report; a check that can't run says so calmly",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox" } });
      await nav(page, "Settings").click();
      const card = section(page);
      await card.getByRole("button", { name: "Check now" }).click();
      await eventually(async () =>
        assert.match(await text(card.getByTestId("check-headline")), /match its documentation/),
      );
      await ctx.shot(page, "service-check-sandbox");

      const down = await ctx.open({ config: { mode: "service", checkFinds: "unreachable" } });
      await nav(down, "Settings").click();
      const downCard = section(down);
      await downCard.getByRole("button", { name: "Check now" }).click();
      const note = downCard.getByRole("note");
      await note.waitFor();
      assert.match(await text(note), /The check couldn't run just now\. Can't reach the service\./);
      // Calm: a note in the card, not an alarm, and the connection stays as it was.
      assert.equal(await down.getByRole("alert").count(), 0);
      await down.getByTestId("key-prefix").waitFor();
      await ctx.shot(down, "service-check-cannot-run");
    },
  },
];
