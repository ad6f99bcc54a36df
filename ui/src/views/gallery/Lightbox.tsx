// The large view: one item of the filtered list at a time (←/→ move across the whole list, pages load as
// needed; Esc closes; the <dialog> keeps focus inside), its details and what can be done with it.
import { DragImage } from "../drop/DragImage";
import { useCallback, useEffect, useState } from "react";
import type { MediaItem } from "../../api/gallery";
import { Dialog } from "../../widgets/Dialog";
import { MediaPlayer } from "../../widgets/MediaPlayer";
import { t } from "../../i18n";
import { recallHandOff, type ImageRecall } from "../../state/recall";
import { useNavigation } from "../../state";
import { CompareView, DiffView } from "./Compare";
import { BeforeAfter, EditedFrom } from "./EditedFrom";
import { ItemTags } from "./Tags";
import { ItemActions } from "./ItemActions";
import { ItemDetails } from "./ItemDetails";
import { Picker } from "./Picker";
import type { Pages } from "./usePages";
import { itemTitle, kindWord } from "./title";

type Mode =
  | { kind: "view" }
  | { kind: "pick"; purpose: "compare" | "diff" }
  | { kind: "compare"; other: MediaItem }
  | { kind: "diff"; other: MediaItem }
  | { kind: "beforeAfter"; original: MediaItem };

export function Lightbox({
  pages,
  index,
  onIndex,
  onClose,
  onChanged,
  trash,
  characterName,
}: {
  pages: Pages;
  index: number | null;
  onIndex: (i: number) => void;
  onClose: () => void;
  onChanged: () => void;
  trash: boolean;
  characterName: (id: string) => string | null;
}) {
  const { go } = useNavigation();
  // The mode belongs to the item it was chosen on: moving to another item shows it plainly.
  const [modeOf, setModeOf] = useState<{ index: number | null; mode: Mode }>({ index: null, mode: { kind: "view" } });
  const mode: Mode = modeOf.index === index ? modeOf.mode : { kind: "view" };
  const setMode = useCallback((m: Mode) => setModeOf({ index, mode: m }), [index]);
  const total = pages.total ?? 0;
  const item = index != null ? pages.get(index) : undefined;

  const { ensure } = pages;
  useEffect(() => {
    if (index != null) ensure(Math.max(0, index - 1), index + 1);
  }, [index, ensure]);

  const close = useCallback(() => {
    setMode({ kind: "view" });
    onClose();
  }, [onClose, setMode]);
  const prev = useCallback(() => index != null && index > 0 && onIndex(index - 1), [index, onIndex]);
  const next = useCallback(() => index != null && index < total - 1 && onIndex(index + 1), [index, total, onIndex]);
  const kind = kindWord(item);
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);

  const title =
    mode.kind === "view"
      ? t("gallery.lightbox.title", { kind: Kind, number: String((index ?? 0) + 1), total: String(total) })
      : mode.kind === "pick"
        ? t(`gallery.lightbox.pick_${mode.purpose}`)
        : mode.kind === "compare"
          ? t("gallery.lightbox.side_by_side")
          : mode.kind === "beforeAfter"
            ? t("gallery.lightbox.before_after")
            : t("gallery.lightbox.diff");

  return (
    <Dialog open={index != null} onClose={close} labelledBy="lightbox-title" className="lightbox">
      {index != null ? (
        <div
          className="lightbox-inner"
          onKeyDown={(e) => {
            if (mode.kind !== "view") return;
            const target = e.target as HTMLElement;
            if (target.closest("video, audio, input, select, textarea, summary")) return;
            if (e.key === "ArrowLeft") {
              e.preventDefault();
              prev();
            } else if (e.key === "ArrowRight") {
              e.preventDefault();
              next();
            }
          }}
        >
          <div className="lightbox-bar">
            <h2 id="lightbox-title" className="lightbox-title">
              {title}
            </h2>
            <div className="lightbox-bar-actions">
              {mode.kind !== "view" ? (
                <button type="button" className="button" onClick={() => setMode({ kind: "view" })}>
                  {t("gallery.lightbox.back", { kind })}
                </button>
              ) : null}
              <button type="button" className="button" onClick={close} data-autofocus>
                {t("gallery.lightbox.close")} <span className="kbd">{t("gallery.lightbox.esc")}</span>
              </button>
            </div>
          </div>
          {!item ? (
            <p className="muted lightbox-loading" role="status">
              <span className="spinner" aria-hidden="true" /> {t("gallery.lightbox.loading")}
            </p>
          ) : mode.kind === "pick" ? (
            <Picker
              pages={pages}
              exclude={index}
              needsForm={mode.purpose === "diff"}
              onPick={(other) =>
                setMode(mode.purpose === "compare" ? { kind: "compare", other } : { kind: "diff", other })
              }
            />
          ) : mode.kind === "compare" ? (
            <CompareView a={item} b={mode.other} characterName={characterName} />
          ) : mode.kind === "beforeAfter" ? (
            <BeforeAfter before={mode.original} after={item} />
          ) : mode.kind === "diff" ? (
            <DiffView a={item} b={mode.other} />
          ) : (
            <div className="lightbox-body">
              <div className="lightbox-stage">
                <button
                  type="button"
                  className="button nav-arrow"
                  aria-label={t("gallery.lightbox.previous", { kind })}
                  onClick={prev}
                  disabled={index === 0}
                >
                  ‹
                </button>
                <ItemMedia item={item} />
                <button
                  type="button"
                  className="button nav-arrow"
                  aria-label={t("gallery.lightbox.next", { kind })}
                  onClick={next}
                  disabled={index >= total - 1}
                >
                  ›
                </button>
              </div>
              <div className="lightbox-info">
                <ItemActions
                  item={item}
                  trash={trash}
                  onRecall={() => {
                    const r = item.reference;
                    const recall: ImageRecall = {
                      kind: "image",
                      provider: item.provider,
                      request: item.request ?? null,
                      characterId: r?.characterId ?? item.characterId,
                      characterName: r?.characterName ?? (item.characterId ? characterName(item.characterId) : null),
                      oneOffFileName: r?.fileName ?? null,
                      editOf: r?.editedFrom ?? null,
                      sourceLabel: t("gallery.source.picture"),
                    };
                    close();
                    go("create", recallHandOff(recall));
                  }}
                  onLeave={close}
                  onCompare={() => setMode({ kind: "pick", purpose: "compare" })}
                  onDiff={() => setMode({ kind: "pick", purpose: "diff" })}
                  onGone={() => {
                    close();
                    onChanged();
                  }}
                />
                <EditedFrom item={item} onBeforeAfter={(original) => setMode({ kind: "beforeAfter", original })} />
                <ItemTags item={item} onChanged={onChanged} />
                <ItemDetails item={item} characterName={characterName} />
              </div>
            </div>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}

export function ItemMedia({ item, className = "lightbox-img" }: { item: MediaItem; className?: string }) {
  if (item.kind === "video")
    return (
      <MediaPlayer
        src={item.url}
        poster={item.thumbUrl}
        kind="video"
        label={t("gallery.lightbox.video")}
        className={className}
      />
    );
  if (item.kind === "audio")
    return <MediaPlayer src={item.url} kind="audio" label={t("gallery.lightbox.music")} className={className} />;
  return (
    <DragImage id={item.id} src={item.url} alt={itemTitle(item) ?? t("gallery.lightbox.image")} className={className} />
  );
}
