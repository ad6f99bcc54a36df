// The fake of the recipe commands (mirrors studio-core's recipes: the step kinds, the starter, the checks
// by field, the forecast from each step kind's own estimate, runs that go on step by step, wait at a pick
// and stop before a step the balance can't pay). Prices come from the other fakes' estimates. Test data only.
import { events, RECIPE_TOPIC_MAX } from "../src/bindings";
import type { Words } from "../src/bindings";
import type { Recipe, RecipeForecast, RecipeRun, RecipeStep } from "../src/api/recipes";
import type { CreditsView, Estimate, FieldError, MediaItem, SpendRequest } from "../src/api/types";
import { newStep } from "../src/screens/Recipes/recipeSteps";
import { RECIPE_STEP_KINDS } from "./fixtures/recipe-step-kinds";
import { fieldError, plain, refusal, words } from "./fake-words";

type Handler = (a: Record<string, unknown>) => unknown;
interface Deps {
  state: { credits: number; library: MediaItem[]; seq: number; recipes?: Recipe[]; runs?: RecipeRun[] };
  handlers: Record<string, Handler>;
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  emitCredits: (c: CreditsView) => void;
  creditsView: (recent: boolean) => CreditsView;
  save: () => void;
  mediaBase?: string;
  jobMs: number;
}

/** The starter as studio-core's recipes::starter() makes it: the editor's chain of the same five kinds. */
const STARTER: Recipe = (() => {
  const steps: RecipeStep[] = [];
  for (const key of ["pictures", "motion", "music", "mix", "caption"]) {
    const kind = RECIPE_STEP_KINDS.find((k) => k.key === key);
    if (kind) steps.push(newStep(kind, RECIPE_STEP_KINDS, steps));
  }
  const labels = ["4 pictures", "6 s motion video", "30 s track", "Mix", "Caption"];
  return {
    id: "starter",
    name: "Captioned video with music",
    builtIn: true,
    steps: steps.map((s, i) => ({ ...s, label: labels[i] })),
  };
})();

const stepOutput = (steps: RecipeStep[], i: number): "image" | "video" | "audio" => {
  const r = steps[i].request;
  if (r.kind === "image") return "image";
  if (r.kind === "music") return "audio";
  if (r.kind === "tool" && r.request.tool === "remove_background") return "image";
  if (r.kind === "tool" && r.request.tool === "overlay_text") return stepOutput(steps, steps[i].from?.[0] ?? 0);
  return "video";
};

/** recipes/steps.rs check(), the parts the scenarios reach. */
function check(r: Recipe): FieldError[] {
  const e: FieldError[] = [];
  if (!r.name.trim()) e.push(fieldError("name", words("steps.give_recipe_name")));
  if (!r.steps.length) e.push(fieldError("steps", words("steps.add_at_least_one")));
  r.steps.forEach((s, i) => {
    if (!s.label.trim()) e.push(fieldError(`steps[${i}].label`, words("steps.name_step", { n: i + 1 })));
    const need = s.request.kind === "mix" ? 2 : s.request.kind === "image" || s.request.kind === "music" ? 0 : 1;
    const from = s.from ?? [];
    if (from.length !== need)
      e.push(
        fieldError(
          `steps[${i}].from`,
          words(need === 0 ? "steps.takes_nothing" : need === 1 ? "steps.needs_one" : "steps.needs_video_and_music", {
            n: i + 1,
          }),
        ),
      );
    for (const f of from)
      if (f >= i) e.push(fieldError(`steps[${i}].from`, words("steps.only_earlier", { n: i + 1, from: f + 1 })));
  });
  return e;
}

/** The request with `{topic}` replaced and stand-ins for its inputs (what the forecast prices). */
function standIn(req: SpendRequest, topic: string, kinds: string[]): SpendRequest {
  const r = JSON.parse(JSON.stringify(req).replaceAll("{topic}", topic.replace(/["\\]/g, ""))) as SpendRequest;
  const url = "https://recipe.invalid/step";
  if (r.kind === "video") r.request.imageId = "step";
  if (r.kind === "tool") {
    const t = r.request;
    if (t.tool === "overlay_text") {
      if (kinds[0] === "video") t.request.videoUrl = url;
      else t.request.imageUrl = url;
    } else if (t.tool === "trim_video" || t.tool === "mute_video") t.request.videoUrl = url;
    else if (t.tool === "remove_background") t.request.imageUrl = url;
  }
  return r;
}

export function installRecipeFakes(d: Deps): Record<string, Handler> {
  const { state } = d;
  const saved = () => (state.recipes ??= []);
  const runs = () => (state.runs ??= []);
  const find = (id: string) => (id === "starter" ? STARTER : saved().find((r) => r.id === id));

  function estimate(step: RecipeStep, steps: RecipeStep[], topic: string): Estimate | null {
    const r = standIn(
      step.request,
      topic,
      (step.from ?? []).map((f) => (steps[f] ? stepOutput(steps, f) : "image")),
    );
    // Each step kind's own estimate (the one door, spend_estimate).
    const priced = (request: SpendRequest) => d.handlers.spend_estimate({ request }) as Estimate;
    switch (r.kind) {
      case "image":
        return priced({ ...r, reference: null });
      case "video":
      case "music":
      case "tool":
        return priced(r);
      default:
        return null;
    }
  }

  function forecast(recipe: Recipe, topic: string): RecipeForecast {
    d.requireConnected();
    const errors = check(recipe);
    if (!topic.trim() && JSON.stringify(recipe.steps).includes("{topic}"))
      errors.push(fieldError("topic", words("forecast.write_topic_recipe_texts", { topic: "{topic}" })));
    else if ([...topic].length > RECIPE_TOPIC_MAX)
      errors.push(
        fieldError("topic", words("forecast.topic_too_long", { max: RECIPE_TOPIC_MAX, count: [...topic].length })),
      );
    const steps = recipe.steps.map((s) => {
      const est = estimate(s, recipe.steps, topic);
      const picked = (s.from ?? []).filter((f) => recipe.steps[f]?.pick).map((f) => f + 1);
      return {
        label: s.label,
        credits: est?.credits ?? 0,
        perSecond: est?.perSecond ?? null,
        basis: est?.basis ?? ("published" as const),
        priceNote: est?.priceNote ?? null,
        open:
          picked.length === 0
            ? null
            : picked.length === 1
              ? words("recipe.uses_pick", { n: picked[0] ?? 0 })
              : words("recipe.uses_picks", { first: picked[0] ?? 0, second: picked[1] ?? 0 }),
      };
    });
    // forecast.rs: the published prices (and tops of ranges) added up; steps with none are counted apart.
    const total = steps.reduce((n, s) => n + s.credits, 0);
    const unpriced = steps.filter((s) => s.basis === "not_published").length;
    const short = state.credits < total;
    return {
      steps,
      total,
      unpriced,
      balance: state.credits,
      balanceAfter: state.credits - total,
      short,
      errors,
      ready: !errors.length && !short,
    };
  }

  const emit = (run: RecipeRun) => {
    run.updatedAt = new Date().toISOString();
    d.save();
    void events.recipeRunUpdated.emit(run.id);
  };

  function result(run: RecipeRun, i: number, k: number): MediaItem {
    const kind =
      i === 0 || run.steps[i].label.includes("picture")
        ? "image"
        : run.steps[i].label.includes("track")
          ? "audio"
          : "video";
    const id = `rcp_${state.seq++}`;
    const p = encodeURIComponent(`${run.steps[i].label} ${k + 1}`.slice(0, 28));
    const thumb = d.mediaBase ? `${d.mediaBase}/tok/thumbs/${id}.svg?w=160&h=160&p=${p}` : null;
    return {
      id,
      kind,
      remoteId: `rem_${id}`,
      deletesAtService: kind !== "audio",
      remoteUrl: `https://cdn.example.com/${id}`,
      url: thumb ?? `data:,${id}`,
      thumbUrl: kind === "audio" ? null : thumb,
      jobId: `job_${id}`,
      characterId: run.characterId,
      provider: null,
      prompt: run.steps[i].label,
      createdAt: new Date().toISOString(),
      width: 512,
      height: 512,
    };
  }

  /** recipes/driver.rs advance(): sends the current step (or pauses before it), and on from there. */
  function advance(run: RecipeRun) {
    if (run.state !== "running") return;
    const i = run.current;
    const step = run.steps[i];
    if (!step) {
      run.state = "done";
      run.message = null;
      return emit(run);
    }
    if (step.jobs.length) return;
    if (state.credits < step.credits) {
      run.state = "paused";
      run.message =
        step.credits === 1
          ? words("recipe.short.one", { n: i + 1, balance: state.credits })
          : words("recipe.short.other", { n: i + 1, price: step.credits, balance: state.credits });
      return emit(run);
    }
    state.credits -= step.credits;
    if (step.credits) d.emitCredits(d.creditsView(false));
    step.jobs = [`job_${state.seq++}`];
    step.state = "working";
    step.progress = plain("Getting started…");
    emit(run);
    setTimeout(() => {
      if (run.state !== "running") return;
      const n = i === 0 ? 4 : 1;
      step.results = Array.from({ length: n }, (_, k) => result(run, i, k));
      state.library = [...step.results, ...state.library];
      step.progress = null;
      if (step.pick && n > 1) {
        step.state = "pick";
        run.state = "waiting_for_pick";
        run.message = words("recipe.pick_to_go_on", { count: n, n: i + 1 });
        return emit(run);
      }
      step.picked = step.results[0].id;
      step.state = "done";
      run.current += 1;
      advance(run);
      emit(run);
    }, d.jobMs / 2);
  }

  /** The name the fake's character list gives the id (studio-core reads it from the picture job's face). */
  const characterName = (id: string) =>
    (
      (d.handlers.characters_list({ limit: 1000 }) as { characters?: Array<{ id: string; name?: string }> })
        .characters ?? []
    ).find((c) => c.id === id)?.name ?? null;

  const runOf = (id: unknown) => runs().find((r) => r.id === id) ?? d.fail("not_found", "This run no longer exists");

  return {
    recipes_list: () => [STARTER, ...saved()],
    // The core's own answer (tests/fixtures, kept equal to studio-core's recipe_step_kinds by its test).
    recipe_step_kinds: () => RECIPE_STEP_KINDS,
    recipes_save: (a) => {
      const r = a.recipe as Recipe;
      const errs = check(r);
      if (errs.length) d.fail("validation", refusal(errs), errs[0].field);
      const out = {
        ...r,
        name: r.name.trim(),
        builtIn: false,
        id: r.id && r.id !== "starter" ? r.id : `recipe_${state.seq++}`,
      };
      state.recipes = [...saved().filter((x) => x.id !== out.id), out].sort((x, y) => x.name.localeCompare(y.name));
      return out;
    },
    recipes_delete: (a) => {
      if (a.id === "starter") d.fail("validation", "The starter recipe comes with the app and can't be deleted", "id");
      state.recipes = saved().filter((x) => x.id !== a.id);
      return null;
    },
    recipes_forecast: (a) => forecast(a.recipe as Recipe, String(a.topic ?? "")),
    recipes_start: (a) => {
      const recipe = find(String(a.recipeId)) ?? d.fail("not_found", "This recipe no longer exists");
      const topic = String(a.topic ?? "");
      const f = forecast(recipe, topic);
      if (f.errors.length) d.fail("validation", refusal(f.errors), f.errors[0].field);
      const now = new Date().toISOString();
      const run: RecipeRun = {
        id: `run_${state.seq++}`,
        recipeId: recipe.id,
        recipeName: recipe.name,
        characterId: (a.characterId as string | null) ?? null,
        characterName: (a.characterId as string | null) ? characterName(String(a.characterId)) : null,
        topic: topic.trim(),
        state: "running",
        message: null,
        current: 0,
        createdAt: now,
        updatedAt: now,
        steps: recipe.steps.map((s, i) => ({
          label: s.label,
          state: "not_started",
          credits: f.steps[i].credits,
          basis: f.steps[i].basis,
          priceNote: f.steps[i].priceNote,
          pick: s.pick ?? false,
          progress: null,
          jobs: [],
          results: [],
          picked: null,
        })),
      };
      state.runs = [run, ...runs()];
      advance(run);
      return run;
    },
    recipe_runs_list: () => runs(),
    recipe_run_pick: (a) => {
      const run = runOf(a.runId);
      const step = run.steps[Number(a.step)];
      if (run.state !== "waiting_for_pick" || run.current !== Number(a.step))
        d.fail("validation", "This step is not waiting for a pick", "step");
      step.picked = String(a.mediaId);
      step.state = "done";
      run.state = "running";
      run.message = null;
      run.current += 1;
      advance(run);
      emit(run);
      return run;
    },
    recipe_run_resume: (a) => {
      const run = runOf(a.runId);
      if (run.state !== "paused") d.fail("validation", "Only a paused run can go on", "id");
      run.state = "running";
      run.message = null;
      advance(run);
      return run;
    },
    recipe_run_stop: (a) => {
      const run = runOf(a.runId);
      if (["done", "failed", "stopped"].includes(run.state)) d.fail("validation", "This run has already ended", "id");
      run.state = "stopped";
      run.message = words("recipe.stopped");
      const step = run.steps[run.current];
      if (step) step.state = "stopped";
      emit(run);
      return run;
    },
  };
}
