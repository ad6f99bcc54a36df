// The face to keep: none, a saved character (their faces to pick from), or a one-off photo dropped or
// chosen here (prepared by the app; only its token goes to the request, never the picture itself).
import { useState } from "react";
import type { Character } from "../../api/characters";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { CharacterMore, CharacterSearch } from "../../widgets/PickSearch";
import { useCharacterPick } from "../../lib/useCharacterPick";
import { t } from "../../i18n";
import { useNavigation } from "../../state";
import { ReferencePicker } from "../../views/ReferencePicker";
import type { Face } from "./draft";
import { richText } from "./richText";

const KINDS: Array<{ kind: Face["kind"]; label: () => string }> = [
  { kind: "none", label: () => t("image.face.none") },
  { kind: "character", label: () => t("image.face.character") },
  { kind: "photo", label: () => t("image.face.photo") },
];

function CharacterChoice({
  face,
  error,
  onFace,
}: {
  face: Face & { kind: "character" };
  error?: string;
  onFace: (f: Face) => void;
}) {
  const { go } = useNavigation();
  const [search, setSearch] = useState("");
  const pick = useCharacterPick(search);
  const chars = pick.items;

  if (pick.error && !pick.loaded) return <ErrorNotice error={pick.error} headline={t("image.face.characters_error")} />;
  if (!pick.loaded) return <p className="muted">{t("image.face.loading")}</p>;
  // A chosen character not among those read (yet) still shows by name (the estimate says if it's gone).
  const listed =
    face.id && !chars.some((c) => c.id === face.id) ? [...chars, { id: face.id, name: face.name } as Character] : chars;
  if (listed.length === 0 && !search.trim()) {
    return (
      <p className="muted">
        {richText(t("image.face.no_characters"), {
          link: (
            <button type="button" className="link-button" onClick={() => go("characters")}>
              {t("image.face.create_character")}
            </button>
          ),
        })}
      </p>
    );
  }
  return (
    <>
      <CharacterSearch id="face-search" pick={pick} value={search} onChange={setSearch} />
      <div
        className="face-grid"
        role="radiogroup"
        aria-label={t("image.face.saved_characters")}
        aria-describedby={error ? "reference-err" : undefined}
      >
        {listed.map((c) => {
          const selected = c.id === face.id;
          return (
            <label key={c.id} className={`face-card${selected ? " selected" : ""}`} data-id={c.id}>
              <input
                type="radio"
                name="character"
                className="visually-hidden"
                checked={selected}
                onChange={() => onFace({ kind: "character", id: c.id, name: c.name ?? "" })}
              />
              {c.referenceUrl ? (
                <img src={c.referenceUrl} alt="" loading="lazy" />
              ) : (
                <span className="char-noface" aria-hidden="true" />
              )}
              <span className="face-name">{c.name || t("image.face.unnamed")}</span>
            </label>
          );
        })}
      </div>
      <CharacterMore pick={pick} />
      <FieldMessage id="reference-err" message={error} />
    </>
  );
}

export function ReferenceChooser({ face, error, onFace }: { face: Face; error?: string; onFace: (f: Face) => void }) {
  return (
    <fieldset className="field face-field" id="field-reference">
      <legend>{t("image.face.legend")}</legend>
      <div className="face-kinds" role="radiogroup" aria-label={t("image.face.kinds")}>
        {KINDS.map((k) => (
          <label key={k.kind} className={`face-kind${face.kind === k.kind ? " selected" : ""}`}>
            <input
              type="radio"
              name="face-kind"
              className="visually-hidden"
              checked={face.kind === k.kind}
              onChange={() =>
                onFace(
                  k.kind === "none"
                    ? { kind: "none" }
                    : k.kind === "character"
                      ? { kind: "character", id: "", name: "" }
                      : { kind: "photo", fileName: "", prepared: null },
                )
              }
            />
            {k.label()}
          </label>
        ))}
      </div>
      {face.kind === "character" ? <CharacterChoice face={face} error={error} onFace={onFace} /> : null}
      {face.kind === "photo" ? (
        <>
          {!face.prepared && face.fileName ? (
            <p className="notice notice-info recall-photo" role="status">
              {richText(t("image.face.recall_photo"), { file: <strong>{face.fileName}</strong> })}
            </p>
          ) : null}
          <ReferencePicker
            idPrefix="face"
            prepared={face.prepared}
            url=""
            allowUrl={false}
            error={error ?? null}
            onUrl={() => undefined}
            onPrepared={(p) => onFace({ kind: "photo", fileName: p?.fileName ?? "", prepared: p })}
          />
        </>
      ) : null}
      {face.kind === "none" ? <p className="help">{t("image.face.none_help")}</p> : null}
    </fieldset>
  );
}
