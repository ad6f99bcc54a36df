import { useState } from "react";
import type { PreparedReference } from "../api/characters";
import { FieldMessage } from "../widgets/ErrorNotice";
import { sizeText, usePhotoDrop } from "./usePhotoDrop";
import { useHandleError } from "../state";
import { say, t } from "../i18n";
import "./dropZone.css";
import { DropSlot } from "./drop/DropSlot";

/**
 * The reference face: drop a photo anywhere on the window (or a library picture onto the zone), choose one
 * with the native dialog, or paste a web address. Dropped and chosen files go through the app's photo preparation (usePhotoDrop); refusals
 * show in plain words under the drop zone.
 */
export function ReferencePicker({
  prepared,
  url,
  error,
  onPrepared,
  onUrl,
  allowUrl = true,
  idPrefix,
}: {
  prepared: PreparedReference | null;
  url: string;
  error: string | null;
  onPrepared: (p: PreparedReference | null) => void;
  onUrl: (u: string) => void;
  allowUrl?: boolean;
  idPrefix: string;
}) {
  const handleError = useHandleError();
  // A web address restored or filled in (a next step's picture) shows its field.
  const [askedUrl, setShowUrl] = useState(false);
  const showUrl = askedUrl || url !== "";
  const { hover, busy, refusal, choose, take } = usePhotoDrop(onPrepared, handleError);

  // A refused file names itself; a photo chosen before stays in use.
  const message = refusal
    ? `${refusal.name ? `${refusal.name}: ` : ""}${refusal.error.message}${prepared ? ` ${t("characters.ref.still_used")}` : ""}`
    : error;
  const msgId = `${idPrefix}-ref-error`;
  return (
    <div className="field">
      <span className="label-like" id={`${idPrefix}-ref-label`}>
        {t("characters.ref.label")}
      </span>
      <DropSlot
        takes={{ kinds: ["image"], files: true }}
        label={t("characters.ref.label")}
        onTake={(_, paths) => paths[0] && take(paths[0])}
        onFile={take}
      >
        <div
          className={`drop-zone${hover ? " hover" : ""}${message ? " invalid" : ""}`}
          role="group"
          aria-labelledby={`${idPrefix}-ref-label`}
          aria-describedby={message ? msgId : undefined}
          data-testid="drop-zone"
        >
          {prepared ? (
            <img
              className="drop-preview"
              src={prepared.preview}
              alt={t("characters.ref.preview", { file: prepared.fileName })}
            />
          ) : (
            <div className="drop-face" aria-hidden="true" />
          )}
          <div className="drop-text">
            {busy ? (
              <p aria-live="polite">
                <span className="spinner" aria-hidden="true" /> {busy}
              </p>
            ) : prepared ? (
              <p aria-live="polite">
                <strong>{prepared.fileName}</strong>
                <br />
                <span className="muted">
                  {t("characters.ref.ready", {
                    w: String(prepared.width),
                    h: String(prepared.height),
                    size: sizeText(prepared.bytes),
                  })}
                  {prepared.converted ? `. ${say(prepared.converted)}.` : ""}
                </span>
              </p>
            ) : (
              <p>
                <strong>{t("characters.ref.drop")}</strong>
                <br />
                <span className="muted">{t("characters.ref.formats")}</span>
              </p>
            )}
            <div className="inline-row wrap">
              <button type="button" className="button small" disabled={busy != null} onClick={() => choose()}>
                {prepared ? t("characters.ref.choose_another") : t("characters.ref.choose")}
              </button>
              {allowUrl && !showUrl ? (
                <button type="button" className="link-button" onClick={() => setShowUrl(true)}>
                  {t("characters.ref.paste_instead")}
                </button>
              ) : null}
              {prepared ? (
                <button type="button" className="link-button" onClick={() => onPrepared(null)}>
                  {t("characters.ref.remove")}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </DropSlot>
      <FieldMessage id={msgId} message={message} />
      {allowUrl && showUrl ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-url`}>{t("characters.ref.url_label")}</label>
          <input
            id={`${idPrefix}-url`}
            type="url"
            inputMode="url"
            placeholder={t("characters.ref.url_placeholder")}
            value={url}
            disabled={prepared != null}
            onChange={(e) => onUrl(e.target.value)}
          />
          {prepared ? <p className="help">{t("characters.ref.remove_for_url")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
