// One-input tools: mute a video, write a shot prompt from a picture, remove a picture's background.
import { useEffect, useRef, useState } from "react";
import type { MediaItem } from "../../api";
import type { ToolRequest } from "../../api/tools";
import { useHandleError, useNavigation, useToast } from "../../state";
import { RecallNotice } from "../../forms/FormTop";
import type { RecallNote } from "../../state/recall";
import { useHandOffFill } from "../../forms/useHandOffFill";
import { changeStoredDraft } from "../../forms/useDraft";
import { NewResult, PickField, ResultMedia, RunBar, useTool } from "./shared";
import { singleFromSettings } from "./toolRecall";
import { t } from "../../i18n";

/** Create image's draft form (CreateImage restores it when it opens). */
const CREATE_DRAFT = "create-image";

/**
 * The one item a tool works on; "Open these settings" picks the one its job used (items are loaded), a next
 * step the item it was started on; when the form opens, and again for each hand-off given while it is open.
 * `notice` is the recall's notice, `field` the picker of the item (a video for Mute, else a picture) with the
 * message about it; the tool's run is `useTool`'s.
 */
function useSingle(
  items: MediaItem[] | null,
  stepId: "removeBackground" | "describe" | "mute",
  tool: "mute_video" | "write_shot_prompt" | "remove_background",
) {
  const [item, setItem] = useState<MediaItem | null>(null);
  const [filled, setFilled] = useState<RecallNote | null>(null);
  const byId = (id: string | null) => items?.find((m) => m.id === id) ?? null;
  const fill = useHandOffFill<MediaItem | null, "tool", typeof stepId>(
    "tool",
    (settings, source) => {
      const f = singleFromSettings(settings, source, items ?? []);
      return f && { draft: byId(f.draft.itemId), note: f.note };
    },
    {
      steps: [stepId],
      fill: (_, s) => ({ draft: byId(s.item.id) ?? s.item, note: { source: s.sourceLabel, gaps: [] } }),
    },
  );
  const { seq } = useNavigation();
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!items || applied.current === seq) return;
    const f = fill(null);
    if (!f) return;
    applied.current = seq;
    setItem(f.draft);
    setFilled(f.note);
    // `fill` asks the hand-off of `seq` (and reads the items it was given).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, seq]);
  const toggle = (m: MediaItem) => setItem(item?.id === m.id ? null : m);
  const url = item?.remoteUrl;
  const request: ToolRequest | null = !url
    ? null
    : tool === "mute_video"
      ? { tool, request: { videoUrl: url } }
      : { tool, request: { imageUrl: url } };
  const { fields, result, bar } = useTool(request);
  return {
    item,
    result,
    bar,
    notice: (verb: string) =>
      filled ? <RecallNotice note={filled} verb={verb} onDismiss={() => setFilled(null)} /> : null,
    field: (legend: string, errorId: string) => (
      <PickField
        legend={legend}
        items={items}
        kinds={tool === "mute_video" ? ["video"] : ["image"]}
        selected={item ? [item.id] : []}
        onToggle={toggle}
        errorId={errorId}
        error={tool === "mute_video" ? fields.videoUrl : fields.imageUrl}
      />
    ),
  };
}

export function MuteTool({ items }: { items: MediaItem[] | null }) {
  const { result, bar, ...pick } = useSingle(items, "mute", "mute_video");
  return (
    <div className="tool-form">
      {pick.notice(t("tools.mute.recall_verb"))}
      {pick.field(t("tools.mute.choose"), "mute-err")}
      {pick.item ? <ResultMedia item={pick.item} title={t("tools.mute.original")} /> : null}
      <RunBar {...bar} verb={t("tools.mute.verb")} hint={t("tools.choose_video_first")} />
      <NewResult result={result} title={t("tools.mute.result")} />
    </div>
  );
}

export function ShotPromptTool({ items }: { items: MediaItem[] | null }) {
  const { go } = useNavigation();
  const handleError = useHandleError();
  const toast = useToast();
  const { result, bar, ...pick } = useSingle(items, "describe", "write_shot_prompt");
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
      {pick.field(t("tools.shot.choose"), "shot-err")}
      <RunBar {...bar} verb={t("tools.shot.verb")} hint={t("tools.choose_picture_first")} />
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
  const { result, bar, ...pick } = useSingle(items, "removeBackground", "remove_background");
  return (
    <div className="tool-form">
      {pick.notice(t("tools.remove_bg.recall_verb"))}
      {pick.field(t("tools.remove_bg.choose"), "rb-err")}
      <RunBar {...bar} verb={t("tools.remove_bg.verb")} hint={t("tools.choose_picture_first")} />
      {result?.media && pick.item ? (
        <div className="before-after">
          <ResultMedia item={pick.item} title={t("tools.remove_bg.before")} />
          <ResultMedia item={result.media} title={t("tools.remove_bg.result")} checker isNew />
        </div>
      ) : null}
    </div>
  );
}
