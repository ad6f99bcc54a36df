// A picture from this computer as the video's start (issue 6). The service only starts videos from
// pictures it has stored, and its only way to store one is a character's photo: so "Store and use" saves
// the picture as a character "Video source · <file>" (free) and the video uses its stored URL.
import { headlineFor } from "../../api";
import type { PreparedReference } from "../../api/characters";
import { mediaApi } from "../../api/media";
import { sizeText, type PhotoDrop } from "../../views/usePhotoDrop";
import { say, t } from "../../i18n";
import { useConfirm } from "../../widgets/ConfirmActions";
import "../../views/dropZone.css";

/** The stored picture a video starts from (kept in the form's draft). */
export interface StoredSource {
  /** The service's URL of the stored picture: the request's uploadedImageUrl. */
  url: string;
  characterId: string;
  characterName: string;
  fileName: string;
  /** Small data: preview of the picture (the window shows only local images). */
  preview: string;
}

export function LocalSource({
  name,
  stored,
  pending,
  drop,
  onPending,
  onStored,
  messageId,
}: {
  name: string;
  stored: StoredSource | null;
  pending: PreparedReference | null;
  drop: PhotoDrop;
  onPending: (p: PreparedReference | null) => void;
  onStored: (s: StoredSource) => void;
  messageId?: string;
}) {
  const { busy: storing, error, run } = useConfirm();

  const store = (p: PreparedReference) =>
    run(async () => {
      const vs = await mediaApi.videoSourceUpload(p.token);
      onStored({
        url: vs.uploadedImageUrl,
        characterId: vs.characterId,
        characterName: vs.characterName,
        fileName: p.fileName,
        preview: p.preview,
      });
      onPending(null);
    });

  const chooser = (label: string) => (
    <button
      type="button"
      className="button small"
      disabled={drop.busy != null || storing}
      onClick={() => drop.choose(t("video.file.opening"))}
    >
      {label}
    </button>
  );
  const shown = pending ?? stored;
  // The name studio-core gives the character (video_source.rs), shown as it will be in Characters.
  const [whyBefore, whyAfter] = t("video.file.why").split("{name}");
  return (
    <div
      className={`drop-zone local-source${drop.hover ? " hover" : ""}`}
      role="group"
      aria-label={t("video.file.zone")}
      aria-describedby={messageId}
      data-testid="video-drop-zone"
    >
      {shown ? (
        <img className="drop-preview" src={shown.preview} alt={t("video.file.preview_alt", { file: shown.fileName })} />
      ) : (
        <div className="drop-face" aria-hidden="true" />
      )}
      <div className="drop-text">
        {drop.busy ? (
          <p aria-live="polite">
            <span className="spinner" aria-hidden="true" /> {drop.busy}
          </p>
        ) : pending ? (
          <>
            <p>
              <strong>{pending.fileName}</strong>{" "}
              <span className="muted">
                ({pending.width}×{pending.height}, {sizeText(pending.bytes)}
                {pending.converted ? `; ${lowerFirst(say(pending.converted))}` : ""})
              </span>
            </p>
            <p className="local-source-why" id={`${name}-why`}>
              {whyBefore}
              <strong>{t("video.file.source_name", { file: pending.fileName })}</strong>
              {whyAfter}
            </p>
            <div className="inline-row wrap">
              <button
                type="button"
                className="button small primary"
                disabled={storing}
                aria-describedby={`${name}-why`}
                onClick={() => void store(pending)}
              >
                {storing ? t("video.file.storing") : t("video.file.store")}
              </button>
              {chooser(t("video.file.choose_another"))}
              <button type="button" className="link-button" disabled={storing} onClick={() => onPending(null)}>
                {t("video.file.cancel")}
              </button>
            </div>
          </>
        ) : stored ? (
          <>
            <p aria-live="polite">
              <strong>{stored.fileName}</strong>
              <br />
              <span className="muted">{t("video.file.stored", { name: stored.characterName })}</span>
            </p>
            <div className="inline-row wrap">{chooser(t("video.file.use_another"))}</div>
          </>
        ) : (
          <>
            <p>
              <strong>{t("video.file.drop_here")}</strong>
              <br />
              <span className="muted">{t("video.file.formats")}</span>
            </p>
            <div className="inline-row wrap">{chooser(t("video.file.choose"))}</div>
          </>
        )}
        {error ? (
          <p className="field-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {headlineFor(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Words that go on after a semicolon ("converted from HEIC to JPEG"). */
function lowerFirst(words: string): string {
  return `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}
