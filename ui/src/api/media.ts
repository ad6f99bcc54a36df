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
  mixChoices: () => unwrap(commands.mixChoices()),
  /** A prepared local picture stored as a character "Video source · <file>"; its URL starts the video. */
  videoSourceUpload: (token: string) => unwrap(commands.videoSourceUpload(token)),
};
