// The Music screen: make a track, or add a track to a video.
import { useState } from "react";
import { ScreenTitle } from "../components/ScreenTitle";
import { MusicTrack } from "./MusicTrack";
import { MusicMix } from "./MusicMix";
import { RecentMedia } from "./VideoResults";
import { pendingRecall } from "../lib/recall";
import { pendingStep } from "../lib/nextStep";

type Tab = "track" | "mix";

export function Music() {
  // "Open these settings" of a mix, or the next step "Add music" / "Add to a video", opens its tab (the form
  // takes the recall or the step).
  const [tab, setTab] = useState<Tab>(() => {
    const s = pendingStep()?.step;
    return pendingRecall()?.kind === "mix" || s === "addMusic" || s === "addToVideo" ? "mix" : "track";
  });
  const header = (
    <>
      <div className="screen-head">
        <ScreenTitle>Music</ScreenTitle>
      </div>
      <div className="tabs" role="tablist" aria-label="Music">
        {(
          [
            ["track", "New track", "Music from a description"],
            ["mix", "Add music to a video", "Mix a track behind a video"],
          ] as const
        ).map(([t, label, sub]) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            className={`tab ${tab === t ? "selected" : ""}`}
            onClick={() => setTab(t)}
          >
            <span className="tab-label">{label}</span>
            <span className="tab-sub">{sub}</span>
          </button>
        ))}
      </div>
    </>
  );
  return (
    <div className="screen-with-bar" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
      {tab === "track" ? (
        <MusicTrack header={header} footer={<RecentMedia kinds={["music"]} title="Your recent tracks" />} />
      ) : (
        <MusicMix header={header} />
      )}
    </div>
  );
}
