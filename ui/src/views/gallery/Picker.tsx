// Pick a second item of the same filtered list (its own scrolling box, windowed like the gallery).
import type { MediaItem } from "../../api/gallery";
import { t } from "../../i18n";
import { Thumb } from "./Tile";
import { kindWord } from "./title";
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
      <p className="muted">{needsForm ? t("gallery.picker.help_form") : t("gallery.picker.help")}</p>
      <div className="picker-scroll">
        <VirtualGrid
          total={pages.total ?? 0}
          ensure={pages.ensure}
          version={pages.version}
          label={t("gallery.picker.label")}
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
                    ? t(
                        i === exclude
                          ? "gallery.picker.open"
                          : needsForm && item.request == null
                            ? "gallery.picker.no_form"
                            : "gallery.picker.pick",
                        { kind: kindWord(item), number: String(i + 1), title: item.prompt ?? t("gallery.untitled") },
                      )
                    : t("gallery.loading_item", { number: String(i + 1) })
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
