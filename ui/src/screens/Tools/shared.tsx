// Pieces shared by the tool forms (their drafts are forms/useDraft.ts's): the library picker (service URLs
// only) and the field that picks from it, the live estimate with the run of what a form would send now,
// the run bar with the cost on the button, and the result view with real playback. The live estimate (the
// core's rules and prices: no limit is re-implemented here), the field messages and the row above a form
// (forms/FormTop.tsx) are the form kit's (src/forms/).
import { useEffect, useRef, useState } from "react";
import { api, ApiError, events, type Estimate, type MediaItem, type TrackedJob } from "../../api";
import { onlyJob } from "../../api/spend";
import type { ToolRequest } from "../../api/tools";
import type { PressPhase, SpendHold } from "../../forms/useSpendPress";
import { useSpend } from "../../forms/useSubmit";
import { ActionBar, BalanceAfter, FixMarked, ShortReason } from "../../forms/ActionBar";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { MediaPlayer } from "../../widgets/MediaPlayer";
import { useCredits, useHandleError, useJobs, isActive } from "../../state";
import { formatCredits } from "../../lib/format";
import { priceText } from "../../lib/price";
import { NextStepMenu } from "../../views/NextStepMenu";
import { MediaPicker, PickerSlot } from "../../views/MediaPicker";
import { FieldMessage } from "../../widgets/ErrorNotice";
import type { Filled, Settings } from "../../state/recall";
import type { StepId } from "../../state/nextStep";
import { useHandOffFill } from "../../forms/useHandOffFill";
import { toolFromStep } from "./toolRecall";
import { useSpendEstimate } from "../../forms/useSpendEstimate";
import { say, t } from "../../i18n";

/** Images and videos of the library that the service can read (they have a service URL). */
export function useToolMedia() {
  const { jobs } = useJobs();
  const handleError = useHandleError();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const doneCount = jobs.filter((j) => j.status === "completed").length;
  useEffect(() => {
    let cancelled = false;
    api
      .libraryList(null, 500, 0)
      .then(
        (all) => !cancelled && setItems(all.filter((m) => (m.kind === "image" || m.kind === "video") && m.remoteUrl)),
      )
      .catch((e) => {
        handleError(e);
        if (!cancelled) setItems([]);
      });
    return () => {
      cancelled = true;
    };
  }, [handleError, doneCount]);
  return items;
}

/** The field that picks what a tool works on from the library, with the message about it. */
export function PickField({
  legend,
  items,
  kinds,
  selected,
  onToggle,
  multiple,
  label,
  empty,
  errorId,
  error,
}: {
  legend: string;
  items: MediaItem[] | null;
  kinds: Array<"image" | "video">;
  selected: string[];
  onToggle: (m: MediaItem) => void;
  multiple?: boolean;
  /** The picker's name and what it says when there is nothing to pick (default: by the kinds, videos or pictures). */
  label?: string;
  empty?: string;
  errorId?: string;
  error?: string;
}) {
  const videos = kinds.length === 1 && kinds[0] === "video";
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <PickerSlot kinds={kinds} multiple={multiple} selected={selected} onToggle={onToggle} label={legend}>
        <MediaPicker
          items={items}
          kinds={kinds}
          multiple={multiple}
          selected={selected}
          onToggle={onToggle}
          label={label ?? (videos ? t("tools.your_videos") : t("tools.your_pictures"))}
          empty={empty ?? (videos ? t("tools.no_videos") : t("tools.no_pictures"))}
        />
      </PickerSlot>
      {errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </fieldset>
  );
}

/**
 * A tool form's draft fill (forms/useDraft.ts's `fill`): "Open these settings" of its job, its inputs found
 * among `items` again; else its next step, whose item `put` places in the draft.
 */
export function useToolFill<D, K extends "tool" | "video_edit">(
  kind: K,
  step: StepId,
  items: MediaItem[] | null,
  fromSettings: (s: Settings<K>, source: string, items: MediaItem[]) => Filled<D> | null,
  put: (draft: D, item: MediaItem) => D,
) {
  return useHandOffFill<D, K, StepId>(kind, (settings, source) => fromSettings(settings, source, items ?? []), {
    steps: [step],
    fill: (stored, s) => toolFromStep(stored, s, put),
  });
}

/** What the run bar shows and does for a form: its estimate, whether it can run, its press and its run. */
export interface RunState {
  estimate: Estimate | null;
  estimateError: ApiError | null;
  ready: boolean;
  /** Where the press is (forms/useSpendPress.ts). */
  phase: PressPhase;
  hold: SpendHold | null;
  runError: ApiError | null;
  onRun: () => void;
}

/**
 * A tool form's request (what it would send now, or null while it can't): its live estimate with the
 * rules' messages by field, and its run once per press; `bar` is what the run bar takes.
 */
export function useTool(request: ToolRequest | null) {
  const estimate = useSpendEstimate(request && { kind: "tool", request });
  const { sent, result } = useToolRun(request);
  return { fields: estimate.fields, result, bar: runState(request != null, estimate, sent) };
}

/** The run bar's state of a form's live estimate and its press (`useSpend`). */
export function runState(
  ready: boolean,
  { estimate, error }: Pick<RunState, "estimate"> & { error: ApiError | null },
  sent: ReturnType<typeof useSpend>,
): RunState {
  const { phase, hold } = sent;
  return { estimate, estimateError: error, ready, phase, hold, runError: sent.error, onRun: () => void sent.submit() };
}

/** The new result of a tool's run, with its next step. */
export function NewResult({ result, title }: { result: ToolResult | null; title: string }) {
  return result?.media ? <ResultMedia item={result.media} title={title} isNew /> : null;
}

/** The action bar: what it costs, the balance after, and the one button that spends. */
export function RunBar({
  verb,
  estimate,
  estimateError,
  ready,
  phase,
  hold = null,
  runError,
  onRun,
  hint,
  started = t("tools.run.done"),
}: Omit<RunState, "hold"> & {
  verb: string;
  /** A press held because the same request may already have been charged. */
  hold?: SpendHold | null;
  hint: string | null;
  /** What the button says for a moment after the press: a tool is done at once, a job has started. */
  started?: string;
}) {
  const errs = estimate?.errors.length ?? 0;
  const short = estimate != null && errs === 0 && estimate.short;
  // The price as the spec gives it: "2 credits", "free" (text on a picture), or "price not published".
  const cost = estimate ? priceText(estimate.credits, estimate.basis) : null;
  return (
    <ActionBar
      look="tool"
      onPress={onRun}
      label={cost ? `${verb} · ${cost}` : verb}
      sending={
        <>
          <span className="spinner" aria-hidden="true" /> {t("tools.run.working")}
        </>
      }
      started={started}
      disabled={!ready || estimate == null || !estimate.ready}
      phase={phase}
      hold={hold}
      describedBy={short ? "tool-short" : undefined}
    >
      {!ready && hint ? <p className="muted">{hint}</p> : null}
      {ready ? <FixMarked count={errs} /> : null}
      {short && estimate ? (
        <ShortReason id="tool-short">
          {t("tools.run.short", {
            price: priceText(estimate.credits, estimate.basis),
            credits: formatCredits(estimate.balance),
          })}
        </ShortReason>
      ) : null}
      {ready && estimate && estimate.ready ? (
        <p className="muted" data-testid="tool-cost">
          {estimate.priceNote ? (
            `${say(estimate.priceNote)}.`
          ) : estimate.basis === "not_published" ? (
            t("tools.run.not_published")
          ) : estimate.credits === 0 ? (
            t("tools.run.documented_none")
          ) : (
            <BalanceAfter credits={estimate.balanceAfter} />
          )}
        </p>
      ) : null}
      {estimateError ? <ErrorNotice error={estimateError} headline={t("tools.run.cost_failed")} /> : null}
      <ErrorNotice error={runError} />
    </ActionBar>
  );
}

/** What a tool's run made once its job settled: the saved result, or its words (the shot prompt). */
export type ToolResult = { job: TrackedJob; media: MediaItem | null; shotPrompt: string | null };

/** How long a press waits for a tool's result to be saved before it lets go (the job goes on in the tray). */
const RESULT_WAIT_MS = 120_000;

/**
 * Runs a tool request once per press through the one door and waits until its job has settled (the file
 * saved, or failed), at most RESULT_WAIT_MS: the service answers a tool at once, so the press lasts until the
 * result is on screen. Job updates are listened to while the form is open, so none of the run's is missed. A
 * run of `request` (what the card would send now) that may already have been charged is held until the
 * person says to send it again.
 */
export function useToolRun(request: ToolRequest | null) {
  const { refreshCredits } = useCredits();
  const [result, setResult] = useState<ToolResult | null>(null);
  const latest = useRef(new Map<string, TrackedJob>());
  const wake = useRef(() => undefined as void);
  useEffect(() => {
    const unlisten = events.jobUpdated((j) => {
      latest.current.set(j.id, j);
      wake.current();
    });
    return () => void unlisten.then((f) => f());
  }, []);
  const settled = async (job: TrackedJob): Promise<TrackedJob> => {
    const deadline = Date.now() + RESULT_WAIT_MS;
    for (;;) {
      const now = latest.current.get(job.id) ?? job;
      const left = deadline - Date.now();
      if (!isActive(now.status) || left <= 0) return now;
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, left);
        wake.current = () => {
          window.clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const sent = useSpend(request && { kind: "tool", request }, {
    then: async (jobs) => {
      const job = await settled(onlyJob(jobs));
      void refreshCredits(false);
      if (job.status === "failed") {
        const message = say(job.error, t("tools.run.not_saved"));
        sent.setError(new ApiError({ code: "not_found", message, field: null, details: null }));
        return false;
      }
      setResult({ job, media: job.media[0] ?? null, shotPrompt: job.words ?? null });
    },
  });
  return { sent, result };
}

/** The saved result: a real player for a video, the picture for an image; a new result offers its next step. */
export function ResultMedia({
  item,
  title,
  checker = false,
  isNew = false,
}: {
  item: MediaItem;
  title: string;
  checker?: boolean;
  /** What the tool just made (not its input): "Next step" is offered. */
  isNew?: boolean;
}) {
  return (
    <section className="tool-result" aria-label={title}>
      <h3>{title}</h3>
      {item.kind === "video" ? (
        <MediaPlayer src={item.url} poster={item.thumbUrl} kind="video" label={title} className="tool-result-player" />
      ) : (
        <div className={checker ? "checkerboard tool-result-image" : "tool-result-image"}>
          <img src={item.url} alt={title} />
        </div>
      )}
      <p className="muted">
        {item.prompt ? t("tools.result.saved_prompt", { prompt: item.prompt }) : t("tools.result.saved")}
      </p>
      {isNew ? <NextStepMenu item={item} sourceLabel={t("tools.result.source", { title })} /> : null}
    </section>
  );
}
