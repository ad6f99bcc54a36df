// "Edit a picture": the library picture to change, shown large enough to see what will change, and a
// picker over the whole library (any picture on this computer: the app sends the picture itself).
import { useState } from "react";
import { FieldMessage } from "../../components/ErrorNotice";
import { MediaPicker } from "../../components/MediaPicker";
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

  return (
    <fieldset className="field edit-source" id="field-reference">
      <legend>The picture to edit</legend>
      {item ? (
        <div className="edit-chosen" data-testid="edit-chosen">
          <img src={item.thumbUrl ?? item.url} alt={`The picture to edit: ${item.prompt ?? "untitled"}`} />
          <div className="edit-chosen-words">
            <p className="edit-chosen-title">{item.prompt ?? "Untitled picture"}</p>
            <p className="help">
              Your words below say what to change; the rest of the picture is kept as far as the maker can.
            </p>
            {!choosing ? (
              <button type="button" className="button" onClick={() => setChoosing(true)}>
                Choose another picture
              </button>
            ) : null}
          </div>
        </div>
      ) : mediaId && missing ? (
        <p className="notice notice-info" role="status">
          The picture this edit started from is no longer in your library. Choose another one.
        </p>
      ) : null}
      {choosing || !mediaId || missing ? (
        <MediaPicker
          items={item ? [item] : null}
          kinds={["image"]}
          selected={mediaId ? [mediaId] : []}
          atService={false}
          label="Pictures to edit"
          empty="No pictures in your library yet. Make one first, then edit it here."
          onToggle={(m) => {
            onPick(m.id);
            setChoosing(false);
          }}
        />
      ) : null}
      <FieldMessage id="reference-err" message={error} />
    </fieldset>
  );
}
