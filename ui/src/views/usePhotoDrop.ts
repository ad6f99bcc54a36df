// A photo from this computer, by drop or the native chooser, through the app's reference-photo
// preparation (reference_prepare / reference_choose: decoded with limits, orientation applied, metadata
// stripped, fitted to 10 MB). Shared by the character form's ReferencePicker and the Video screen's
// source picker. A native drop arrives as the window's drag-drop event carrying file paths.
import { useEffect, useRef, useState } from "react";
import { getCurrentWebview } from "@tauri-apps/api/webview";
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

/** How many photo drop zones are on screen: a drop there is a photo for them (SettingsDrop then says
 * nothing of a file without settings). */
let photoZones = 0;

/** Whether a photo drop zone is on screen (it takes a dropped file as a photo). */
export function photoZoneOpen(): boolean {
  return photoZones > 0;
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
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    let off: (() => void) | null = null;
    let gone = false;
    photoZones += 1;
    getCurrentWebview()
      .onDragDropEvent((ev) => {
        const p = ev.payload;
        if (p.type === "enter" || p.type === "over") setHover(true);
        else if (p.type === "leave") setHover(false);
        else if (p.type === "drop") {
          setHover(false);
          const path = p.paths[0];
          if (path) {
            const name = path.split(/[\\/]/).pop() ?? path;
            latest.current.onDropStart?.();
            void runRef.current(t("shell.photo.preparing", { name }), () => charactersApi.referencePrepare(path), name);
          }
        }
      })
      .then((f) => (gone ? f() : (off = f)))
      .catch(() => undefined);
    return () => {
      gone = true;
      photoZones -= 1;
      off?.();
    };
  }, []);

  return {
    hover,
    busy,
    refusal,
    choose: (label = t("shell.photo.opening")) => void run(label, () => charactersApi.referenceChoose()),
    clearRefusal: () => setRefusal(null),
  };
}
