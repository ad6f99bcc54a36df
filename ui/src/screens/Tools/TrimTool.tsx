// Trim: a real player of the chosen clip, a scrubber with start/end handles (range inputs: pointer and
// keyboard), numeric fields, "play the selection". end > start and start >= 0 come from the core's rules.
import { useEffect, useRef, useState } from "react";
import type { MediaItem } from "../../api";
import type { ToolRequest } from "../../api/tools";
import { useSeenItems } from "../../state";
import { useDraft } from "../../forms/useDraft";
import { TextField } from "../../forms/Field";
import { NewResult, PickField, RunBar, useTool, useToolFill } from "./shared";
import { FormTop } from "../../forms/FormTop";
import { chosenItem } from "../../views/MediaPicker";
import { trimFromSettings, type TrimDraft } from "./toolRecall";
import { applyTrimPreset, trimPresetValue } from "./toolPresets";
import { usePresets } from "../../forms/usePresets";
import { t } from "../../i18n";

const STEP = 0.1;
const round = (n: number) => Math.round(n * 10) / 10;
const FORM = "tools-trim";

export function TrimTool({ items }: { items: MediaItem[] | null }) {
  const { seen } = useSeenItems();
  const fill = useToolFill("tool", "trim", items, trimFromSettings, (_: TrimDraft, m) => ({
    clipId: m.id,
    start: "0",
    end: "",
  }));
  const { draft, setDraft, restored, filled, dismissFilled } = useDraft<TrimDraft>(FORM, {
    initial: { clipId: null, start: "0", end: "" },
    fill,
  });
  const presets = usePresets(draft, setDraft, { value: trimPresetValue, apply: applyTrimPreset });
  const clip = chosenItem(items, draft.clipId, seen);
  const start = String(draft.start ?? "");
  const end = String(draft.end ?? "");
  const setStart = (v: string) => setDraft((d) => ({ ...d, start: v }));
  const setEnd = (v: string | ((cur: string) => string)) =>
    setDraft((d) => ({ ...d, end: typeof v === "function" ? v(String(d.end ?? "")) : v }));
  // A new clip starts from its whole length.
  const setClip = (m: MediaItem | null) => setDraft({ clipId: m?.id ?? null, start: "0", end: "" });
  const [duration, setDuration] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopAt = useRef<number | null>(null);

  const s = Number(start);
  const e = Number(end);
  const numbersOk = start.trim() !== "" && end.trim() !== "" && Number.isFinite(s) && Number.isFinite(e);
  const request: ToolRequest | null =
    clip?.remoteUrl && numbersOk
      ? { tool: "trim_video", request: { videoUrl: clip.remoteUrl, startTime: s, endTime: e } }
      : null;
  const { fields: msgs, result, bar } = useTool(request);
  const numberMsg = (v: string) =>
    v.trim() === "" || !Number.isFinite(Number(v)) ? t("tools.trim.enter_seconds") : undefined;
  const startErr = clip ? (numberMsg(start) ?? msgs.startTime) : undefined;
  const endErr = clip ? (numberMsg(end) ?? msgs.endTime) : undefined;
  const beyond = duration != null && numbersOk && e > duration + 0.05;
  const max = duration ?? 0;
  // The two ends of what is kept: each a handle on the scrubber (at `none` while its number isn't one) and a
  // number field.
  const handle = (n: number, text: string, none: number) =>
    Number.isFinite(n) && text !== "" ? Math.min(n, max) : none;
  const ends = [
    { at: "start", value: start, set: setStart, error: startErr, handle: handle(s, start, 0) },
    { at: "end", value: end, set: setEnd, error: endErr, handle: handle(e, end, max) },
  ] as const;

  useEffect(() => {
    setDuration(null);
    setNow(0);
  }, [clip?.id]);

  const seek = (t: number) => {
    const v = videoRef.current;
    if (v && duration != null) v.currentTime = Math.max(0, Math.min(duration, t));
  };
  const pct = (t: number) => (max > 0 ? `${Math.max(0, Math.min(100, (t / max) * 100))}%` : "0%");

  return (
    <div className="tool-form">
      <FormTop
        restored={restored}
        presets={{ form: FORM, keeps: t("tools.trim.preset_keeps"), wiring: presets }}
        filled={filled}
        onDismiss={dismissFilled}
        recallVerb={t("tools.trim.recall_verb")}
      />
      <PickField
        legend={t("tools.choose_video_1")}
        items={items}
        kinds={["video"]}
        selected={clip ? [clip.id] : []}
        onToggle={(m) => setClip(clip?.id === m.id ? null : m)}
      />

      {clip ? (
        <fieldset className="field trim-editor">
          <legend>{t("tools.trim.keep")}</legend>
          <video
            ref={videoRef}
            className="trim-player"
            src={clip.url}
            controls
            preload="metadata"
            playsInline
            aria-label={t("tools.trim.player")}
            data-duration={duration ?? undefined}
            // WebKitGTK: .seekable/.buffered are not read at all; only duration after loadedmetadata.
            onLoadedMetadata={(ev) => {
              const d = ev.currentTarget.duration;
              if (Number.isFinite(d) && d > 0) {
                setDuration(d);
                setEnd((cur) => (cur === "" ? String(round(d)) : cur));
              }
            }}
            onTimeUpdate={(ev) => {
              const t = ev.currentTarget.currentTime;
              setNow(t);
              if (stopAt.current != null && t >= stopAt.current) {
                ev.currentTarget.pause();
                stopAt.current = null;
              }
            }}
          />
          {duration != null ? (
            <div className="scrubber" data-testid="scrubber">
              <div className="scrubber-track" aria-hidden="true">
                <span
                  className="scrubber-range"
                  style={{ left: pct(numbersOk ? s : 0), right: `calc(100% - ${pct(numbersOk ? e : max)})` }}
                />
                <span className="scrubber-now" style={{ left: pct(now) }} />
              </div>
              {ends.map((x) => (
                <input
                  key={x.at}
                  type="range"
                  className={`scrubber-handle handle-${x.at}`}
                  aria-label={t(`tools.trim.${x.at}_handle`)}
                  min={0}
                  max={max}
                  step={STEP}
                  value={x.handle}
                  onChange={(ev) => {
                    x.set(String(round(Number(ev.target.value))));
                    seek(Number(ev.target.value));
                  }}
                />
              ))}
            </div>
          ) : (
            <p className="muted">{t("tools.trim.loading")}</p>
          )}
          <div className="trim-fields">
            {ends.map((x) => (
              <TextField
                key={x.at}
                id={`trim-${x.at}`}
                label={t(`tools.trim.${x.at}`)}
                type="number"
                inputMode="decimal"
                step={STEP}
                value={x.value}
                error={x.error}
                onChange={x.set}
              />
            ))}
            <div className="trim-summary">
              {numbersOk && e > s ? (
                <p data-testid="trim-length">{t("tools.trim.keeps", { seconds: round(e - s) })}</p>
              ) : null}
              {beyond && duration != null ? (
                <p className="help">{t("tools.trim.past_end", { seconds: round(duration) })}</p>
              ) : null}
              <button
                type="button"
                className="button"
                disabled={!numbersOk || e <= s || duration == null}
                onClick={() => {
                  const v = videoRef.current;
                  if (!v) return;
                  seek(s);
                  stopAt.current = e;
                  void v.play().catch(() => undefined);
                }}
              >
                ▶ {t("tools.trim.play_selection")}
              </button>
            </div>
          </div>
        </fieldset>
      ) : null}

      <RunBar
        {...bar}
        verb={t("tools.trim.verb")}
        hint={clip ? t("tools.trim.hint_numbers") : t("tools.choose_video_first")}
      />
      <NewResult result={result} title={t("tools.trim.result")} />
    </div>
  );
}
