// Pick a second item of the same filtered list (its own scrolling box, windowed like the gallery).
import type { MediaItem } from "../../api/gallery";
import { kindWord, Thumb } from "./Tile";
import type { Pages } from "./usePages";
import { VirtualGrid } from "./VirtualGrid";

export function Picker({
  pages,
  exclude,
  needsForm,
  onPick,
}: {
  pages: Pages;
  exclude: number;
  needsForm: boolean;
  onPick: (item: MediaItem) => void;
}) {
  return (
    <div className="picker">
      <p className="muted">
        {needsForm
          ? "Pictures made in this app keep their form; the others can't be compared this way and are dimmed."
          : "Pick any picture to see both side by side."}
      </p>
      <div className="picker-scroll">
        <VirtualGrid
          total={pages.total ?? 0}
          ensure={pages.ensure}
          version={pages.version}
          label="Pictures to pick from"
          minTile={110}
          gap={8}
          overscan={2}
          className="picker-grid"
          renderTile={(i, _size, still) => {
            const item = pages.get(i);
            const disabled = !item || i === exclude || (needsForm && item.request == null);
            return (
              <button
                type="button"
                className="thumb"
                data-index={i}
                aria-disabled={disabled}
                aria-label={
                  item
                    ? `${i === exclude ? "This is the one open" : needsForm && item.request == null ? "No form kept for" : "Pick"} ${kindWord(item)} ${i + 1}: ${item.prompt ?? "untitled"}`
                    : `Loading item ${i + 1}`
                }
                onClick={() => item && !disabled && onPick(item)}
              >
                {item ? <Thumb key={item.id} item={item} load={still} /> : null}
              </button>
            );
          }}
        />
      </div>
    </div>
  );
}
