import "./characters.css";
import { useState } from "react";
import type { CharacterDeleted } from "../../api/characters";
import { ErrorNotice, NoticeIcon } from "../../widgets/ErrorNotice";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { listWords } from "../../state/readyToast";
import { t, tn } from "../../i18n";
import { useHandOffChoice } from "../../state";
import { useCharacterPick } from "../../lib/useCharacterPick";
import { CharacterDetail } from "./CharacterDetail";
import { CharacterGrid } from "./CharacterGrid";
import { CreateCharacter } from "./CreateCharacter";
import { stepIn } from "../../state/nextStep";

/** "Mia was deleted, with 12 images and 3 videos." (what the service counted), and where the copies on this
 * computer went. */
export function deletedText(name: string, { deleted: counts, movedToTrash }: CharacterDeleted): string {
  const parts = [
    counts.images ? tn("characters.deleted.images", counts.images) : "",
    counts.videos ? tn("characters.deleted.videos", counts.videos) : "",
  ].filter(Boolean);
  const gone = parts.length
    ? t("characters.deleted.with", { name, what: listWords(parts) })
    : t("characters.deleted.plain", { name });
  if (!movedToTrash) return gone;
  return `${gone} ${tn("characters.deleted.trash", movedToTrash)}`;
}

type View = { kind: "list" } | { kind: "create" } | { kind: "detail"; id: string };

/** Saved faces: a grid (pages of 50, search by name), a create panel, and each character's detail. */
export function Characters() {
  // The next step "New character from this face" opens the create panel (it takes the step).
  const [view, setView] = useHandOffChoice<View>((h) => (stepIn(h, ["newCharacter"]) ? { kind: "create" } : null), {
    kind: "list",
  });
  const [search, setSearch] = useState("");
  const [deleted, setDeleted] = useState<{ name: string; result: CharacterDeleted } | null>(null);
  // The list: read each time it is shown (what was read stays until the answer), a page at a time, every page
  // while a name is searched; the pickers' own hook.
  const pick = useCharacterPick(search, { active: view.kind === "list" });
  const items = pick.read;

  let body;
  if (view.kind === "create") {
    body = (
      <CreateCharacter
        onCancel={() => setView({ kind: "list" })}
        onCreated={(c) => setView({ kind: "detail", id: c.id })}
      />
    );
  } else if (view.kind === "detail") {
    body = (
      <CharacterDetail
        id={view.id}
        onBack={() => setView({ kind: "list" })}
        onDeleted={(name, result) => {
          pick.drop(view.id);
          setDeleted({ name, result });
          setView({ kind: "list" });
        }}
      />
    );
  } else if (!pick.loaded) {
    body = <p className="muted">{t("characters.loading")}</p>;
  } else if (items.length === 0 && !pick.error) {
    body = (
      <div className="empty">
        <div className="empty-face" aria-hidden="true" />
        <h2>{t("characters.empty.title")}</h2>
        <p>{t("characters.empty.text")}</p>
        <button type="button" className="button primary" onClick={() => setView({ kind: "create" })}>
          {t("characters.empty.create")}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <div className="char-toolbar">
          <div className="field char-search">
            <label htmlFor="char-search" className="visually-hidden">
              {t("characters.search.label")}
            </label>
            <input
              id="char-search"
              type="search"
              placeholder={t("characters.search.placeholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <p className="muted char-count">{tn("characters.count", pick.total ?? items.length)}</p>
          <button type="button" className="button primary" onClick={() => setView({ kind: "create" })}>
            {t("characters.new")}
          </button>
        </div>
        <CharacterGrid characters={items} search={search} onOpen={(c) => setView({ kind: "detail", id: c.id })} />
        {pick.hasMore && !search.trim() ? (
          <div className="form-actions char-more-row">
            <button type="button" className="button" disabled={pick.loading} onClick={pick.more}>
              {pick.loading ? t("common.loading") : t("characters.more")}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="screen">
      <ScreenTitle>{t("shell.nav.characters")}</ScreenTitle>
      {deleted && view.kind === "list" ? (
        <div className="notice notice-info char-deleted" role="status">
          <NoticeIcon>✓</NoticeIcon>
          <div>
            <p className="notice-headline">{deletedText(deleted.name, deleted.result)}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t("common.dismiss")}
            onClick={() => setDeleted(null)}
          >
            ×
          </button>
        </div>
      ) : null}
      <ErrorNotice error={view.kind === "list" ? pick.error : null} />
      {body}
    </div>
  );
}
