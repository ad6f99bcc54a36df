// The runs of recipes: each step's state in words with its results; a step waiting for a pick shows its
// pictures as buttons (click one to pick it); Resume for a run paused before a step the balance could
// not pay, Stop for one still going.
import { recipesApi, type RecipeRun, type RunStep } from "../../api/recipes";
import type { MediaItem } from "../../api";
import { useNavigation } from "../../state";
import { galleryOpenHandOff } from "../../state/galleryOpen";
import { priceLabel } from "../../lib/price";
import { useConfirm } from "../../widgets/ConfirmActions";
import { goneReason } from "../../lib/itemFacts";
import { builtInName, say, t } from "../../i18n";

/** A step's state in words (`pausedHere`: the run paused before this step). */
export function stepWords(step: RunStep, pausedHere = false): string {
  if (step.state === "not_started") return pausedHere ? t("recipes.step.paused_before") : t("recipes.step.not_started");
  if (step.state === "working")
    return step.progress
      ? t("recipes.step.making_progress", { progress: say(step.progress) })
      : t("recipes.step.making");
  return t(`recipes.step.${step.state}`);
}

export function RecipeRuns({ runs, onChanged }: { runs: RecipeRun[]; onChanged: (run: RecipeRun) => void }) {
  if (runs.length === 0) return <p className="muted">{t("recipes.runs_none")}</p>;
  return (
    <ul className="recipe-runs">
      {runs.map((r) => (
        <li key={r.id}>
          <RunCard run={r} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

function RunCard({ run, onChanged }: { run: RecipeRun; onChanged: (run: RecipeRun) => void }) {
  const { busy, run: once } = useConfirm();
  const act = (f: () => Promise<RecipeRun>) => once(async () => onChanged(await f()));
  const name = builtInName(`recipe.${run.recipeId}`, run.recipeName);
  const title = `${name}${run.topic ? `: ${run.topic}` : ""}`;
  const going = run.state === "running" || run.state === "waiting_for_pick" || run.state === "paused";
  return (
    <article className={`recipe-run run-${run.state}`} aria-label={title}>
      <header className="recipe-run-head">
        <h3>{title}</h3>
        <span className="badge">{t(`recipes.run.${run.state}`)}</span>
      </header>
      {run.characterName ? <p className="muted">{t("recipes.run.with", { name: run.characterName })}</p> : null}
      {run.message ? (
        <p className={run.state === "failed" || run.state === "paused" ? "short-reason" : "muted"} role="status">
          {say(run.message)}
        </p>
      ) : null}
      <ol className="recipe-run-steps">
        {run.steps.map((s, i) => (
          <li key={i} className={`run-step step-${s.state}`}>
            <div className="run-step-line">
              <strong>{builtInName(`recipe.${run.recipeId}.${i}`, s.label)}</strong>{" "}
              <span>{stepWords(s, run.state === "paused" && i === run.current)}</span>{" "}
              <span className="muted" data-testid="run-step-price">
                {priceLabel(s.credits, s.basis)}
              </span>
            </div>
            {s.results.length > 0 ? (
              <Results
                step={s}
                index={i}
                onPick={s.state === "pick" ? (m) => act(() => recipesApi.pick(run.id, i, m.id)) : undefined}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="form-actions">
        {run.state === "paused" ? (
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => act(() => recipesApi.resume(run.id))}
          >
            {t("recipes.run.resume")}
          </button>
        ) : null}
        {going ? (
          <button type="button" className="button" disabled={busy} onClick={() => act(() => recipesApi.stop(run.id))}>
            {t("recipes.run.stop")}
          </button>
        ) : null}
      </div>
    </article>
  );
}

function Results({ step, index, onPick }: { step: RunStep; index: number; onPick?: (m: MediaItem) => void }) {
  const { go } = useNavigation();
  return (
    <ul className="run-results" aria-label={t("recipes.result.list", { n: index + 1 })}>
      {step.results.map((m, k) => {
        const picked = step.picked === m.id && step.results.length > 1;
        const thumb = m.kind === "image" ? (m.thumbUrl ?? m.url) : m.thumbUrl;
        // What the result is, in the words of its buttons.
        const what = m.kind === "image" ? "picture" : m.kind === "video" ? "video" : "track";
        const n = String(k + 1);
        const face = thumb ? (
          <img src={thumb} alt="" />
        ) : (
          <span className="run-result-kind">{m.kind === "audio" ? "♪" : "▶"}</span>
        );
        return (
          <li key={m.id} className={picked ? "picked" : undefined}>
            {onPick && goneReason(m) ? (
              // Its service copy was deleted: the next step could not use it.
              <button type="button" className="run-result" disabled title={goneReason(m) ?? undefined}>
                {face}
                <span className="visually-hidden">
                  {t(`recipes.result.gone_${what}`, { n, reason: goneReason(m) ?? "" })}
                </span>
              </button>
            ) : onPick ? (
              <button
                type="button"
                className="run-result"
                onClick={() => onPick(m)}
                aria-label={t(`recipes.result.pick_${what}`, { n })}
              >
                {face}
              </button>
            ) : (
              <button
                type="button"
                className="run-result"
                onClick={() => {
                  go("gallery", galleryOpenHandOff(m.id));
                }}
                aria-label={t(`recipes.result.${picked ? "open_picked" : "open"}_${what}`, { n })}
              >
                {face}
                {picked ? <span className="run-picked">{t("recipes.result.picked")}</span> : null}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
