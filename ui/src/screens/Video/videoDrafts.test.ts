import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../api";
import { CATALOGUE } from "../../../tests/fake-catalogue";
import { VIDEO_PROVIDERS } from "../../../tests/fake-media";
import {
  avatarFromSettings,
  avatarPreset,
  goneSource,
  initialAvatar,
  initialMotion,
  motionFromSettings,
  motionPreset,
  sourceFromStep,
  toAvatarRequest,
  toVideoRequest,
  type AvatarDraft,
  type MotionDraft,
} from "./videoDrafts";
import { mediaItem } from "../../testing/mediaItem";

const cat: Catalogue = { ...CATALOGUE, videoProviders: VIDEO_PROVIDERS };

const picture = (id: string, remoteId: string) =>
  mediaItem(id, "image", {
    remoteId,
    remoteUrl: `https://cdn.example.com/${remoteId}.png`,
    url: `http://127.0.0.1/${id}.png`,
    jobId: "job_1",
    provider: "grok-image",
    prompt: "a fox",
    width: 512,
    height: 512,
  });
const library = [picture("img_1", "rem_1"), picture("img_2", "rem_2")];

describe("motion video settings", () => {
  it("fill the form with what they send", () => {
    const d: MotionDraft = {
      ...initialMotion(cat),
      source: { mode: "gallery", mediaId: "img_2", url: "" },
      provider: "grok-video",
      duration: "7",
      aspectRatio: "16:9",
      prompt: "she turns and smiles",
      premium: true,
      skipEnhancement: true,
    };
    const request = toVideoRequest(d, library);
    const f = motionFromSettings({ kind: "video", request }, "a video in the gallery", library, cat);
    expect(f.draft).toEqual(d);
    expect(f.note).toEqual({ source: "a video in the gallery", gaps: [] });
    expect(toVideoRequest(f.draft, library)).toEqual(request);
  });
  it("keep the rest when the picture left the gallery, and say so", () => {
    const request = { ...toVideoRequest(initialMotion(cat), library), imageId: "rem_gone", prompt: "waves" };
    const f = motionFromSettings({ kind: "video", request }, "x", library, cat);
    expect(f.draft.source).toEqual({ mode: "gallery", mediaId: "", url: "" });
    expect(f.draft.prompt).toBe("waves");
    expect(f.note.gaps).toEqual([
      "The picture it started from is no longer in your gallery. Choose a picture to start from.",
    ]);
  });
  it("start from the same stored picture by its link, and Kling Motion's reference video", () => {
    const request = {
      uploadedImageUrl: "https://storage.example.com/characters/c_1.png",
      aspectRatio: "9:16",
      provider: "kling-motion",
      duration: 10,
      prompt: "",
      referenceVideoUrl: "https://example.com/dance.mp4",
    };
    const f = motionFromSettings({ kind: "video", request }, "x", library, cat);
    expect(f.draft.source).toEqual({ mode: "url", mediaId: "", url: request.uploadedImageUrl });
    expect(f.draft).toMatchObject({
      provider: "kling-motion",
      duration: "10",
      referenceVideoUrl: request.referenceVideoUrl,
    });
    expect(toVideoRequest(f.draft, library)).toMatchObject(request);
  });
  it("send a slide or a tool's result picked in the gallery by its address, and pick it there again", () => {
    const slide = mediaItem("img_slide", "image", {
      remoteId: null,
      remoteUrl: "https://cdn.example.com/show_1-slide2.png",
      url: "http://127.0.0.1/img_slide.png",
      jobId: "job_2",
      shelf: "slideshow",
    });
    const lib = [slide, ...library];
    const d: MotionDraft = { ...initialMotion(cat), source: { mode: "gallery", mediaId: "img_slide", url: "" } };
    const request = toVideoRequest(d, lib);
    expect(request.uploadedImageUrl).toBe("https://cdn.example.com/show_1-slide2.png");
    expect(request.imageId).toBeUndefined();
    const f = motionFromSettings({ kind: "video", request }, "x", lib, cat);
    expect(f.draft.source).toMatchObject({ mode: "gallery", mediaId: "img_slide" });
    expect(f.note.gaps).toEqual([]);
    // Picked before the library the form holds was loaded: the address kept with the pick.
    const kept = { mode: "gallery" as const, mediaId: "img_old", url: "", remoteUrl: "https://cdn.example.com/x.png" };
    expect(toVideoRequest({ ...d, source: kept }, library).uploadedImageUrl).toBe("https://cdn.example.com/x.png");
  });
  it("name a maker no longer offered and choose the form's own", () => {
    const request = { imageId: "rem_1", aspectRatio: "9:16", provider: "old-maker", prompt: "p" };
    const f = motionFromSettings({ kind: "video", request }, "x", library, cat);
    expect(f.draft.provider).toBe("seedance");
    expect(f.note.gaps[0]).toContain("old-maker");
  });
});

describe("avatar settings", () => {
  const base = (): AvatarDraft => ({
    ...initialAvatar(cat),
    source: { mode: "gallery", mediaId: "img_1", url: "" },
    provider: "creatify-aurora",
    prompt: "talking in a kitchen",
    aspectRatio: "16:9",
  });
  it("fill each way of giving a voice", () => {
    const drafts: AvatarDraft[] = [
      { ...base(), voiceMode: "auto", dialogue: "Hi there" },
      { ...base(), voiceMode: "voice", dialogue: "Hello", voiceId: "v-9", voiceProvider: "fish-audio" },
      { ...base(), voiceMode: "audio", voiceAudioUrl: "https://example.com/v.mp3", recordingSeconds: "42.5" },
      { ...base(), voiceMode: "s2s", s2sAudioUrl: "https://example.com/take.mp3", s2sDuration: "12", premium: true },
    ];
    for (const d of drafts) {
      const request = toAvatarRequest(d, library);
      const recordingSeconds = d.recordingSeconds ? Number(d.recordingSeconds) : null;
      const f = avatarFromSettings({ kind: "avatar", request, recordingSeconds }, "x", library, cat);
      expect(f.draft).toEqual(d);
      expect(f.note.gaps).toEqual([]);
    }
  });
  it("say when a recording's length was not kept", () => {
    const d: AvatarDraft = { ...base(), voiceMode: "audio", voiceAudioUrl: "https://example.com/v.mp3" };
    const f = avatarFromSettings({ kind: "avatar", request: toAvatarRequest(d, library) }, "x", library, cat);
    expect(f.draft.voiceAudioUrl).toBe("https://example.com/v.mp3");
    expect(f.note.gaps).toEqual([
      "How long the recording is wasn't kept with it. Enter its length again to see the cost.",
    ]);
  });
});

describe("a next step's picture", () => {
  const step = (item: ReturnType<typeof picture>) => ({
    step: "motion" as const,
    item,
    sourceLabel: "a picture in the tray",
  });
  it("is chosen from the gallery, the rest of the draft kept", () => {
    const stored = { ...initialMotion(cat), prompt: "she smiles" };
    const f = sourceFromStep(stored, step(library[1]));
    expect(f.draft.source).toMatchObject({ mode: "gallery", mediaId: "img_2" });
    expect(f.draft.prompt).toBe("she smiles");
    expect(toVideoRequest(f.draft, library).imageId).toBe("rem_2");
    expect(f.note).toEqual({ source: "a picture in the tray", gaps: [] });
  });
  it("is sent by its service id when it is older than the library the form holds", () => {
    const older = picture("img_9", "rem_9");
    const f = sourceFromStep(initialAvatar(cat), step(older));
    expect(toAvatarRequest(f.draft, library).imageId).toBe("rem_9");
  });
  it("is sent by its address when the service knows it by no id, and says when it can't be reached", () => {
    const cutOut = { ...picture("img_8", "rem_8"), remoteId: null };
    const f = sourceFromStep(initialMotion(cat), step(cutOut));
    expect(toVideoRequest(f.draft, library).uploadedImageUrl).toBe("https://cdn.example.com/rem_8.png");
    expect(sourceFromStep(initialMotion(cat), step({ ...cutOut, remoteUrl: null })).note.gaps).toEqual([
      "The service can't reach this picture. Choose another one.",
    ]);
  });
  it("is not sent once the service's copy was deleted, even when the draft kept its id", () => {
    const gone = { ...picture("img_2", "rem_2"), remoteId: null, remoteUrl: null, serviceGone: "2026-11-27T10:00:00Z" };
    const f = sourceFromStep(initialMotion(cat), step(gone));
    expect(f.note.gaps[0]).toMatch(/on this computer only/);
    // A draft that picked it before its copy was deleted still holds the old id: nothing is sent from it.
    const draft = {
      ...initialMotion(cat),
      source: { mode: "gallery" as const, mediaId: "img_2", remoteId: "rem_2", url: "" },
    };
    const now = [library[0], gone];
    expect(toVideoRequest(draft, now).imageId).toBeUndefined();
    expect(toVideoRequest(draft, now).uploadedImageUrl).toBeUndefined();
    expect(goneSource(draft.source, now)?.id).toBe("img_2");
    expect(goneSource(draft.source, library)).toBeNull();
  });
});

describe("video presets", () => {
  const picked = { mode: "gallery" as const, mediaId: "img_1", url: "" };
  it("a motion preset keeps the maker, length, shape, words and options, not the picture", () => {
    const d: MotionDraft = {
      ...initialMotion(cat),
      source: picked,
      provider: "grok-video",
      duration: "7",
      aspectRatio: "16:9",
      prompt: "she turns and smiles",
      referenceVideoUrl: "https://x.example/dance.mp4",
      premium: true,
      skipEnhancement: true,
    };
    const v = motionPreset(cat).value(d);
    expect(JSON.parse(v)).toEqual({
      provider: "grok-video",
      duration: "7",
      aspectRatio: "16:9",
      prompt: "she turns and smiles",
      premium: true,
      skipEnhancement: true,
    });
    const other = { ...initialMotion(cat), source: { ...picked, mediaId: "img_2" }, referenceVideoUrl: "r" };
    expect(motionPreset(cat).apply(v, other)).toEqual({ ...d, source: other.source, referenceVideoUrl: "r" });
  });
  it("a maker no longer offered leaves the form's own", () => {
    const now = initialMotion(cat);
    const v = JSON.stringify({ provider: "gone-maker", duration: "6" });
    expect(motionPreset(cat).apply(v, now)).toEqual({ ...now, duration: "6" });
  });
  it("an avatar preset keeps the voice set-up, not the picture, the words or a recording", () => {
    const maker = cat.videoProviders.filter((p) => p.kind === "avatar")[1]?.slug ?? "kling-avatar";
    const d: AvatarDraft = {
      ...initialAvatar(cat),
      source: picked,
      provider: maker,
      dialogue: "Hi all",
      voiceMode: "voice",
      voiceId: "v_42",
      voiceProvider: "fish-audio",
      voiceAudioUrl: "https://x.example/a.mp3",
      prompt: "in a kitchen",
      aspectRatio: "16:9",
      premium: true,
    };
    const v = avatarPreset(cat).value(d);
    expect(JSON.parse(v)).toEqual({
      provider: maker,
      voiceMode: "voice",
      voiceId: "v_42",
      voiceProvider: "fish-audio",
      prompt: "in a kitchen",
      aspectRatio: "16:9",
      premium: true,
      skipEnhancement: false,
    });
    const now: AvatarDraft = { ...initialAvatar(cat), dialogue: "My words", recordingSeconds: "12" };
    expect(avatarPreset(cat).apply(v, now)).toEqual({
      ...now,
      provider: maker,
      voiceMode: "voice",
      voiceId: "v_42",
      voiceProvider: "fish-audio",
      prompt: "in a kitchen",
      aspectRatio: "16:9",
      premium: true,
    });
    expect(avatarPreset(cat).apply('{"voiceMode":"whisper"}', now)).toEqual(now);
  });
});
