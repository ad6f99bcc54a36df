// The fake of the slideshow commands and the "slideshow" spend kind (mirrors studio-core's slideshows.rs / slideshow_library.rs and
// media_api's rules::slideshows and pricing::slideshow: same fields, wording and prices). Test data only.
import { estimateOf } from "./fake-estimate";
import { fieldError, plain, refusal, short, words } from "./fake-words";
import type { SomeDoors } from "./fake-spend";
import type { Words } from "../src/bindings";
import type { Catalogue, CreditsView, FieldError, MediaItem, TrackedJob } from "../src/api/types";
import type { HookTypeView, SlideshowRequest, SlideshowView } from "../src/api/slideshows";

/** What GET /api/hook-types answers in the sandbox (names, descriptions): the spec's ten with their default
 * slide counts (its table), then a format the table does not list, whose count is the service's alone. */
export const HOOK_TYPES: HookTypeView[] = [
  ["story-arc", "Story Arc", "Hook, problem, discovery, transformation, call to action", 6],
  ["before-after", "Before/After", "Show the change from before to after", 4],
  ["grwm", "Get Ready With Me", "Step-by-step getting ready", 5],
  ["pov-story", "POV Story", "A story told from the viewer's point of view", 5],
  ["tutorial", "Tutorial", "Teach one thing in clear steps", 6],
  ["listicle", "Listicle", "A numbered list of tips or picks", 6],
  ["day-in-my-life", "Day in My Life", "Moments from one day", 6],
  ["hot-take", "Hot Take", "A bold opinion and why", 4],
  ["product-unboxing", "Product Unboxing", "Open, reveal, first impressions", 5],
  ["outfit-check", "Outfit Check", "Piece by piece outfit breakdown", 5],
].map(([slug, name, description, n], i) => ({
  slug: String(slug),
  name: String(name),
  description: String(description),
  id: `ht_${i + 1}`,
  defaultSlides: Number(n),
  known: true,
}));
HOOK_TYPES.push({
  slug: "myth-buster",
  name: "Myth Buster",
  description: "Take apart a common myth, one slide at a time",
  id: "ht_11",
  defaultSlides: null,
  known: false,
});

/** How many slides the service makes of a format the spec's table does not list (the app can't know). */
const SERVICE_SLIDES = 7;
/** slideshows.rs: the price of a format whose number of slides is not published. */
const AT_MOST_NOTE = words("price.slideshow.slides_unknown");

const STYLE_KEYS = [
  "position",
  "fontSize",
  "fontFamily",
  "textColor",
  "strokeColor",
  "strokeWidth",
  "bgBarOpacity",
  "bgBarColor",
  "bgBarMode",
  "textAlign",
  "maxCharsPerLine",
  "textTransform",
  "letterSpacing",
  "verticalOffset",
  "watermark",
];
const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

interface Deps {
  state: { credits: number; jobs: TrackedJob[]; library: MediaItem[]; seq: number; drafts: Record<string, string> };
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  emitJob: (j: TrackedJob) => void;
  emitCredits: (c: CreditsView) => void;
  creditsView: (recent: boolean) => CreditsView;
  mediaBase?: string;
  jobMs: number;
  /** Folder the export dialog answers (null: the person cancels). */
  exportDir?: string | null;
  /** Extra hook types the service lists (e.g. a new format). */
  extraHookTypes?: HookTypeView[];
}

/** The slideshow commands, and the door of the "slideshow" spend kind. */
export function installSlideshowFakes(catalogue: Catalogue, d: Deps) {
  const { state } = d;
  catalogue.slideshowImageProviders = catalogue.imageProviders
    .filter((p) => !p.slug.startsWith("gpt-image-2.5"))
    .map((p) => p.slug);
  for (const p of catalogue.imageProviders) p.slideshow = catalogue.slideshowImageProviders.includes(p.slug);
  const hooks = [...HOOK_TYPES, ...(d.extraHookTypes ?? [])];
  const shows: Record<string, { request: SlideshowRequest; captions: string[] }> = {};

  // rules::known_slide_count: the count asked for, else the default of a format in the spec's table, else (no
  // format) 6; null for a format the table does not list, given without a count.
  const known = (r: SlideshowRequest): number | null => {
    if (r.slideCount != null) return r.slideCount;
    if (!r.hookType) return 6;
    const h = hooks.find((x) => x.slug === r.hookType);
    return h ? (h.known ? h.defaultSlides : null) : null;
  };
  // rules::effective_slide_count: priced and checked at the most a slideshow can have when not known.
  const count = (r: SlideshowRequest) => known(r) ?? 10;
  function cost(r: SlideshowRequest): number {
    const n = count(r);
    const p = r.imageProvider ?? "grok-image";
    if (p === "grok-image") return n <= 6 ? 3 : 6;
    return (catalogue.imageProviders.find((x) => x.slug === p)?.cost ?? 4) * n;
  }
  function validate(r: SlideshowRequest): FieldError[] {
    const e: FieldError[] = [];
    const push = (field: string, w: Words) => e.push(fieldError(field, w));
    if (!r.topic.trim()) push("topic", words("rules.topic_empty"));
    if (r.slideCount != null && (r.slideCount < 1 || r.slideCount > 10))
      push(
        "slideCount",
        words("rules.slideshow_has_slides_asked", { slide_count_min: 1, slide_count_max: 10, n: r.slideCount }),
      );
    if (r.slides) {
      if (known(r) == null) push("slideCount", words("rules.choose_how_many_slides"));
      const n = count(r);
      if (r.slides.length > n) push("slides", words("rules.too_many_slides", { written: r.slides.length, count: n }));
      r.slides.forEach((s, i) => {
        if (s.text != null && !s.text.trim()) push(`slides[${i}].text`, words("rules.slide_text_empty_leave"));
      });
    }
    if (r.imageProvider && !catalogue.slideshowImageProviders.includes(r.imageProvider))
      push("imageProvider", words("rules.used_slideshow_images", { p: r.imageProvider }));
    const ts = (r.textStyle ?? {}) as Record<string, unknown>;
    for (const k of Object.keys(ts))
      if (!STYLE_KEYS.includes(k)) push(`textStyle.${k}`, words("rules.not_text_style_setting", { key: k }));
    for (const k of ["textColor", "strokeColor", "bgBarColor"]) {
      const v = ts[k];
      if (typeof v === "string" && !HEX.test(v)) push(`textStyle.${k}`, words("rules.colour_must_hex_code", { v }));
    }
    const o = ts.bgBarOpacity;
    if (typeof o === "number" && (o < 0 || o > 1))
      push("textStyle.bgBarOpacity", words("rules.bar_opacity_must_between", { o }));
    for (const [k, min] of [
      ["fontSize", 1],
      ["strokeWidth", 0],
      ["maxCharsPerLine", 1],
    ] as const) {
      const v = ts[k];
      if (typeof v === "number" && v < min) push(`textStyle.${k}`, words("rules.must_at_least_have", { min, v }));
    }
    return e;
  }
  function view(job: TrackedJob): SlideshowView {
    const s = shows[job.id];
    return {
      id: job.id,
      remoteId: job.remoteId,
      status: job.status,
      progress: job.progress,
      error: job.error,
      topic: s.request.topic,
      hookType: s.request.hookType ?? null,
      provider: job.provider,
      // slideshow_library.rs: the known count, else as many as were made (0 while it is being made).
      slideCount: known(s.request) ?? (job.status === "completed" ? job.media.length : 0),
      costEstimate: job.costEstimate,
      request: s.request,
      createdAt: job.createdAt,
      completedAt: job.completedAt,
      slides:
        job.status === "completed"
          ? job.media.map((m, i) => ({
              index: i,
              mediaId: m.id,
              caption: s.captions[i] ?? null,
              url: m.url,
              thumbUrl: m.thumbUrl,
              width: 540,
              height: 960,
            }))
          : [],
    };
  }
  const slideUrl = (id: string, w: number, h: number, p: string, dir: string) =>
    d.mediaBase
      ? `${d.mediaBase}/tok/${dir}/${id}.svg?w=${w}&h=${h}&p=${encodeURIComponent(p.slice(0, 24))}`
      : `data:,${id}`;

  const doors: SomeDoors<"slideshow"> = {
    slideshow: {
      job: ({ request: r }) => ({ kind: "slideshow", provider: r.imageProvider ?? "grok-image" }),
      estimate: ({ request: r }) => {
        const errors = validate(r);
        const credits = cost(r);
        return known(r) == null
          ? estimateOf(credits, state.credits, errors, null, AT_MOST_NOTE, "at_most")
          : estimateOf(credits, state.credits, errors);
      },
      spend: ({ request: r }) => {
        d.requireConnected();
        const errors = validate(r);
        if (errors.length) d.fail("validation", refusal(errors), errors[0].field);
        const c = cost(r);
        if (c > state.credits) d.fail("insufficient_credits", short(c, state.credits));
        state.credits -= c;
        d.emitCredits(d.creditsView(false));
        const id = `job_${state.seq++}`;
        const now = new Date().toISOString();
        const job: TrackedJob = {
          id,
          remoteId: `ss_${id}`,
          kind: "slideshow",
          provider: r.imageProvider ?? "grok-image",
          status: "pending",
          progress: null,
          error: null,
          costEstimate: c,
          createdAt: now,
          updatedAt: now,
          completedAt: null,
          media: [],
          groupId: null,
          reference: null,
          queuePosition: null,
          // The create answer's creditsCost: the one charge the service reports itself.
          charged: c,
        };
        const n = known(r) ?? SERVICE_SLIDES;
        const captions = Array.from(
          { length: n },
          (_, i) => r.slides?.[i]?.text ?? (i === n - 1 ? `Follow for more on ${r.topic}` : `${i + 1}. ${r.topic}`),
        );
        shows[id] = { request: r, captions };
        state.jobs = [job, ...state.jobs];
        const at = (ms: number, f: (j: TrackedJob) => void) =>
          setTimeout(() => {
            const j = state.jobs.find((x) => x.id === id)!;
            f(j);
            d.emitJob(j);
          }, ms);
        at(200, (j) => ((j.status = "processing"), (j.progress = plain("Writing the slides"))));
        at(d.jobMs * 0.6, (j) => (j.progress = plain(`Drawing slide ${Math.ceil(n / 2)} of ${n}`)));
        at(d.jobMs, (j) => {
          j.status = "completed";
          j.progress = null;
          const done = new Date().toISOString();
          j.completedAt = done;
          j.media = captions.map((cap, i) => {
            const mid = `slide_${state.seq++}`;
            return {
              id: mid,
              kind: "image",
              remoteId: null,
              deletesAtService: false,
              // As the service's slides: known by their address there (slides carry imageUrl).
              remoteUrl: `https://cdn.example.com/slides/${mid}.png`,
              url: slideUrl(mid, 540, 960, cap, "media"),
              thumbUrl: slideUrl(mid, 180, 320, cap, "thumbs"),
              jobId: id,
              characterId: null,
              provider: j.provider,
              prompt: captions[i],
              createdAt: done,
              width: 540,
              height: 960,
            };
          });
          state.library = [...j.media, ...state.library];
        });
        return [job];
      },
    },
  };

  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    hook_types_list: () => {
      d.requireConnected();
      return hooks;
    },
    // studio-core slideshows_list: every word in the topic (any case), newest first, a page and the total.
    slideshows_list: (a) => {
      const q = a.query as { search: string; offset: number; limit: number };
      const words = q.search.toLowerCase().split(/\s+/).filter(Boolean);
      const all = state.jobs
        .filter((j) => j.kind === "slideshow" && shows[j.id])
        .map(view)
        .filter((s) => words.every((w) => s.topic.toLowerCase().includes(w)));
      const limit = Math.min(100, Math.max(1, q.limit));
      return { slideshows: all.slice(q.offset, q.offset + limit), total: all.length };
    },
    slideshow_get: (a) => {
      const j = state.jobs.find((x) => x.id === a.id && x.kind === "slideshow");
      return j && shows[j.id] ? view(j) : null;
    },
    slideshow_export: (a) => {
      const j = state.jobs.find((x) => x.id === a.id && x.kind === "slideshow");
      if (!j || !shows[j.id]) d.fail("not_found", "This slideshow is not in your library");
      if (j!.status !== "completed") d.fail("validation", "This slideshow has no finished slides to export yet", "id");
      const dir = d.exportDir === undefined ? "/home/you/Pictures" : d.exportDir;
      if (dir === null) return null;
      const stem =
        shows[j!.id].request.topic
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, "-")
          .replace(/^-|-$/g, "")
          .slice(0, 40) || "slideshow";
      return [
        ...j!.media.map((_, i) => `${dir}/${stem}-${String(i + 1).padStart(2, "0")}.png`),
        `${dir}/${stem}-captions.txt`,
      ];
    },
    // slideshow_video.rs: a finished slideshow as a 9:16 video made here, progress in percent, into the library.
    // What the video will be: this fake's ffmpeg has an H.264 encoder.
    slideshow_video_format: async () => ({
      key: "ffmpeg.makes_h264",
      params: {},
      text: "An MP4 video in H.264, which plays on phones, in players and on every site",
    }),
    slideshow_video: async (a) => {
      const j = state.jobs.find((x) => x.id === a.id && x.kind === "slideshow");
      if (!j || !shows[j.id]) d.fail("not_found", "This slideshow is not in your library");
      if (j!.status !== "completed")
        d.fail("validation", "This slideshow has no finished slides to make a video of yet", "id");
      const o = a.options as { secondsPerSlide: number; fade: boolean; musicMediaId: string | null };
      if (!(o.secondsPerSlide >= 1 && o.secondsPerSlide <= 10))
        d.fail("validation", "Show each slide for 1 to 10 seconds", "secondsPerSlide");
      const channel = a.onProgress as { onmessage: (m: { done: number; total: number }) => void };
      for (const done of [0, 25, 50, 75, 100]) {
        await new Promise((r) => setTimeout(r, 60));
        channel.onmessage({ done, total: 100 });
      }
      const first = j!.media[0];
      return {
        ...first,
        id: `ssv-${j!.id}-${Date.now()}`,
        kind: "video",
        provider: "slideshow-video",
        jobId: null,
        remoteId: null,
        remoteUrl: null,
        prompt: `${shows[j!.id].request.topic} (slideshow video)`,
        width: 1080,
        height: 1920,
      };
    },
    media_open_outside: () => null,
  };
  return { handlers, doors };
}
