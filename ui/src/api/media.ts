// Video, avatar, music and mixing commands over the generated bindings (same pattern as api/index.ts).
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap } from "./transport";

export type StandardVideoRequest = B.StandardVideoRequest;
export type VideoEditRequest = B.VideoEditRequest;
export type AvatarVideoRequest = B.AvatarVideoRequest;
export type MusicRequest = B.GenerateMusicRequest;
export type MixChoices = B.MixChoices;
export type VideoProviderInfo = B.VideoProviderInfo;

export const mediaApi = {
  videosEstimate: (request: StandardVideoRequest) => unwrap(commands.videosEstimate(request)),
  videosGenerate: (intent: string, request: StandardVideoRequest) => unwrap(commands.videosGenerate(intent, request)),
  /** An edit of a video: its field errors and cost (none published: said in `priceNote`). */
  videosEditEstimate: (request: VideoEditRequest) => unwrap(commands.videosEditEstimate(request)),
  /** Sends an edit once per `intent`; the new video is a tracked job. */
  videosEdit: (intent: string, request: VideoEditRequest) => unwrap(commands.videosEdit(intent, request)),
  /** `recordingSeconds`: how long its voice recording is, when spoken from one (it prices the video). */
  avatarEstimate: (request: AvatarVideoRequest, recordingSeconds: number | null = null) =>
    unwrap(commands.avatarEstimate(request, recordingSeconds)),
  avatarGenerate: (intent: string, request: AvatarVideoRequest, recordingSeconds: number | null = null) =>
    unwrap(commands.avatarGenerate(intent, request, recordingSeconds)),
  musicEstimate: (request: MusicRequest) => unwrap(commands.musicEstimate(request)),
  musicGenerate: (intent: string, request: MusicRequest) => unwrap(commands.musicGenerate(intent, request)),
  mixChoices: () => unwrap(commands.mixChoices()),
  mixAddMusic: (intent: string, videoMediaId: string, musicMediaId: string) =>
    unwrap(commands.mixAddMusic(intent, videoMediaId, musicMediaId)),
  /** A prepared local picture stored as a character "Video source · <file>"; its URL starts the video. */
  videoSourceUpload: (token: string) => unwrap(commands.videoSourceUpload(token)),
};
