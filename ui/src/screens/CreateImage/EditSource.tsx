// "Edit a picture": the library picture to change, shown large enough to see what will change, and a
// picker over the whole library (any picture on this computer: the app sends the picture itself).
import { useState } from "react";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { MediaPicker, PickerSlot } from "../../views/MediaPicker";
import { t } from "../../i18n";
import { useLibraryItem } from "../../lib/useLibraryItem";

export function EditSource({
  mediaId,
  error,
  onPick,
}: {
  mediaId: string | null;
  error?: string;
  onPick: (id: string) => void;
}) {
  const item = useLibraryItem(mediaId);
  const missing = mediaId != null && item === null;
  const [choosing, setChoosing] = useState(mediaId == null);
  const choose = (id: string) => {
    onPick(id);
    setChoosing(false);
  };

  return (
    <fieldset className="field edit-source" id="field-reference">
      <legend>{t("image.edit.legend")}</legend>
      <PickerSlot
        kinds={["image"]}
        atService={false}
        selected={mediaId ? [mediaId] : []}
        onToggle={(m) => choose(m.id)}
        label={t("image.edit.legend")}
      >
        {item ? (
          <div className="edit-chosen" data-testid="edit-chosen">
            <img
              src={item.thumbUrl ?? item.url}
              alt={t("image.edit.alt", { title: item.prompt ?? t("image.untitled") })}
            />
            <div className="edit-chosen-words">
              <p className="edit-chosen-title">{item.prompt ?? t("image.edit.untitled")}</p>
              <p className="help">{t("image.edit.help")}</p>
              {!choosing ? (
                <button type="button" className="button" onClick={() => setChoosing(true)}>
                  {t("image.edit.choose_another")}
                </button>
              ) : null}
            </div>
          </div>
        ) : mediaId && missing ? (
          <p className="notice notice-info" role="status">
            {t("image.edit.missing")}
          </p>
        ) : null}
        {choosing || !mediaId || missing ? (
          <MediaPicker
            items={item ? [item] : null}
            kinds={["image"]}
            selected={mediaId ? [mediaId] : []}
            atService={false}
            label={t("image.edit.picker_label")}
            empty={t("image.edit.picker_empty")}
            onToggle={(m) => choose(m.id)}
          />
        ) : null}
      </PickerSlot>
      <FieldMessage id="reference-err" message={error} />
    </fieldset>
  );
}
