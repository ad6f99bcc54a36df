// Who made an item or a job (its `provider`), in words: an image or video provider by its product name in
// the catalogue, a tool by the Tools screen's name, a mix by who mixed it, the service's music and its video
// edits by what they are. A slug the window doesn't know stays as it is.
import type { Catalogue } from "../api";
import { VIDEO_EDIT } from "./mediaJobs";
import { MIX_MAKERS, TOOL_NAMES } from "./toolNames";
import { liveTable } from "./liveWords";

/** Makers that are neither a provider of the catalogue nor a tool: studio-core's `music` and `video-edit`. */
export const SERVICE_MAKERS: Record<string, string> = liveTable({
  music: "common.maker.music",
  [VIDEO_EDIT]: "common.maker.video_edit",
});

export function makerName(
  slug: string | null | undefined,
  catalogue: Pick<Catalogue, "imageProviders" | "videoProviders"> | null,
): string {
  if (!slug) return "";
  return (
    (catalogue?.imageProviders.find((p) => p.slug === slug) ?? catalogue?.videoProviders.find((p) => p.slug === slug))
      ?.name ??
    TOOL_NAMES[slug] ??
    MIX_MAKERS[slug] ??
    SERVICE_MAKERS[slug] ??
    slug
  );
}

/** Makers as a list to choose from: each with its name, in the order of the names. */
export function makerChoices(slugs: string[], name: (slug: string) => string): Array<{ slug: string; name: string }> {
  return slugs
    .map((slug) => ({ slug, name: name(slug) || slug }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.slug.localeCompare(b.slug));
}
