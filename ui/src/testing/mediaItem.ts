// A library item for unit tests: every field of MediaItem set, with `id` and `kind` and any overrides.
import type { MediaItem } from "../api";

export function mediaItem(id: string, kind: MediaItem["kind"], more: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    kind,
    remoteId: `rem_${id}`,
    deletesAtService: kind !== "audio",
    remoteUrl: null,
    url: `http://127.0.0.1/${id}`,
    thumbUrl: null,
    jobId: null,
    characterId: null,
    provider: null,
    prompt: null,
    createdAt: "2026-11-20T10:00:00Z",
    width: null,
    height: null,
    ...more,
  };
}
