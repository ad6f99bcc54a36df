// A library item's picture that can be picked up: pressed and moved, it is dragged as the item (onto a slot
// that takes it, or out of the window to a folder). A click that ends a drag is not a click (of a button
// around it either).
import type { ImgHTMLAttributes } from "react";
import { useDragItem } from "../../lib/useDragGesture";

export function DragImage({ id, ...img }: { id: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const drag = useDragItem(id);
  return (
    <img
      {...img}
      alt={img.alt ?? ""}
      draggable={false}
      data-id={id}
      onPointerDown={drag.onPointerDown}
      onPointerMove={drag.onPointerMove}
      onClick={(e) => {
        if (drag.dragged()) e.stopPropagation();
      }}
    />
  );
}
