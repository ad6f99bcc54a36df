// Issue 13 (waiting you can read, shortcuts), in the real window against the embedded sandbox (12 s jobs):
// with no history a running picture shows its time so far and the service's "N%" as a bar; after two
// finished ones, a third also says how long they usually take here. "?" lists the shortcuts, Ctrl+K jumps
// to a screen.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { By, Key, css, findText, screenshot, session, tempDataDir, call } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const picture = async (app, prompt) => {
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: prompt, numImages: 1 },
      reference: null,
    },
  });
  return job;
};

async function waitDone(app, id) {
  await app.wait(async () => {
    const jobs = await call(app, "jobs_list");
    return jobs.find((j) => j.id === id)?.status === "completed";
  }, 90000, `job ${id} never completed`);
}

/** Waits until a line of the open tray passes `check(text, bar value or null)`. */
async function trayLine(app, check, what) {
  let last = "";
  await app
    .wait(async () => {
      for (const li of await app.findElements(By.css("#job-tray [data-testid='job']"))) {
        const text = await li.getText();
        const bars = await li.findElements(By.css("progress"));
        const value = bars.length ? Number(await bars[0].getAttribute("value")) : null;
        if (check(text, value)) return true;
        last = `${text} | bar ${value}`;
      }
      return false;
    }, 40000)
    .catch((e) => {
      throw new Error(`${what} never shown (last: "${last}"): ${e.message}`);
    });
}

test("waiting: a bar from the service's percentage, the usual time from this library; ? and Ctrl+K", async () => {
  const { app } = await session(tempDataDir("waiting"), { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "12" }, drivers);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // No history yet: the time so far and the bar, no "usually".
  const first = await picture(app, "A lighthouse at dusk");
  await (await css(app, ".tray-button")).click();
  await trayLine(app, (t, v) => /Generating image… \d+%/.test(t) && v > 0 && !/usually/.test(t), "a bar without history");
  await screenshot(app, "waiting-01-bar-no-history");
  await waitDone(app, first.id);
  await waitDone(app, (await picture(app, "A harbour at dawn")).id);

  // Two finished: the third says how long they usually take here.
  await picture(app, "A pier at noon");
  await trayLine(app, (t, v) => /\d:\d\d · usually about \d+ s/.test(t) && v != null, "the usual time");
  await screenshot(app, "waiting-02-usual-time");
  await (await css(app, ".tray-button")).click();

  // "?" lists the shortcuts; Escape closes it; Ctrl+K jumps to a screen.
  await app.executeScript(() => document.activeElement?.blur());
  await app.actions().sendKeys("?").perform();
  const sheet = await css(app, "dialog[open] #shortcuts-title");
  assert.equal(await sheet.getText(), "Keyboard shortcuts");
  await findText(app, "Jump to a screen", "td");
  await screenshot(app, "waiting-03-shortcuts");
  await app.actions().sendKeys(Key.ESCAPE).perform();
  await app.wait(async () => (await app.findElements(By.css("dialog[open]"))).length === 0, 5000, "the sheet never closed");
  await app.actions().keyDown(Key.CONTROL).sendKeys("k").keyUp(Key.CONTROL).perform();
  const box = await css(app, "dialog[open] input[role='combobox']");
  await box.sendKeys("gall", Key.ENTER);
  await app.wait(async () => (await app.findElements(By.xpath("//h1[normalize-space(.)='Gallery']"))).length > 0, 15000,
    "Ctrl+K never opened the Gallery");
  await app.quit();
});
