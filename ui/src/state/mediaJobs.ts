// Words for finished video, avatar, music and slideshow jobs (the toasts in state.tsx); null for images.
import type { TrackedJob } from "../api";
import { t } from "../i18n";
import { toolName } from "./toolNames";

/** The provider an edit of a video is listed under (studio-core's VIDEO_EDIT_PROVIDER). */
export const VIDEO_EDIT = "video-edit";

export interface MediaJobWords {
  done: string;
  failed: string;
  label: string;
  screen: "video" | "music" | "slideshows";
}

/** Each kind's words (common.media_job.<words>.done and .failed) and the screen that shows it; images have none. */
const MEDIA_JOBS: Partial<
  Record<TrackedJob["kind"], { words: "video" | "music" | "mix" | "slideshow" } & Pick<MediaJobWords, "screen">>
> = {
  video: { words: "video", screen: "video" },
  avatar: { words: "video", screen: "video" },
  music: { words: "music", screen: "music" },
  mix: { words: "mix", screen: "music" },
  slideshow: { words: "slideshow", screen: "slideshows" },
};

export function mediaJobWords(job: TrackedJob): MediaJobWords | null {
  const m = MEDIA_JOBS[job.kind];
  if (!m) return null;
  const done = m.words === "video" && job.provider === VIDEO_EDIT ? "edit" : m.words;
  return {
    done: t(`common.media_job.${done}.done`),
    failed: t(`common.media_job.${m.words}.failed`),
    label: t(`common.media_job.open_${m.screen}`),
    screen: m.screen,
  };
}

/** The jobs tray's title of a video, avatar, music, mix or tool job; null for other kinds. */
export function mediaTrayTitle(job: TrackedJob, providerName: (slug: string) => string): string | null {
  if (job.kind === "mix") return t("common.tray_title.mix");
  if (job.kind === "tool") return toolName(job.provider);
  if (job.kind === "music") return t("common.tray_title.music");
  if (job.kind === "avatar") return t("common.tray_title.avatar", { maker: providerName(job.provider) });
  if (job.kind === "video" && job.provider === VIDEO_EDIT) return t("common.tray_title.edit");
  if (job.kind === "video") return t("common.tray_title.video", { maker: providerName(job.provider) });
  return null;
}

/** What a job made, in a phrase ("a video", "an avatar video"), for "Filled in from … in the Jobs tray" (in
 * German a noun phrase in the nominative, "ein Video"). */
export function resultNoun(job: Pick<TrackedJob, "kind" | "provider">): string {
  return job.kind === "tool"
    ? t("common.result.tool", { tool: toolName(job.provider) })
    : t(`common.result.${job.kind}`);
}

/** Finished states; anything else (pending, processing, or a state this UI doesn't know yet) is running. */
const DONE_STATES = new Set(["completed", "failed", "cancelled", "canceled"]);
export function isActive(status: string): boolean {
  return !DONE_STATES.has(status);
}
