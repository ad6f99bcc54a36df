// "Open these settings" on a result (the Gallery's lightbox, the Jobs tray, a screen's recent results):
// the job's settings, typed as the core keeps them, fill the form of its kind, which opens ready to tweak
// and send again. Nothing is sent; the form shows what it was filled in from.
import { ApiError, headlineFor, type ReferenceInfo } from "../api";
import { jobsApi } from "../api/jobs";
import { recallable, recallHandOff, recallOf, screenOf } from "../state/recall";
import { useLibrary, useNavigation } from "../state";
import { useConfirm } from "../widgets/ConfirmActions";
import { t } from "../i18n";

export function OpenSettings({
  jobId,
  sourceLabel,
  face,
  onOpened,
  className = "button small",
}: {
  jobId: string;
  /** Where the form says it was filled in from, e.g. "a video in the gallery". */
  sourceLabel: string;
  /** The names of an image's face (its job keeps them). */
  face?: ReferenceInfo | null;
  /** Called before the form's screen opens (a tray or a lightbox closes). */
  onOpened?: () => void;
  className?: string;
}) {
  const { go } = useNavigation();
  const { refreshLibrary } = useLibrary();
  const { busy, error, run } = useConfirm();
  const open = () =>
    run(async () => {
      const settings = await jobsApi.settings(jobId);
      if (!recallable(settings))
        throw new ApiError({
          code: "validation",
          message: t("shell.open_settings.cannot"),
          field: null,
          details: null,
        });
      // A video's source picture is looked up in the library as it is now (it may have been deleted).
      if (settings.kind === "video" || settings.kind === "avatar") await refreshLibrary();
      onOpened?.();
      go(screenOf(settings.kind), recallHandOff(recallOf(settings, sourceLabel, face)));
    });
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void open()}>
        {busy ? t("shell.opening") : t("shell.open_settings.button")}
      </button>
      {error ? (
        <p className="field-error open-settings-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {headlineFor(error)}
        </p>
      ) : null}
    </>
  );
}
