// One-input tools: mute a video, write a shot prompt from a picture, remove a picture's background.
import { useEffect, useRef, useState } from "react";
import type { MediaItem } from "../../api";
import type { ToolRequest } from "../../api/tools";
import { FieldMessage } from "../../components/ErrorNotice";
import { useHandleError, useNavigation, useToast } from "../../state";
import { RecallNotice } from "../../components/RecallNotice";
import { useRecall, type RecallNote } from "../../lib/recall";
import { useStep } from "../../lib/nextStep";
import { changeStoredDraft } from "../../lib/useDraft";
import { ResultMedia, RunBar, useToolRun } from "./shared";
import { useSpendEstimate } from "../../forms/useSpendEstimate";
import { MediaPicker } from "../../components/MediaPicker";
import { singleFromSettings } from "./toolRecall";
import { t } from "../../i18n";

/** Create image's draft form (CreateImage restores it when it opens). */
const CREATE_DRAFT = "create-image";

/**
 * The one item a tool works on; "Open these settings" picks the one its job used (items are loaded), a next
 * step the item it was started on; when the form opens, and again for each hand-off given while it is open.
 */
function useSingle(items: MediaItem[] | null, stepId: "removeBackground" | "describe" | "mute") {
  const [item, setItem] = useState<MediaItem | null>(null);
  const [filled, setFilled] = useState<RecallNote | null>(null);
  const recall = useRecall("tool");
  const step = useStep(stepId);
  const { seq } = useNavigation();
  const applied = useRef<number | null>(null);
  useEffect(() => {
    const r = recall();
    if (!items || applied.current === seq) return;
    const s = r ? null : step();
    if (s) {
      applied.current = seq;
      setItem(items.find((m) => m.id === s.item.id) ?? s.item);
      setFilled({ source: s.sourceLabel, gaps: [] });
      return;
    }
    if (!r) return;
    applied.current = seq;
    const f = singleFromSettings(r.settings, r.sourceLabel, items);
    if (!f) return;
    setItem(items.find((m) => m.id === f.draft.itemId) ?? null);
    setFilled(f.note);
  }, [items, seq, recall, step]);
  return {
    item,
    toggle: (m: MediaItem) => setItem(item?.id === m.id ? null : m),
    notice: (verb: string) =>
      filled ? <RecallNotice note={filled} verb={verb} onDismiss={() => setFilled(null)} /> : null,
  };
}

export function MuteTool({ items }: { items: MediaItem[] | null }) {
  const pick = useSingle(items, "mute");
  const request: ToolRequest | null = pick.item?.remoteUrl
    ? { tool: "mute_video", request: { videoUrl: pick.item.remoteUrl } }
    : null;
  const { estimate, error: estError, fields: msgs } = useSpendEstimate(request && { kind: "tool", request });
  const { run, phase, hold, result, error } = useToolRun(request);
  return (
    <div className="tool-form">
      {pick.notice(t("tools.mute.recall_verb"))}
      <fieldset className="field">
        <legend>{t("tools.mute.choose")}</legend>
        <MediaPicker
          items={items}
          kinds={["video"]}
          selected={pick.item ? [pick.item.id] : []}
          onToggle={pick.toggle}
          label={t("tools.your_videos")}
          empty={t("tools.no_videos")}
        />
        <FieldMessage id="mute-err" message={msgs.videoUrl} />
      </fieldset>
      {pick.item ? <ResultMedia item={pick.item} title={t("tools.mute.original")} /> : null}
      <RunBar
        verb={t("tools.mute.verb")}
        estimate={estimate}
        estimateError={estError}
        ready={request != null}
        phase={phase}
        hold={hold}
        runError={error}
        hint={t("tools.choose_video_first")}
        onRun={() => request && void run(request)}
      />
      {result?.media ? <ResultMedia item={result.media} title={t("tools.mute.result")} isNew /> : null}
    </div>
  );
}

export function ShotPromptTool({ items }: { items: MediaItem[] | null }) {
  const { go } = useNavigation();
  const handleError = useHandleError();
  const toast = useToast();
  const pick = useSingle(items, "describe");
  const request: ToolRequest | null = pick.item?.remoteUrl
    ? { tool: "write_shot_prompt", request: { imageUrl: pick.item.remoteUrl } }
    : null;
  const { estimate, error: estError, fields: msgs } = useSpendEstimate(request && { kind: "tool", request });
  const { run, phase, hold, result, error } = useToolRun(request);
  const [copied, setCopied] = useState(false);
  const text = result?.shotPrompt ?? null;

  const sendToCreate = async () => {
    if (!text) return;
    try {
      await changeStoredDraft(CREATE_DRAFT, (draft) => ({ ...draft, prompt: text, mode: "prompt" }));
      go("create");
    } catch (e) {
      handleError(e);
    }
  };

  return (
    <div className="tool-form">
      {pick.notice(t("tools.shot.recall_verb"))}
      <fieldset className="field">
        <legend>{t("tools.shot.choose")}</legend>
        <MediaPicker
          items={items}
          kinds={["image"]}
          selected={pick.item ? [pick.item.id] : []}
          onToggle={pick.toggle}
          label={t("tools.your_pictures")}
          empty={t("tools.no_pictures")}
        />
        <FieldMessage id="shot-err" message={msgs.imageUrl} />
      </fieldset>
      <RunBar
        verb={t("tools.shot.verb")}
        estimate={estimate}
        estimateError={estError}
        ready={request != null}
        phase={phase}
        hold={hold}
        runError={error}
        hint={t("tools.choose_picture_first")}
        onRun={() => request && void run(request)}
      />
      {text ? (
        <section className="shot-prompt" aria-label={t("tools.shot.result")}>
          <h3>{t("tools.shot.result")}</h3>
          <p className="shot-prompt-text" data-testid="shot-prompt">
            {text}
          </p>
          <div className="shot-prompt-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                navigator.clipboard
                  .writeText(text)
                  .then(() => {
                    setCopied(true);
                    window.setTimeout(() => setCopied(false), 2000);
                  })
                  .catch(() => toast({ kind: "error", text: t("tools.shot.copy_failed") }));
              }}
            >
              {copied ? t("tools.shot.copied") : t("tools.shot.copy")}
            </button>
            <button type="button" className="button primary" onClick={() => void sendToCreate()}>
              {t("tools.shot.use")}
            </button>
          </div>
          <p className="help">{t("tools.shot.use_help")}</p>
        </section>
      ) : null}
    </div>
  );
}

export function RemoveBackgroundTool({ items }: { items: MediaItem[] | null }) {
  const pick = useSingle(items, "removeBackground");
  const request: ToolRequest | null = pick.item?.remoteUrl
    ? { tool: "remove_background", request: { imageUrl: pick.item.remoteUrl } }
    : null;
  const { estimate, error: estError, fields: msgs } = useSpendEstimate(request && { kind: "tool", request });
  const { run, phase, hold, result, error } = useToolRun(request);
  return (
    <div className="tool-form">
      {pick.notice(t("tools.remove_bg.recall_verb"))}
      <fieldset className="field">
        <legend>{t("tools.remove_bg.choose")}</legend>
        <MediaPicker
          items={items}
          kinds={["image"]}
          selected={pick.item ? [pick.item.id] : []}
          onToggle={pick.toggle}
          label={t("tools.your_pictures")}
          empty={t("tools.no_pictures")}
        />
        <FieldMessage id="rb-err" message={msgs.imageUrl} />
      </fieldset>
      <RunBar
        verb={t("tools.remove_bg.verb")}
        estimate={estimate}
        estimateError={estError}
        ready={request != null}
        phase={phase}
        hold={hold}
        runError={error}
        hint={t("tools.choose_picture_first")}
        onRun={() => request && void run(request)}
      />
      {result?.media && pick.item ? (
        <div className="before-after">
          <ResultMedia item={pick.item} title={t("tools.remove_bg.before")} />
          <ResultMedia item={result.media} title={t("tools.remove_bg.result")} checker isNew />
        </div>
      ) : null}
    </div>
  );
}
