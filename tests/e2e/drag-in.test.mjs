// Issue 42 item 1, dragging library items onto the slots that take them, in the real window under Xvfb with
// real X pointer events (xdotool): a Gallery picture is pressed, carried onto "Video" in the side bar (which
// opens as the drag rests there) and let go on the video's source slot; the form is then as the picker leaves
// it, estimate and all. The same for a tool's input (carried through Tools and the tool's card). A track let
// go on the picture slot is refused in words and changes nothing. The drag is the system's own (the one that
// also carries files out to a folder), heard back by the window as its library files.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import {
  call,
  css,
  findText,
  openApp,
  openNav,
  replaceText,
  screenPoint,
  screenshot,
  sleep,
  startDriver,
  tempDataDir,
  textMatches,
  xdotool,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const tile = (app, id) => css(app, `.gallery-grid .thumb[data-id="${id}"]`);
const slotVerdict = (app, label) =>
  app.executeScript(
    (l) =>
      document.querySelector(`[data-drop-slot="${l}"] > .drop-verdict`)
        ?.innerText.trim() ?? null,
    label,
  );

/** The mouse, step by step (xdotool), with a pause between steps as a hand has. */
async function glide(from, to, steps = 8) {
  for (let i = 1; i <= steps; i++) {
    await sleep(60);
    xdotool(
      "mousemove",
      Math.round(from.x + ((to.x - from.x) * i) / steps),
      Math.round(from.y + ((to.y - from.y) * i) / steps),
    );
  }
}

/** Presses a Gallery tile and moves past the drag threshold: the system's drag starts. Returns the point. */
async function pickUp(app, id) {
  await openNav(app, "Gallery");
  const p = await screenPoint(app, await tile(app, id));
  xdotool("mousemove", p.x, p.y);
  await sleep(150);
  xdotool("mousedown", 1);
  for (let i = 1; i <= 4; i++) {
    await sleep(60);
    xdotool("mousemove", p.x + i * 5, p.y + i * 4);
  }
  await sleep(600); // the app starts the system's drag after an IPC round trip
  return { x: p.x + 20, y: p.y + 16 };
}

/** Holds the drag at `to`, moving a pixel now and then as a hand does (a drag held dead still sends the
 * window nothing), until `done` is true. */
async function holdUntil(to, done, what) {
  const until = Date.now() + 10000;
  for (let i = 0; !(await done()); i++) {
    assert.ok(Date.now() < until, what);
    xdotool("mousemove", to.x + (i % 2), to.y);
    await sleep(150);
  }
}

/** Carries the drag onto `selector` and rests there until `opened`. */
async function restOn(app, at, selector, opened) {
  const to = await screenPoint(app, await css(app, selector));
  await glide(at, to);
  await holdUntil(to, opened, `resting on ${selector} opened nothing`);
  return to;
}

const heading = (app, name) => async () =>
  app.executeScript(
    (n) =>
      [...document.querySelectorAll("h1")].some(
        (h) => h.innerText.trim() === n,
      ),
    name,
  );
const actionBar = (app) =>
  app.executeScript(
    () =>
      document.querySelector(".action-bar, .tool-run")?.innerText.trim() ?? "",
  );

test("drag in: a Gallery picture onto Video's source and a tool's input, as the picker fills them; a track is refused", async () => {
  const data = tempDataDir("drag-in");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "gpt-image-2",
      request: {
        formData: {},
        simplePrompt: "a paper boat on a pond",
        numImages: 2,
      },
      reference: null,
    },
  });
  const [track] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "music",
      request: { prompt: "warm acoustic guitar", duration: 30000 },
    },
  });
  const done = async (id) => {
    const j = (await call(app, "jobs_list")).find((x) => x.id === id);
    return j?.status === "completed" ? j : null;
  };
  await app.wait(
    async () => (await done(job.id)) && (await done(track.id)),
    120000,
    "pictures and track made",
  );
  const [picture, other] = (await done(job.id)).media.map((m) => m.id);
  const song = (await done(track.id)).media[0].id;

  // Video's form, another picture chosen with its picker first.
  await openNav(app, "Video");
  // Typed into the field the label names, and checked: under load the screen's pictures arrive while the
  // label is clicked, moving it, and a click that lands beside it leaves the words nowhere.
  const motion = await app.executeScript(
    (l) => l.control,
    await findText(app, "Describe the motion", "label", 20000),
  );
  await replaceText(app, motion, "the boat drifts slowly");
  const card = (id) => css(app, `.source-card[data-id="${id}"]`);
  await (await card(other)).click();
  await textMatches(app, ".action-bar", /Make video/);

  // The picture, carried over "Video" in the side bar, let go on the source slot.
  let at = await pickUp(app, picture);
  at = await restOn(
    app,
    at,
    "nav a.nav-item[href='#video']",
    heading(app, "Video"),
  );
  const source = "Start from a picture";
  const slot = await screenPoint(
    app,
    await css(app, `[data-drop-slot="${source}"]`),
  );
  await glide(at, slot);
  await holdUntil(
    slot,
    async () => (await slotVerdict(app, source)) === "Drop to use this picture",
    "the slot says it takes the picture",
  );
  await screenshot(app, "drag-in-01-picture-over-video-source");
  xdotool("mouseup", 1);
  const chosen = () =>
    app.executeScript(
      () => document.querySelector(".source-card.selected")?.dataset.id ?? "",
    );
  await app.wait(
    async () => (await chosen()) === picture,
    10000,
    "the dropped picture is the source",
  );
  assert.equal(
    await slotVerdict(app, source),
    null,
    "the slot's words go with the drag",
  );
  await textMatches(app, ".action-bar [data-testid='cost-breakdown']", /./);
  const afterDrop = await actionBar(app);
  await screenshot(app, "drag-in-02-picture-dropped");
  // The picker, another picture and back: the same form, the same estimate.
  await (await card(other)).click();
  await (await card(picture)).click();
  await app.wait(
    async () => (await actionBar(app)) === afterDrop,
    10000,
    `estimate after the picker: ${afterDrop}`,
  );

  // A track let go on the picture slot: said while held, refused in words, nothing changed.
  at = await pickUp(app, song);
  at = await restOn(
    app,
    at,
    "nav a.nav-item[href='#video']",
    heading(app, "Video"),
  );
  const again = await screenPoint(
    app,
    await css(app, `[data-drop-slot="${source}"]`),
  );
  await glide(at, again);
  const no = "A track can't go here: this takes a picture.";
  await holdUntil(
    again,
    async () => (await slotVerdict(app, source)) === no,
    "the slot refuses the track in words",
  );
  await screenshot(app, "drag-in-03-track-refused");
  xdotool("mouseup", 1);
  await findText(app, no, "*", 10000);
  assert.equal(await chosen(), picture, "the picture chosen stays");

  // A tool's input: Tools, then the tool's card, open as the drag rests on them.
  at = await pickUp(app, picture);
  at = await restOn(
    app,
    at,
    "nav a.nav-item[href='#tools']",
    heading(app, "Tools"),
  );
  at = await restOn(
    app,
    at,
    ".tool-card[data-tool='remove_background']",
    async () =>
      (await app.findElements({ css: ".tool-form [data-drop-slot]" })).length >
      0,
  );
  const input = await app.executeScript(
    () =>
      document.querySelector(".tool-form [data-drop-slot]").dataset.dropSlot,
  );
  const onInput = await screenPoint(
    app,
    await css(app, ".tool-form [data-drop-slot]"),
  );
  await glide(at, onInput);
  await holdUntil(
    onInput,
    async () => (await slotVerdict(app, input)) === "Drop to use this picture",
    "the tool's input takes it",
  );
  xdotool("mouseup", 1);
  const picked = () =>
    app.executeScript(
      () =>
        document.querySelector(".tool-form .tool-pick.selected")?.dataset.id ??
        null,
    );
  await app.wait(
    async () => (await picked()) === picture,
    10000,
    "the tool's input is the dropped picture",
  );
  await textMatches(app, ".tool-run", /./);
  await sleep(300);
  const toolAfterDrop = await actionBar(app);
  await screenshot(app, "drag-in-04-picture-on-tool-input");
  await (await css(app, `.tool-form .tool-pick[data-id="${picture}"]`)).click();
  await app.wait(async () => (await picked()) === null, 5000);
  await (await css(app, `.tool-form .tool-pick[data-id="${picture}"]`)).click();
  await app.wait(
    async () => (await actionBar(app)) === toolAfterDrop,
    10000,
    `tool estimate after the picker: ${toolAfterDrop}`,
  );
  // Nothing was sent by any of it.
  assert.equal((await call(app, "jobs_list")).length, 2);
  await app.quit();
});
