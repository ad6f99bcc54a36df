// Caption overlay: an image or a video from the library, text with a live counter, top/center/bottom,
// previewed over the chosen media before anything is sent.
import { useState } from "react";
import type { MediaItem } from "../../api";
import type { ToolRequest } from "../../api/tools";
import { TextField } from "../../forms/Field";
import { OVERLAY_TEXT_MAX_CHARS } from "../../bindings";
import { useSeenItems } from "../../state";
import { useDraft } from "../../forms/useDraft";
import { NewResult, PickField, RunBar, useTool, useToolFill } from "./shared";
import { FormTop } from "../../forms/FormTop";
import { chosenItem } from "../../views/MediaPicker";
import { overlayFromSettings, type OverlayDraft } from "./toolRecall";
import { applyOverlayPreset, overlayPresetValue } from "./toolPresets";
import { usePresets } from "../../forms/usePresets";
import { CAPTION_POSITIONS } from "../../state/toolNames";
import { t } from "../../i18n";

type Position = (typeof CAPTION_POSITIONS)[number]["value"];

const FORM = "tools-overlay";

export function OverlayTool({ items }: { items: MediaItem[] | null }) {
  const { seen } = useSeenItems();
  const fill = useToolFill("tool", "caption", items, overlayFromSettings, (d: OverlayDraft, m) => ({
    ...d,
    sourceId: m.id,
  }));
  const { draft, setDraft, restored, filled, dismissFilled } = useDraft<OverlayDraft>(FORM, {
    initial: { text: "", position: "bottom", sourceId: null },
    fill,
  });
  const { text, sourceId } = draft;
  const position: Position = CAPTION_POSITIONS.some((p) => p.value === draft.position) ? draft.position : "bottom";
  const source = chosenItem(items, sourceId, seen);
  const setSource = (m: MediaItem | null) => setDraft((d) => ({ ...d, sourceId: m?.id ?? null }));
  const setText = (text: string) => setDraft((d) => ({ ...d, text }));
  const setPosition = (p: Position) => setDraft((d) => ({ ...d, position: p }));
  const [touched, setTouched] = useState(false);
  const presets = usePresets(draft, setDraft, { value: overlayPresetValue, apply: applyOverlayPreset });
  const request: ToolRequest | null = source?.remoteUrl
    ? {
        tool: "overlay_text",
        request: {
          text,
          position,
          imageUrl: source.kind === "image" ? source.remoteUrl : null,
          videoUrl: source.kind === "video" ? source.remoteUrl : null,
        },
      }
    : null;
  const { fields: msgs, result, bar } = useTool(request);
  const textErr = touched || text.length > 0 ? msgs.text : undefined;
  const count = [...text].length;

  return (
    <div className="tool-form tool-columns">
      <FormTop
        restored={restored}
        presets={{ form: FORM, keeps: t("tools.overlay.preset_keeps"), wiring: presets }}
        filled={filled}
        onDismiss={dismissFilled}
        recallVerb={t("tools.overlay.recall_verb")}
      />
      <div className="tool-fields">
        <PickField
          legend={t("tools.overlay.choose")}
          items={items}
          kinds={["image", "video"]}
          selected={source ? [source.id] : []}
          onToggle={(m) => setSource(source?.id === m.id ? null : m)}
          label={t("tools.overlay.pictures_and_videos")}
          empty={t("tools.overlay.empty")}
          errorId="overlay-src-err"
          error={source ? (msgs.imageUrl ?? msgs.videoUrl) : undefined}
        />

        <TextField
          id="overlay-text"
          label={t("tools.overlay.text")}
          rows={2}
          value={text}
          placeholder={t("tools.overlay.text_placeholder")}
          error={textErr}
          describedBy="overlay-count"
          onChange={setText}
          onBlur={() => setTouched(true)}
        >
          <p
            className={`help counter${count > OVERLAY_TEXT_MAX_CHARS ? " over" : ""}`}
            id="overlay-count"
            aria-live="polite"
          >
            {t("tools.overlay.counter", { count: String(count), max: OVERLAY_TEXT_MAX_CHARS })}
          </p>
        </TextField>

        <fieldset className="field">
          <legend>{t("tools.overlay.where")}</legend>
          <div className="position-choice" role="radiogroup" aria-label={t("tools.overlay.position")}>
            {CAPTION_POSITIONS.map((p) => (
              <label key={p.value} className={`position-option${position === p.value ? " selected" : ""}`}>
                <input
                  type="radio"
                  name="overlay-position"
                  value={p.value}
                  checked={position === p.value}
                  onChange={() => setPosition(p.value)}
                />
                <span className={`position-mini pos-${p.value}`} aria-hidden="true">
                  <span />
                </span>
                {p.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="tool-side">
        {source ? (
          <section className="overlay-preview-wrap" aria-label={t("tools.overlay.preview")}>
            <h3>{t("tools.overlay.preview")}</h3>
            <div className="overlay-preview" data-position={position}>
              {source.kind === "video" ? (
                <video
                  src={source.url}
                  muted
                  loop
                  autoPlay
                  playsInline
                  preload="metadata"
                  aria-label={t("tools.overlay.chosen_video")}
                />
              ) : (
                <img src={source.url} alt={t("tools.overlay.chosen_picture")} />
              )}
              {text.trim() ? (
                <span className={`overlay-caption pos-${position}`} data-testid="overlay-caption">
                  {text}
                </span>
              ) : null}
            </div>
            <p className="help">{t("tools.overlay.preview_help")}</p>
          </section>
        ) : null}

        <RunBar
          {...bar}
          verb={t("tools.overlay.verb")}
          hint={t("tools.overlay.hint")}
          onRun={() => {
            setTouched(true);
            bar.onRun();
          }}
        />
        <NewResult result={result} title={t("tools.overlay.result")} />
      </div>
    </div>
  );
}
