// The Video screen: a motion video from a picture, or a talking avatar; the results play below.
import { useEffect, useState } from "react";
import { useCatalogue, useLibrary } from "../state";
import { ScreenTitle } from "../components/ScreenTitle";
import { ErrorNotice } from "../components/ErrorNotice";
import { VideoMotion } from "./VideoMotion";
import { VideoAvatar } from "./VideoAvatar";
import { RecentMedia } from "./VideoResults";
import { pendingRecall } from "../lib/recall";
import { pendingStep } from "../lib/nextStep";

type Tab = "motion" | "avatar";

export function Video() {
  const { catalogue, catalogueError, reloadCatalogue } = useCatalogue();
  const { library, refreshLibrary } = useLibrary();
  // "Open these settings" of an avatar video, or the next step "Talking avatar", opens its tab (the form
  // takes the recall or the step).
  const [tab, setTab] = useState<Tab>(() =>
    pendingRecall()?.kind === "avatar" || pendingStep()?.step === "avatar" ? "avatar" : "motion",
  );
  useEffect(() => {
    void refreshLibrary();
  }, [refreshLibrary]);
  if (!catalogue) {
    return (
      <div className="screen-scroll">
        <div className="screen">
          <ScreenTitle>Video</ScreenTitle>
          {catalogueError ? (
            <>
              <ErrorNotice error={catalogueError} headline="The list of video makers couldn't be loaded." />
              <button type="button" className="button" onClick={() => void reloadCatalogue()}>
                Try again
              </button>
            </>
          ) : (
            <p className="muted">Loading the video makers…</p>
          )}
        </div>
      </div>
    );
  }
  const header = (
    <>
      <div className="screen-head">
        <ScreenTitle>Video</ScreenTitle>
      </div>
      <div className="tabs" role="tablist" aria-label="Kind of video">
        {(
          [
            ["motion", "Motion video", "Bring a picture to life"],
            ["avatar", "Talking avatar", "A person in your picture speaks your words"],
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
  const footer = <RecentMedia kinds={tab === "motion" ? ["video"] : ["avatar"]} title="Your recent videos" />;
  return (
    <div className="screen-with-bar" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
      {tab === "motion" ? (
        <VideoMotion catalogue={catalogue} library={library} header={header} footer={footer} />
      ) : (
        <VideoAvatar catalogue={catalogue} library={library} header={header} footer={footer} />
      )}
    </div>
  );
}
