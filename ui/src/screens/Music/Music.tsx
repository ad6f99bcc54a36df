// The Music screen: make a track, or add a track to a video.
import { useHandOffChoice } from "../../state";
import { TabbedHead, TabPanel } from "../../widgets/Tabs";
import "../../views/media/media.css";
import { MusicTrack } from "./MusicTrack";
import { MusicMix } from "./MusicMix";
import { RecentMedia } from "../../views/media/VideoResults";
import { recallIn } from "../../state/recall";
import { stepIn } from "../../state/nextStep";
import { t } from "../../i18n";

type Tab = "track" | "mix";

export function Music() {
  // "Open these settings" of a mix, or the next step "Add music" / "Add to a video", opens its tab (the form
  // takes the recall or the step), when the screen opens or while it is open; a track's settings open Track.
  const [tab, setTab] = useHandOffChoice<Tab>(
    (h) =>
      recallIn(h, "mix") || stepIn(h, ["addMusic", "addToVideo"]) ? "mix" : recallIn(h, "music") ? "track" : null,
    "track",
  );
  const header = (
    <TabbedHead
      title={t("music.title")}
      label={t("music.title")}
      tabs={[
        ["track", t("music.tabs.track"), t("music.tabs.track_sub")],
        ["mix", t("music.tabs.mix"), t("music.tabs.mix_sub")],
      ]}
      tab={tab}
      onTab={setTab}
    />
  );
  return (
    <TabPanel tab={tab}>
      {tab === "track" ? (
        <MusicTrack header={header} footer={<RecentMedia kinds={["music"]} title={t("music.recent.title")} />} />
      ) : (
        <MusicMix header={header} />
      )}
    </TabPanel>
  );
}
