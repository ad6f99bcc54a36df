// Edit video (the catalogue's edit_video, `POST /api/generate/video-edit`): a video of the library and the
// edit in words. The service publishes neither the request nor a price: the core sends the video's
// service id (or its address) and the words (docs/assumptions.md), and the bar says no price is published.
// The edit is a job like a video: it shows in the Jobs tray, and its video here when it is saved.
import { useState } from "react";
import type { MediaItem } from "../../api";
import type { VideoEditRequest } from "../../api/media";
import { onlyJob, type SpendRequest } from "../../api/spend";
import { TextField } from "../../forms/Field";
import { useSpend } from "../../forms/useSubmit";
import { statusText } from "../../lib/format";
import { useCredits, useJobs, useSeenItems, isActive } from "../../state";
import { useDraft } from "../../forms/useDraft";
import { PickField, ResultMedia, RunBar, runState, useToolFill } from "./shared";
import { FormTop } from "../../forms/FormTop";
import { useSpendEstimate } from "../../forms/useSpendEstimate";
import { chosenItem } from "../../views/MediaPicker";
import { MayHaveBeenCharged, ProgressBar, useNow, waitTime } from "../../views/JobWait";
import { editFromSettings, type EditDraft } from "./toolRecall";
import { applyEditPreset, editPresetValue } from "./toolPresets";
import { usePresets } from "../../forms/usePresets";
import { say, t } from "../../i18n";

/** The request for a chosen video: by its service id, else by its address (a trimmed or captioned copy
 * has only an address). */
export function editRequest(clip: MediaItem | null, prompt: string): VideoEditRequest | null {
  if (!clip || !prompt.trim()) return null;
  if (clip.remoteId) return { videoId: clip.remoteId, prompt };
  if (clip.remoteUrl) return { videoUrl: clip.remoteUrl, prompt };
  return null;
}

const FORM = "tools-edit-video";

export function EditVideoTool({ items }: { items: MediaItem[] | null }) {
  const { seen } = useSeenItems();
  const fill = useToolFill("video_edit", "edit", items, editFromSettings, (d: EditDraft, m) => ({
    ...d,
    clipId: m.id,
  }));
  const { draft, setDraft, restored, filled, dismissFilled } = useDraft<EditDraft>(FORM, {
    initial: { clipId: null, prompt: "" },
    fill,
  });
  const presets = usePresets(draft, setDraft, { value: editPresetValue, apply: applyEditPreset });
  const clip = chosenItem(items, draft.clipId, seen);
  const request = editRequest(clip, draft.prompt);
  const spend: SpendRequest | null = request ? { kind: "video_edit", request } : null;
  const estimate = useSpendEstimate(spend);
  const msgs = estimate.fields;
  const { refreshCredits } = useCredits();
  const [jobId, setJobId] = useState<string | null>(null);
  const sent = useSpend(spend, {
    then: (jobs) => {
      setJobId(onlyJob(jobs).id);
      void refreshCredits(false);
    },
  });
  const { jobs } = useJobs();
  const job = jobs.find((j) => j.id === jobId) ?? null;
  const running = job != null && isActive(job.status);
  const now = useNow(running);

  return (
    <div className="tool-form">
      <FormTop
        restored={restored}
        presets={{ form: FORM, keeps: t("tools.edit.preset_keeps"), wiring: presets }}
        filled={filled}
        onDismiss={dismissFilled}
        recallVerb={t("tools.edit.recall_verb")}
      />
      <PickField
        legend={t("tools.choose_video_1")}
        items={items}
        kinds={["video"]}
        selected={clip ? [clip.id] : []}
        onToggle={(m: MediaItem) => setDraft((d) => ({ ...d, clipId: d.clipId === m.id ? null : m.id }))}
        errorId="edit-video-err"
        error={msgs.videoId ?? msgs.videoUrl}
      />
      <TextField
        id="edit-video-prompt"
        label={t("tools.edit.describe")}
        rows={2}
        value={draft.prompt}
        placeholder={t("tools.edit.placeholder")}
        error={msgs.prompt}
        onChange={(prompt) => setDraft((d) => ({ ...d, prompt }))}
      />
      <RunBar
        {...runState(request != null, estimate, sent)}
        verb={t("tools.edit.verb")}
        hint={clip ? t("tools.edit.hint_describe") : t("tools.choose_video_first")}
        started={t("tools.edit.started")}
      />
      {job && running ? (
        <section className="tool-result" aria-label={t("tools.edit.result")} data-testid="edit-video-job">
          <h3>{t("tools.edit.result")}</h3>
          <p className="recent-wait">
            <span className="spinner" aria-hidden="true" /> {statusText(job.status, job.progress)}
            <span className="muted"> · {waitTime(job, now)}</span>
          </p>
          <MayHaveBeenCharged job={job} />
          <ProgressBar progress={job.progress} label={t("tools.edit.progress")} />
          <p className="muted">{t("tools.edit.in_tray")}</p>
        </section>
      ) : null}
      {job?.status === "failed" ? (
        <p className="field-error" role="alert">
          ⚠ {job.error ? t("tools.edit.failed_because", { error: say(job.error) }) : t("tools.edit.failed")}
        </p>
      ) : null}
      {job?.status === "completed" && job.media[0] ? (
        <ResultMedia item={job.media[0]} title={t("tools.edit.result")} />
      ) : null}
    </div>
  );
}
