// A photo from this computer, by drop or the native chooser, through the app's reference-photo
// preparation (reference_prepare / reference_choose: decoded with limits, orientation applied, metadata
// stripped, fitted to 10 MB). Shared by the character form's ReferencePicker and the Video screen's
// source picker. A native drop arrives as the window's drag-drop event carrying file paths (views/drop/hub.ts):
// a file dropped anywhere on the window no slot takes is the photo of the newest zone on screen, and a file
// or a library picture dropped on the zone itself (its DropSlot calls `take`) goes the same way.
import { useEffect, useRef, useState } from "react";
import { addTaker } from "./drop/hub";
import { ApiError } from "../api";
import { charactersApi, type PreparedReference } from "../api/characters";
import { t } from "../i18n";
import { formatNumber } from "../lib/format";

export interface PhotoRefusal {
  /** The refused file's name ("" for the chooser). */
  name: string;
  error: ApiError;
}

export interface PhotoDrop {
  /** A file is being dragged over the window. */
  hover: boolean;
  /** What is being done now ("Preparing astronaut.png…"), or null. */
  busy: string | null;
  /** The last refused file, in plain words, or null. */
  refusal: PhotoRefusal | null;
  /** Prepares a dropped file (by its path) as the photo. */
  take: (path: string) => void;
  /** Opens the native chooser; `label` is shown while it is open. */
  choose: (label?: string) => void;
  clearRefusal: () => void;
}

/** "12 KB", "3.4 MB" ("3,4 MB" in German). */
export function sizeText(bytes: number): string {
  // One decimal always, with the window's language's decimal mark (the one formatNumber writes in 0.5).
  const mb = (bytes / 1024 / 1024).toFixed(1).replace(".", formatNumber(0.5).charAt(1));
  return bytes >= 1024 * 1024
    ? t("shell.size.mb", { n: mb })
    : t("shell.size.kb", { n: String(Math.max(1, Math.round(bytes / 1024))) });
}

export function usePhotoDrop(
  onPrepared: (p: PreparedReference) => void,
  handleError: (e: unknown) => ApiError,
  { onDropStart }: { onDropStart?: () => void } = {},
): PhotoDrop {
  const [hover, setHover] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);
  const latest = useRef({ onPrepared, handleError, onDropStart });
  latest.current = { onPrepared, handleError, onDropStart };

  const run = async (label: string, work: () => Promise<PreparedReference | null>, name = "") => {
    setBusy(label);
    setRefusal(null);
    try {
      const p = await work();
      if (p) latest.current.onPrepared(p);
    } catch (e) {
      setRefusal({ name, error: latest.current.handleError(e) });
    } finally {
      setBusy(null);
    }
  };
  const take = (path: string) => {
    const name = path.split(/[\\/]/).pop() ?? path;
    latest.current.onDropStart?.();
    void run(t("shell.photo.preparing", { name }), () => charactersApi.referencePrepare(path), name);
  };
  const takeRef = useRef(take);
  takeRef.current = take;

  useEffect(
    () =>
      addTaker(0, {
        hover: setHover,
        drop: (paths) => {
          if (!paths[0]) return false;
          takeRef.current(paths[0]);
          return true;
        },
      }),
    [],
  );

  return {
    hover,
    busy,
    refusal,
    take,
    choose: (label = t("shell.photo.opening")) => void run(label, () => charactersApi.referenceChoose()),
    clearRefusal: () => setRefusal(null),
  };
}
