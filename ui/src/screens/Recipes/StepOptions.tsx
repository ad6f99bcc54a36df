// The main options of one recipe step, by its kind. A join and a mix have nothing to set: their inputs are the
// steps they use.
import type { RecipeStep } from "../../api/recipes";
import type { Catalogue } from "../../api";
import { ASSUMED_MAX_SECONDS, MUSIC_MAX_MS, NUM_IMAGES_MAX, SLIDE_COUNT_MAX } from "../../bindings";
import { CAPTION_POSITIONS } from "../../state/toolNames";
import { Options } from "../../widgets/Options";
import { t } from "../../i18n";
import { Check } from "../../widgets/Check";

type Choices = Array<{ slug: string; name: string }>;

/** One labelled control: a number, a line or a few lines of text, or a choice. */
function Field({
  id,
  label,
  value,
  onChange,
  as = "number",
  options = [],
  min,
  max,
  step,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (v: string) => void;
  as?: "number" | "text" | "area" | "select";
  options?: Choices;
  min?: number;
  max?: number;
  step?: number;
}) {
  const change = (e: { target: { value: string } }) => onChange(e.target.value);
  let control;
  if (as === "area") control = <textarea id={id} rows={2} value={value} onChange={change} />;
  else if (as === "select")
    control = (
      <select id={id} value={value} onChange={change}>
        <Options items={options} value={(p) => p.slug} label={(p) => p.name} />
      </select>
    );
  else control = <input id={id} type={as} min={min} max={max} step={step} value={value} onChange={change} />;
  return (
    <div className="field compact">
      <label htmlFor={id}>{label}</label>
      {control}
    </div>
  );
}

/** The catalogue's makers, or the one already chosen while the catalogue loads. */
const orChosen = (list: Choices | undefined, slug: string): Choices => (list?.length ? list : [{ slug, name: slug }]);

/** `step` with `p` over the request inside its request (`r`, the step's request narrowed to its kind). */
function within<R extends Extract<RecipeStep["request"], { request: object }>>(
  step: RecipeStep,
  r: R,
  p: Partial<R["request"]>,
): RecipeStep {
  return { ...step, request: { ...r, request: { ...r.request, ...p } } as RecipeStep["request"] };
}

export function StepOptions({
  id,
  step,
  catalogue,
  onChange,
}: {
  id: string;
  step: RecipeStep;
  catalogue: Catalogue | null;
  onChange: (s: RecipeStep) => void;
}) {
  const options = stepOptions(id, step, catalogue, onChange);
  return options ? <div className="recipe-options">{options}</div> : null;
}

function stepOptions(id: string, step: RecipeStep, catalogue: Catalogue | null, onChange: (s: RecipeStep) => void) {
  const r = step.request;
  const pick = (label: string) => (
    <Check checked={step.pick ?? false} onChange={(pick) => onChange({ ...step, pick })}>
      {" "}
      {label}
    </Check>
  );
  switch (r.kind) {
    case "image": {
      const q = r.request;
      const set = (p: Partial<typeof q>) => onChange(within(step, r, p));
      // An edit: its picture comes from the step it uses; the words say what changes.
      const edit = r.reference?.mediaId != null;
      return (
        <>
          {edit ? null : (
            <Field
              id={`${id}-count`}
              label={t("recipes.option.pictures_count")}
              min={1}
              max={NUM_IMAGES_MAX}
              value={q.numImages ?? 1}
              onChange={(v) => set({ numImages: v === "" ? null : Number(v) })}
            />
          )}
          <Field
            id={`${id}-provider`}
            label={t(edit ? "recipes.option.edited_by" : "recipes.option.pictures_by")}
            as="select"
            options={orChosen(catalogue?.imageProviders, r.provider)}
            value={r.provider}
            onChange={(provider) => onChange({ ...step, request: { ...r, provider } })}
          />
          <Field
            id={`${id}-prompt`}
            label={t(edit ? "recipes.option.change" : "recipes.option.prompt")}
            as="area"
            value={q.simplePrompt ?? ""}
            onChange={(simplePrompt) => set({ simplePrompt })}
          />
          {edit ? null : pick(t("recipes.option.pick"))}
        </>
      );
    }
    case "video": {
      const q = r.request;
      const set = (p: Partial<typeof q>) => onChange(within(step, r, p));
      const makers = catalogue?.videoProviders.filter((p) => p.kind === "standard" && !p.needsReferenceVideo);
      return (
        <>
          <Field
            id={`${id}-duration`}
            label={t("recipes.option.length")}
            min={1}
            max={ASSUMED_MAX_SECONDS}
            value={q.duration ?? 5}
            onChange={(v) => set({ duration: v === "" ? null : Number(v) })}
          />
          <Field
            id={`${id}-provider`}
            label={t("recipes.option.video_by")}
            as="select"
            options={orChosen(makers, q.provider ?? "seedance")}
            value={q.provider ?? "seedance"}
            onChange={(provider) => set({ provider })}
          />
          <Field
            id={`${id}-prompt`}
            label={t("recipes.option.motion")}
            as="area"
            value={q.prompt ?? ""}
            onChange={(prompt) => set({ prompt })}
          />
        </>
      );
    }
    case "avatar": {
      const set = (p: Partial<typeof r.request>) => onChange(within(step, r, p));
      const makers = catalogue?.videoProviders.filter((p) => p.kind === "avatar");
      return (
        <>
          <Field
            id={`${id}-provider`}
            label={t("recipes.option.avatar_by")}
            as="select"
            options={orChosen(makers, r.request.provider)}
            value={r.request.provider}
            onChange={(provider) => set({ provider })}
          />
          <Field
            id={`${id}-dialogue`}
            label={t("recipes.option.dialogue")}
            as="area"
            value={r.request.dialogue ?? ""}
            onChange={(dialogue) => set({ dialogue })}
          />
        </>
      );
    }
    case "slideshow": {
      const set = (p: Partial<typeof r.request>) => onChange(within(step, r, p));
      return (
        <>
          <Field
            id={`${id}-topic`}
            label={t("recipes.option.topic")}
            as="text"
            value={r.request.topic}
            onChange={(topic) => set({ topic })}
          />
          <Field
            id={`${id}-count`}
            label={t("recipes.option.slides_count")}
            min={1}
            max={SLIDE_COUNT_MAX}
            value={r.request.slideCount ?? 5}
            onChange={(v) => set({ slideCount: v === "" ? null : Number(v) })}
          />
          {pick(t("recipes.option.pick_slide"))}
        </>
      );
    }
    case "music": {
      const set = (p: Partial<typeof r.request>) => onChange(within(step, r, p));
      return (
        <>
          <Field
            id={`${id}-duration`}
            label={t("recipes.option.length")}
            min={1}
            max={MUSIC_MAX_MS / 1000}
            value={Math.round((r.request.duration ?? 0) / 1000)}
            onChange={(v) => set({ duration: Number(v) * 1000 })}
          />
          <Field
            id={`${id}-prompt`}
            label={t("recipes.option.music")}
            as="area"
            value={r.request.prompt}
            onChange={(prompt) => set({ prompt })}
          />
        </>
      );
    }
    case "tool": {
      const tool = r.request;
      const set = (p: Partial<typeof tool.request>) =>
        onChange(within(step, r, { ...tool, request: { ...tool.request, ...p } } as typeof tool));
      if (tool.tool === "overlay_text")
        return (
          <>
            <Field
              id={`${id}-text`}
              label={t("recipes.option.caption")}
              as="text"
              value={tool.request.text}
              onChange={(text) => set({ text })}
            />
            <Field
              id={`${id}-position`}
              label={t("recipes.option.where")}
              as="select"
              options={CAPTION_POSITIONS.map((p) => ({ slug: p.value, name: p.label }))}
              value={tool.request.position ?? "bottom"}
              onChange={(position) => set({ position })}
            />
          </>
        );
      if (tool.tool === "trim_video")
        return (
          <>
            <Field
              id={`${id}-start`}
              label={t("recipes.option.start")}
              min={0}
              step={0.1}
              value={tool.request.startTime ?? ""}
              onChange={(v) => set({ startTime: Number(v) })}
            />
            <Field
              id={`${id}-end`}
              label={t("recipes.option.end")}
              min={0}
              step={0.1}
              value={tool.request.endTime ?? ""}
              onChange={(v) => set({ endTime: Number(v) })}
            />
          </>
        );
      return null;
    }
    default:
      return null;
  }
}
