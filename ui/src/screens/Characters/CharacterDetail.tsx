import { useState } from "react";
import { FIELD_GROUPS, charactersApi, videosOf, type CharacterView, type CharacterDeleted } from "../../api/characters";
import { ErrorNotice, NoticeIcon } from "../../widgets/ErrorNotice";
import { shortDate } from "../../lib/format";
import { recallHandOff } from "../../state/recall";
import { useNavigation } from "../../state";
import { useAnswer } from "../../state/useAnswer";
import { CharacterBoard, useBoard } from "./CharacterBoard";
import { DeleteCharacterDialog } from "./DeleteCharacterDialog";
import { EditCharacter } from "./EditCharacter";
import { NotesEditor } from "./NotesEditor";
import { LockIcon } from "../../widgets/Icons";
import { t } from "../../i18n";

/** Why a character can't be changed, in words, or null when it can: only the service's
 * `editability.canEdit` locks it. The spec gives one reason for it ("published to the marketplace or sold");
 * `isFromPurchase` says nothing about editing, so it is not given as the reason. */
export function lockReason(v: CharacterView): string | null {
  if (v.canEdit) return null;
  return t("characters.locked.reason");
}

export function CharacterDetail({
  id,
  onBack,
  onDeleted,
}: {
  id: string;
  onBack: () => void;
  onDeleted: (name: string, result: CharacterDeleted) => void;
}) {
  const { go } = useNavigation();
  const board = useBoard(id);
  const { value: view, error, reload: load } = useAnswer(() => charactersApi.get(id), id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <button type="button" className="link-button" onClick={onBack}>
      ← {t("characters.all")}
    </button>
  );
  if (!view) {
    return (
      <div className="char-detail">
        {back}
        {error ? <ErrorNotice error={error} /> : <p className="muted">{t("common.loading")}</p>}
      </div>
    );
  }
  const c = view.character;
  const lock = lockReason(view);
  const name = c.name || t("characters.unnamed");
  // What the service lists as made with the face but the library lacks (once the board is all read).
  const boardRead = board.total != null && board.items.length >= board.total;
  const inLibrary = (id: string | null | undefined, url: string | null | undefined) =>
    board.items.some((m) => (id && m.remoteId === id) || (url && m.remoteUrl === url));
  const serviceImages = boardRead ? (c.generatedImages ?? []).filter((im) => !inLibrary(im.id, null)) : [];
  const serviceVideos = boardRead ? videosOf(c).filter((v) => !inLibrary(v.id, v.videoUrl ?? v.url)) : [];

  return (
    <div className="char-detail">
      {back}
      <div className="char-detail-head">
        <h2 id="char-detail-title">{name}</h2>
        <div className="inline-row wrap">
          <button
            type="button"
            className="button primary"
            onClick={() => {
              go(
                "create",
                recallHandOff({
                  kind: "image",
                  characterId: c.id,
                  characterName: c.name ?? null,
                  sourceLabel: t("characters.source", { name }),
                }),
              );
            }}
          >
            {t("characters.generate")}
          </button>
          <button
            type="button"
            className="button"
            disabled={lock != null || editing}
            aria-describedby={lock ? "char-lock" : undefined}
            onClick={() => setEditing(true)}
          >
            {lock ? <LockIcon /> : null}
            {t("characters.edit")}
          </button>
          <button type="button" className="button danger-outline" onClick={() => setDeleting(true)}>
            {t("characters.delete")}
          </button>
        </div>
      </div>
      {lock ? (
        <div className="notice notice-warn" id="char-lock" role="note" aria-label={t("characters.locked.title")}>
          <NoticeIcon>
            <LockIcon size={14} />
          </NoticeIcon>
          <div>
            <p className="notice-headline">{t("characters.locked.title")}</p>
            <p>{lock}</p>
          </div>
        </div>
      ) : null}
      <ErrorNotice error={error} />
      {editing ? (
        <EditCharacter
          view={view}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await load();
          }}
        />
      ) : (
        <div className="char-detail-body">
          <div className="char-face">
            {c.referenceUrl ? (
              <img src={c.referenceUrl} alt={t("characters.reference_of", { name })} />
            ) : (
              <span className="char-noface" />
            )}
            <p className="muted">{t("characters.saved_on", { date: shortDate(c.createdAt ?? c.updatedAt) })}</p>
          </div>
          <dl className="char-facts">
            {FIELD_GROUPS.flatMap((g) => g.fields).map((f) => (
              <div key={f.key}>
                <dt>{f.label}</dt>
                <dd className={c[f.key] ? undefined : "muted"}>{c[f.key] || t("characters.not_set")}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <NotesEditor view={view} locked={lock != null} onSaved={load} />
      <CharacterBoard board={board} name={name} referenceUrl={c.referenceUrl ?? null} />
      {serviceImages.length || serviceVideos.length ? (
        <section className="char-media" aria-labelledby="char-service-title">
          <h3 id="char-service-title">{t("characters.service.title")}</h3>
          <p className="muted">{t("characters.service.text", { name })}</p>
          <ul className="thumb-strip">
            {serviceImages.map((im) => (
              <li key={im.id}>
                {im.url ? (
                  <img
                    className="char-thumb"
                    src={im.url}
                    alt={im.prompt ?? t("characters.service.image")}
                    loading="lazy"
                  />
                ) : null}
              </li>
            ))}
            {serviceVideos.map((v, i) => (
              <li key={v.id ?? i}>
                <video
                  className="char-thumb"
                  src={v.videoUrl ?? v.url ?? undefined}
                  controls
                  preload="metadata"
                  aria-label={v.prompt ?? t("characters.board.kind.video")}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DeleteCharacterDialog
        view={view}
        localCopies={board.total}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={(counts) => {
          setDeleting(false);
          onDeleted(name, counts);
        }}
      />
    </div>
  );
}
