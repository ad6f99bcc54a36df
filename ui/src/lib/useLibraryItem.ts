// One library item by id, for a screen that names it (an edit's picture, an edit's original): one seen by a
// picker this run at once, else read from the library (`library_get`). `undefined` while reading, `null`
// when it is no longer in the library.
import { useEffect, useState } from "react";
import { api, type MediaItem } from "../api";
import { useSeenItems } from "../state";

export function useLibraryItem(id: string | null): MediaItem | null | undefined {
  const [read, setRead] = useState<{ id: string; item: MediaItem | null } | null>(null);
  const { seen: seenItem } = useSeenItems();
  const seen = id ? seenItem(id) : undefined;
  useEffect(() => {
    if (!id || seen) return;
    let live = true;
    api
      .libraryGet(id)
      .then((m) => live && setRead({ id, item: m }))
      .catch(() => live && setRead({ id, item: null }));
    return () => {
      live = false;
    };
  }, [id, seen]);
  if (!id) return null;
  if (seen) return seen;
  return read?.id === id ? read.item : undefined;
}
