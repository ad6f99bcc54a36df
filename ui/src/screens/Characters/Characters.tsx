import "./characters.css";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import { charactersApi, type Character, type CharacterDeleted } from "../../api/characters";
import { ErrorNotice, NoticeIcon } from "../../widgets/ErrorNotice";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { listWords } from "../../state/readyToast";
import { t, tn } from "../../i18n";
import { useHandleError, useHandOffChoice } from "../../state";
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
  const handleError = useHandleError();
  // The next step "New character from this face" opens the create panel (it takes the step).
  const [view, setView] = useHandOffChoice<View>((h) => (stepIn(h, ["newCharacter"]) ? { kind: "create" } : null), {
    kind: "list",
  });
  const [items, setItems] = useState<Character[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [search, setSearch] = useState("");
  const [deleted, setDeleted] = useState<{ name: string; result: CharacterDeleted } | null>(null);
  const offsetRef = useRef(0);

  const loadFirst = useCallback(async () => {
    try {
      const page = await charactersApi.list(null, 0);
      setItems(page.characters);
      setHasMore(page.hasMore);
      setTotal(page.total);
      offsetRef.current = page.characters.length;
      setError(null);
    } catch (e) {
      setError(handleError(e));
    } finally {
      setLoaded(true);
    }
  }, [handleError]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const page = await charactersApi.list(null, offsetRef.current);
      offsetRef.current += page.characters.length;
      setItems((xs) => [...xs, ...page.characters.filter((c) => !xs.some((x) => x.id === c.id))]);
      setHasMore(page.hasMore && page.characters.length > 0);
      setTotal(page.total);
    } catch (e) {
      setError(handleError(e));
    } finally {
      setLoadingMore(false);
    }
  }, [handleError]);

  useEffect(() => {
    if (view.kind === "list") void loadFirst();
  }, [view.kind, loadFirst]);

  // Searching looks through every character: the remaining pages load while a search is typed.
  useEffect(() => {
    if (search.trim() && hasMore && !loadingMore) void loadMore();
  }, [search, hasMore, loadingMore, loadMore]);

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
          const gone = view.id;
          setItems((xs) => xs.filter((c) => c.id !== gone));
          setTotal((t) => (t != null && t > 0 ? t - 1 : t));
          setDeleted({ name, result });
          setView({ kind: "list" });
        }}
      />
    );
  } else if (!loaded) {
    body = <p className="muted">{t("characters.loading")}</p>;
  } else if (items.length === 0 && !error) {
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
          <p className="muted char-count">{tn("characters.count", total ?? items.length)}</p>
          <button type="button" className="button primary" onClick={() => setView({ kind: "create" })}>
            {t("characters.new")}
          </button>
        </div>
        <CharacterGrid characters={items} search={search} onOpen={(c) => setView({ kind: "detail", id: c.id })} />
        {hasMore && !search.trim() ? (
          <div className="form-actions char-more-row">
            <button type="button" className="button" disabled={loadingMore} onClick={() => void loadMore()}>
              {loadingMore ? t("common.loading") : t("characters.more")}
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
      <ErrorNotice error={view.kind === "list" ? error : null} />
      {body}
    </div>
  );
}
