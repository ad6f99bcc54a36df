// Video, avatar, music and mixing commands over the generated bindings (same pattern as api/index.ts).
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap } from "./transport";

export type StandardVideoRequest = B.StandardVideoRequest;
export type AvatarVideoRequest = B.AvatarVideoRequest;
export type MusicRequest = B.GenerateMusicRequest;
export type VideoEstimate = B.VideoEstimate;
export type MixChoices = B.MixChoices;
export type VideoProviderInfo = B.VideoProviderInfo;

export const mediaApi = {
  videosEstimate: (request: StandardVideoRequest) => unwrap<VideoEstimate>(commands.videosEstimate(request)),
  videosGenerate: (request: StandardVideoRequest) => unwrap<B.TrackedJob>(commands.videosGenerate(request)),
  avatarEstimate: (request: AvatarVideoRequest) => unwrap<VideoEstimate>(commands.avatarEstimate(request)),
  avatarGenerate: (request: AvatarVideoRequest) => unwrap<B.TrackedJob>(commands.avatarGenerate(request)),
  musicEstimate: (request: MusicRequest) => unwrap<B.Estimate>(commands.musicEstimate(request)),
  musicGenerate: (request: MusicRequest) => unwrap<B.TrackedJob>(commands.musicGenerate(request)),
  mixChoices: () => unwrap<MixChoices>(commands.mixChoices()),
  mixAddMusic: (videoMediaId: string, musicMediaId: string) =>
    unwrap<B.TrackedJob>(commands.mixAddMusic(videoMediaId, musicMediaId)),
  /** A prepared local picture stored as a character "Video source · <file>"; its URL starts the video. */
  videoSourceUpload: (token: string) => unwrap<B.VideoSource>(commands.videoSourceUpload(token)),
};
