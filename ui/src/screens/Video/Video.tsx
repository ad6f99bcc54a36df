// The Video screen: a motion video from a picture, or a talking avatar; the results play below.
import { useEffect } from "react";
import { useCatalogue, useHandOffChoice, useLibrary } from "../../state";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { TabbedHead, TabPanel } from "../../widgets/Tabs";
import { VideoMotion } from "./VideoMotion";
import { VideoAvatar } from "./VideoAvatar";
import { RecentMedia } from "../../views/media/VideoResults";
import { recallIn } from "../../state/recall";
import { stepIn } from "../../state/nextStep";
import { t } from "../../i18n";

type Tab = "motion" | "avatar";

export function Video() {
  const { catalogue, catalogueError, reloadCatalogue } = useCatalogue();
  const { library, refreshLibrary } = useLibrary();
  // "Open these settings" of an avatar video, or the next step "Talking avatar", opens its tab (the form
  // takes the recall or the step), when the screen opens or while it is open; the motion ones open Motion.
  const [tab, setTab] = useHandOffChoice<Tab>(
    (h) =>
      recallIn(h, "avatar") || stepIn(h, ["avatar"])
        ? "avatar"
        : recallIn(h, "video") || stepIn(h, ["motion"])
          ? "motion"
          : null,
    "motion",
  );
  useEffect(() => {
    void refreshLibrary();
  }, [refreshLibrary]);
  if (!catalogue) {
    return (
      <div className="screen-scroll">
        <div className="screen">
          <ScreenTitle>{t("video.title")}</ScreenTitle>
          {catalogueError ? (
            <>
              <ErrorNotice error={catalogueError} headline={t("video.makers_failed")} />
              <button type="button" className="button" onClick={() => void reloadCatalogue()}>
                {t("video.try_again")}
              </button>
            </>
          ) : (
            <p className="muted">{t("video.loading_makers")}</p>
          )}
        </div>
      </div>
    );
  }
  const header = (
    <TabbedHead
      title={t("video.title")}
      label={t("video.tabs.label")}
      tabs={[
        ["motion", t("video.tabs.motion"), t("video.tabs.motion_sub")],
        ["avatar", t("video.tabs.avatar"), t("video.tabs.avatar_sub")],
      ]}
      tab={tab}
      onTab={setTab}
    />
  );
  const footer = <RecentMedia kinds={tab === "motion" ? ["video"] : ["avatar"]} title={t("video.recent.title")} />;
  return (
    <TabPanel tab={tab}>
      {tab === "motion" ? (
        <VideoMotion catalogue={catalogue} library={library} header={header} footer={footer} />
      ) : (
        <VideoAvatar catalogue={catalogue} library={library} header={header} footer={footer} />
      )}
    </TabPanel>
  );
}
