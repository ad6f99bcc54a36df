import { describe, expect, it } from "vitest";
import { mediaItem } from "../testing/mediaItem";
import { navigate, START, takeHandOff, type NavigationState } from "./navigation";
import { stepHandOff, stepIn, stepsFor, type NextStep, type StepId } from "./nextStep";

// The navigation state's hand-off, taken by the form of a step as useStep does.
let state: NavigationState = START;
const startStep = (s: NextStep) => (state = navigate(state, "video", stepHandOff(s)));
const pendingStep = () => (state.pending?.handOff.kind === "step" ? state.pending.handOff.step : null);
function takeStep<S extends StepId>(steps: readonly S[]) {
  const taken = takeHandOff(state.pending, (h) => stepIn(h, steps));
  state = { ...state, pending: taken.pending };
  return taken.value;
}

const labels = (item: Parameters<typeof stepsFor>[0]) => stepsFor(item).map((s) => s.label);

describe("next steps", () => {
  it("offers a picture at the service everything a picture can become", () => {
    const pic = mediaItem("p1", "image", { remoteUrl: "https://cdn/p1.png" });
    expect(labels(pic)).toEqual([
      "Edit this picture",
      "Motion video",
      "Talking avatar",
      "Add a caption",
      "Remove background",
      "Describe a shot",
      "New character from this face",
    ]);
    expect(stepsFor(pic).find((s) => s.id === "newCharacter")?.screen).toBe("characters");
    expect(stepsFor(pic).find((s) => s.id === "editPicture")?.screen).toBe("create");
  });
  it("offers only what the service can read", () => {
    // Known by id but by no address: a video can start from it, no tool can read it.
    expect(labels(mediaItem("p2", "image"))).toEqual(["Edit this picture", "Motion video", "Talking avatar"]);
    // An edit sends the picture itself: a picture only on this computer can still be edited.
    expect(labels(mediaItem("p3", "image", { remoteId: null }))).toEqual(["Edit this picture"]);
    // A video only on this computer (no address) can still get music here, nothing else.
    expect(labels(mediaItem("v0", "video"))).toEqual(["Add music"]);
  });
  it("offers nothing that needs the service's copy once it was deleted there", () => {
    const gone = { serviceGone: "2026-11-21T10:00:00Z" };
    // Even a stale item that still carries its old id and address offers no step that needs them.
    expect(labels(mediaItem("p4", "image", { remoteUrl: "https://cdn/p4.png", ...gone }))).toEqual([
      "Edit this picture",
    ]);
    expect(labels(mediaItem("v2", "video", { remoteId: null, remoteUrl: null, ...gone }))).toEqual(["Add music"]);
    expect(labels(mediaItem("v3", "video", { remoteUrl: "https://cdn/v3.mp4", ...gone }))).toEqual(["Add music"]);
  });
  it("offers a video the video tools and music, a track a video", () => {
    const video = mediaItem("v1", "video", { remoteUrl: "https://cdn/v1.mp4" });
    expect(labels(video)).toEqual([
      "Add a caption",
      "Trim a video",
      "Join clips",
      "Remove sound",
      "Edit video",
      "Add music",
    ]);
    expect(stepsFor(video).every((s) => (s.id === "addMusic" ? s.screen === "music" : s.screen === "tools"))).toBe(
      true,
    );
    expect(labels(mediaItem("a1", "audio", { jobId: "job1" }))).toEqual(["Add to a video"]);
    expect(labels(mediaItem("a2", "audio"))).toEqual([]);
  });
  it("is taken once, by the form of its step", () => {
    const item = mediaItem("p1", "image");
    startStep({ step: "avatar", item, sourceLabel: "a picture in the gallery" });
    expect(takeStep(["motion"])).toBeNull();
    expect(pendingStep()?.step).toBe("avatar");
    expect(takeStep(["motion", "avatar"])).toEqual({ step: "avatar", item, sourceLabel: "a picture in the gallery" });
    expect(takeStep(["avatar"])).toBeNull();
    expect(pendingStep()).toBeNull();
  });
});
