// The forms' library picker (the tools, an edit of a picture): pictures and videos, by default only those the
// service can read, the whole library searched by its words a page at a time, each tile tagged with what it
// is (an original or a tool's copy).
import "./mediaPicker.css";
import { useState, type ReactNode } from "react";
import type { MediaItem } from "../api";
import { PagedMore, PickSearch } from "../widgets/PickSearch";
import { mediaTag } from "../state/toolNames";
import { usePick } from "../lib/usePick";
import { useSeenItems, type SeenItems } from "../state";
import { lang, t } from "../i18n";
import { DropSlot } from "./drop/DropSlot";

export function mediaLabel(m: MediaItem, i?: number): string {
  const what = m.kind === "video" ? t("shell.picker.video") : t("shell.picker.image");
  const tag = mediaTag(m);
  return `${what}${i != null ? ` ${i + 1}` : ""}${tag ? ` (${tag})` : ""}: ${m.prompt ?? t("common.untitled")}`;
}

/** A small visual of one library item (a poster frame or the first frame of a video). */
export function MediaThumb({ item }: { item: MediaItem }) {
  if (item.kind === "video" && !item.thumbUrl) {
    return <video src={`${item.url}#t=0.1`} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} />;
  }
  return <img src={item.thumbUrl ?? item.url} alt="" loading="lazy" />;
}

/**
 * A picker's field as a drop slot: items dragged onto it (a Gallery tile, the large view) are chosen as a
 * press on their tile in the picker chooses them, so the form's checks and estimate follow the same way.
 */
export function PickerSlot({
  kinds,
  atService = true,
  multiple = false,
  selected,
  onToggle,
  label,
  children,
}: {
  kinds: Array<"image" | "video">;
  atService?: boolean;
  multiple?: boolean;
  selected: string[];
  onToggle: (m: MediaItem) => void;
  label: string;
  children: ReactNode;
}) {
  const { remember } = useSeenItems();
  return (
    <DropSlot
      takes={{ kinds, atService, many: multiple }}
      label={label}
      onTake={(items) => {
        remember(items);
        for (const m of items) if (!selected.includes(m.id)) onToggle(m);
      }}
    >
      {children}
    </DropSlot>
  );
}

/** Items of a tool picker's page. */
const PICK_PAGE = 60;

/** A chosen item by id: among the listed ones, or `seen` by a picker this run (older than those listed). */
export function chosenItem(
  items: MediaItem[] | null,
  id: string | null | undefined,
  seen: SeenItems["seen"],
): MediaItem | null {
  if (!id) return null;
  return items?.find((m) => m.id === id) ?? seen(id) ?? null;
}

/**
 * A visual grid of library items (those the service can read, unless `atService` is false), one or several
 * selectable: the whole library, searched by its words, a page at a time; the chosen ones stay in view.
 */
export function MediaPicker({
  items,
  kinds,
  selected,
  onToggle,
  label,
  empty,
  multiple = false,
  atService = true,
}: {
  /** The library as the form knows it (where chosen items are looked up first). */
  items: MediaItem[] | null;
  kinds: Array<"image" | "video">;
  selected: string[];
  onToggle: (m: MediaItem) => void;
  label: string;
  empty: string;
  multiple?: boolean;
  /** Only items the service can read at their address (the tools read them there); false: any on this computer. */
  atService?: boolean;
}) {
  const [search, setSearch] = useState("");
  const pick = usePick({ kind: kinds.length === 1 ? kinds[0] : null, search, atService }, PICK_PAGE);
  const { seen } = useSeenItems();
  const loaded = pick.items.filter(
    (m) => kinds.includes(m.kind as "image" | "video") && (!atService || m.remoteUrl != null),
  );
  const missing = selected
    .filter((id) => !loaded.some((m) => m.id === id))
    .flatMap((id) => chosenItem(items, id, seen) ?? []);
  const shown = [...loaded, ...missing];
  if (pick.total == null && pick.loading) return <p className="muted">{t("shell.picker.loading")}</p>;
  if (pick.total === 0 && !search.trim() && missing.length === 0) return <p className="tool-empty">{empty}</p>;
  const nouns = kinds.length !== 1 ? "both" : kinds[0] === "video" ? "video" : "picture";
  const noun = t(`shell.picker.noun.${nouns}.plural`);
  return (
    <>
      <PickSearch
        id={`${label.replace(/\W+/g, "-").toLowerCase()}-search`}
        // English lowers the caller's label inside the sentence; German keeps its nouns' capitals.
        label={t("shell.picker.search", { label: lang() === "de" ? label : label.toLowerCase() })}
        value={search}
        onChange={setSearch}
        total={kinds.length === 1 ? pick.total : null}
        noun={[t(`shell.picker.noun.${nouns}.singular`), noun]}
      />
      <ul className="tool-picker" aria-label={label} role="list">
        {shown.map((m, i) => {
          const on = selected.includes(m.id);
          const order = multiple && on ? selected.indexOf(m.id) + 1 : null;
          return (
            <li key={m.id}>
              <button
                type="button"
                className={`tool-pick${on ? " selected" : ""}`}
                aria-pressed={on}
                data-kind={m.kind}
                data-id={m.id}
                onClick={() => onToggle(m)}
              >
                <span className="visually-hidden">{mediaLabel(m, i)}</span>
                <MediaThumb item={m} />
                {m.kind === "video" || mediaTag(m) ? (
                  <span className="tool-pick-badge" aria-hidden="true" data-tag={mediaTag(m) ?? undefined}>
                    {m.kind === "video" ? "▶ " : ""}
                    {mediaTag(m) ?? t("shell.picker.video")}
                  </span>
                ) : null}
                {order != null ? (
                  <span className="tool-pick-order" aria-hidden="true">
                    {order}
                  </span>
                ) : on ? (
                  <span className="tool-pick-order" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <PagedMore pick={pick} noun={noun} counted={kinds.length === 1} />
    </>
  );
}
