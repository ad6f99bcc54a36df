import { describe, expect, it } from "vitest";
import type { SpendRequest } from "../bindings";
import { navigate, START, takeHandOff, type NavigationState } from "./navigation";
import { recallHandOff, recallIn, recallOf, screenOf, type Recall, type RecallKind } from "./recall";

// The navigation state's hand-off, taken by the form of a kind as useRecall does.
let state: NavigationState = START;
const recallInto = (r: Recall) => (state = navigate(state, screenOf(r.kind), recallHandOff(r)));
const pendingRecall = () => (state.pending?.handOff.kind === "recall" ? state.pending.handOff.recall : null);
function takeRecall<K extends RecallKind>(kind: K) {
  const taken = takeHandOff(state.pending, (h) => recallIn(h, kind));
  state = { ...state, pending: taken.pending };
  return taken.value;
}

const music: SpendRequest = { kind: "music", request: { prompt: "calm piano", duration: 15000, preset: null } };

describe("recall", () => {
  it("is taken once, by the form of its kind", () => {
    expect(takeRecall("image")).toBeNull();
    recallInto({ kind: "image", provider: "gpt", characterId: "c1", characterName: "Ana" });
    expect(takeRecall("video")).toBeNull();
    expect(pendingRecall()?.kind).toBe("image");
    expect(takeRecall("image")).toEqual({ kind: "image", provider: "gpt", characterId: "c1", characterName: "Ana" });
    expect(takeRecall("image")).toBeNull();
    expect(pendingRecall()).toBeNull();
    expect(state.screen).toBe("create");
  });
  it("keeps only the latest", () => {
    recallInto({ kind: "image", provider: "a" });
    recallInto(recallOf(music, "a track"));
    expect(takeRecall("image")).toBeNull();
    expect(takeRecall("music")?.settings.request.prompt).toBe("calm piano");
  });
  it("gives each hand-off a new sequence number, kept once it is taken", () => {
    const before = state.seq;
    recallInto({ kind: "image", provider: "a" });
    expect(state.seq).toBe(before + 1);
    expect(state.pending?.seq).toBe(before + 1);
    takeRecall("image");
    expect(state.pending).toBeNull();
    expect(state.seq).toBe(before + 1);
    // Going elsewhere without a hand-off keeps one not taken yet.
    recallInto({ kind: "image", provider: "b" });
    state = navigate(state, "gallery");
    expect(state.screen).toBe("gallery");
    expect(pendingRecall()?.kind).toBe("image");
  });
  it("turns a job's settings into the recall of its form, on its screen", () => {
    expect(recallOf(music, "a track")).toEqual({ kind: "music", settings: music, sourceLabel: "a track" });
    expect(screenOf("mix")).toBe("music");
    expect(screenOf("avatar")).toBe("video");
    expect(screenOf("tool")).toBe("tools");
    expect(screenOf("video_edit")).toBe("tools");
    const image: SpendRequest = {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: "a fox" },
      reference: null,
    };
    // A one-off photo is named from the job's face (the settings have no token for it).
    const face = { characterId: null, characterName: null, fileName: "me.jpg", editedFrom: null };
    expect(recallOf(image, "a picture in the Jobs tray", face)).toEqual({
      kind: "image",
      provider: "grok-image",
      request: image.request,
      characterId: null,
      characterName: null,
      oneOffFileName: "me.jpg",
      editOf: null,
      sourceLabel: "a picture in the Jobs tray",
    });
    const withCharacter: SpendRequest = { ...image, reference: { characterId: "c1", token: null } };
    const named = { characterId: "c1", characterName: "Ana", fileName: null, editedFrom: null };
    expect(recallOf(withCharacter, "x", named)).toMatchObject({ characterId: "c1", characterName: "Ana" });
  });
});
