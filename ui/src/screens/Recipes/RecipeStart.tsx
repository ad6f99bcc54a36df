// Start a recipe: the character (the face of its picture steps) and the topic, then the forecast — each
// step's price from the core (the same estimate its form shows), the total, the balance after, what is
// still open and what the service publishes no price for — before the Start button.
// The character and topic are kept as the recipe's draft.
import { useEffect, useState } from "react";
import { recipesApi, type Recipe, type RecipeForecast, type RecipeRun, type RecipeStepKind } from "../../api/recipes";
import { ApiError } from "../../api";
import { RECIPE_TOPIC_MAX } from "../../bindings";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { TextField } from "../../forms/Field";
import { ActionBar, ShortReason } from "../../forms/ActionBar";
import { CharacterPicker } from "../../views/CharacterPicker";
import { formatCredits } from "../../lib/format";
import { priceLabel, priceText, totalText } from "../../lib/price";
import { useSubmit } from "../../forms/useSubmit";
import { objectDraft, useDraft } from "../../forms/useDraft";
import { useCredits, useHandleError } from "../../state";
import { stepSummary } from "./recipeSummary";
import { builtInName, say, sayMessage, t } from "../../i18n";

const text = (v: unknown) => (typeof v === "string" ? v : "");

export function RecipeStart({
  recipe,
  kinds,
  onStarted,
}: {
  recipe: Recipe;
  kinds: RecipeStepKind[];
  onStarted: (run: RecipeRun) => void;
}) {
  const handleError = useHandleError();
  // The character and topic are the recipe's start draft: kept when the screen is left half-way.
  const { draft, setDraft } = useDraft(`recipe-start-${recipe.id}`, {
    initial: { characterId: "", topic: "" },
    restore: objectDraft((s) => ({ characterId: text(s.characterId), topic: text(s.topic) })),
  });
  const { characterId, topic } = draft;
  const setCharacterId = (id: string) => setDraft((d) => ({ ...d, characterId: id }));
  const setTopic = (text: string) => setDraft((d) => ({ ...d, topic: text }));
  // The topic's problem shows once it was typed in or Start was pressed, not on a fresh form.
  const [touched, setTouched] = useState(false);
  const [forecast, setForecast] = useState<RecipeForecast | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // Worked out again when the balance moves (a run spending, credits added).
  const balance = useCredits().credits?.credits;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      recipesApi
        .forecast(recipe, characterId || null, topic)
        .then((f) => live && setForecast(f))
        .catch((e) => live && setError(handleError(e)));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [recipe, characterId, topic, balance, handleError]);

  const topicProblem = touched ? forecast?.errors.find((e) => e.field === "topic") : undefined;
  const topicError = topicProblem ? sayMessage(topicProblem) : undefined;
  const otherErrors = forecast?.errors.filter((e) => e.field !== "topic") ?? [];
  // One press, one intent; a start of this run that may already have been charged is held.
  const start = useSubmit(
    { recipe: recipe.id, characterId, topic },
    (intent) => recipesApi.start(intent, recipe.id, characterId || null, topic),
    {
      check: async () => {
        setTouched(true);
        // Checked for what is on screen now (the live forecast may be a keystroke behind).
        const now = await recipesApi.forecast(recipe, characterId || null, topic);
        setForecast(now);
        if (now.errors.some((e) => e.field === "topic")) document.getElementById("recipe-topic")?.focus();
        return now.errors.length === 0;
      },
      then: (run) => {
        setError(null);
        onStarted(run);
      },
    },
  );

  // A run that could not pay even its first step would only stop at once: Start waits for credits. One
  // that can pay some steps starts, and stops before the first it can't pay (the line above says so).
  const first = forecast?.steps[0];
  const firstShort = forecast?.balance != null && first != null && forecast.balance < first.credits;

  return (
    <form
      className="recipe-start"
      aria-labelledby="recipe-start-title"
      onSubmit={(e) => {
        e.preventDefault();
        void start.submit();
      }}
    >
      <h2 id="recipe-start-title">
        {t("recipes.start.title", { name: builtInName(`recipe.${recipe.id}`, recipe.name) })}
      </h2>
      <p className="muted">{recipe.steps.map((s) => stepSummary(kinds, s)).join(" → ")}</p>
      <CharacterPicker
        id="recipe-character"
        legend={t("recipes.start.character")}
        noneHelp={t("recipes.start.character_none")}
        value={characterId}
        onChange={setCharacterId}
      />
      <TextField
        id="recipe-topic"
        label={t("recipes.start.topic")}
        value={topic}
        // Room past the limit, so a longer topic is said under the field rather than cut off.
        maxLength={RECIPE_TOPIC_MAX * 2}
        placeholder={t("recipes.start.topic_placeholder")}
        help={t("recipes.start.topic_help", { topic: "{topic}" })}
        error={topicError}
        onChange={(typed) => {
          setTopic(typed);
          setTouched(true);
        }}
      />
      {forecast ? (
        <ForecastTable forecast={forecast} recipeId={recipe.id} />
      ) : (
        <p className="muted">{t("recipes.start.working_out")}</p>
      )}
      <ActionBar
        look="inline"
        label={
          forecast
            ? t("recipes.start.button_total", { total: totalText(forecast.total, forecast.unpriced) })
            : t("recipes.start.button")
        }
        disabled={!forecast || firstShort}
        phase={start.phase}
        hold={start.hold}
        describedBy={forecast?.short ? "recipe-short" : undefined}
      >
        {otherErrors.map((e) => (
          <ShortReason key={e.field + e.message}>{sayMessage(e)}</ShortReason>
        ))}
        {firstShort && forecast?.balance != null ? (
          <ShortReason id="recipe-short">
            {t("recipes.start.first_short", {
              balance: formatCredits(forecast.balance),
              price: priceText(forecast.steps[0].credits, forecast.steps[0].basis),
            })}
          </ShortReason>
        ) : forecast?.short ? (
          <ShortReason id="recipe-short">{t("recipes.start.short")}</ShortReason>
        ) : null}
        <ErrorNotice error={start.error ?? error} />
      </ActionBar>
    </form>
  );
}

function ForecastTable({ forecast, recipeId }: { forecast: RecipeForecast; recipeId: string }) {
  return (
    <table className="recipe-forecast">
      <caption>{t("recipes.forecast.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("recipes.forecast.step")}</th>
          <th scope="col">{t("recipes.forecast.credits")}</th>
          <th scope="col">{t("recipes.forecast.note")}</th>
        </tr>
      </thead>
      <tbody>
        {forecast.steps.map((s, i) => (
          <tr key={i}>
            <th scope="row">
              {i + 1}. {builtInName(`recipe.${recipeId}.${i}`, s.label)}
            </th>
            <td className="num">{priceLabel(s.credits, s.basis)}</td>
            <td className="muted">{[say(s.priceNote), say(s.open)].filter(Boolean).join(". ")}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("recipes.forecast.total")}</th>
          <td className="num total" data-testid="recipe-total">
            {totalText(forecast.total, forecast.unpriced)}
          </td>
          <td className="muted">{forecast.unpriced ? t("recipes.forecast.may_cost_more") : ""}</td>
        </tr>
        {forecast.balance != null ? (
          <tr>
            <th scope="row">{t("recipes.forecast.balance_after")}</th>
            <td className="num">{formatCredits(forecast.balanceAfter)}</td>
            <td className="muted">
              {t(forecast.unpriced ? "recipes.forecast.of_now_less" : "recipes.forecast.of_now", {
                balance: formatCredits(forecast.balance),
              })}
            </td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
