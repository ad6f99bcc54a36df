// On opening the gallery: ask the service for pictures made elsewhere (gallery_sync), quietly.
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import { galleryApi, type GallerySync } from "../../api/gallery";
import { t, tn } from "../../i18n";
import { NoticeIcon, Details } from "../../widgets/ErrorNotice";

export interface SyncState {
  state: "running" | "done" | "error";
  added: number;
  characters: GallerySync["characters"] | null;
  error: ApiError | null;
}

export function useGallerySync(onAdded: () => void): SyncState {
  const [s, setS] = useState<SyncState>({ state: "running", added: 0, characters: null, error: null });
  const cb = useRef(onAdded);
  cb.current = onAdded;
  useEffect(() => {
    let stop = false;
    galleryApi
      .sync()
      .then((r) => {
        if (stop) return;
        setS({ state: "done", added: r.added, characters: r.characters, error: null });
        if (r.added > 0) cb.current();
      })
      .catch((e) => {
        // Calm: the gallery on this computer still works; a key problem shows up in Settings anyway.
        if (!stop) setS({ state: "error", added: 0, characters: null, error: ApiError.from(e) });
      });
    return () => {
      stop = true;
    };
  }, []);
  return s;
}

export function SyncLine({ sync }: { sync: SyncState }) {
  if (sync.state === "running") {
    return (
      <p className="sync-line muted" role="status">
        <span className="spinner small" aria-hidden="true" /> {t("gallery.sync.running")}
      </p>
    );
  }
  if (sync.state === "done") {
    if (sync.added === 0) return null;
    return (
      <p className="sync-line" role="status">
        {tn("gallery.sync.added", sync.added)}
      </p>
    );
  }
  return (
    <div className="notice notice-info sync-line" role="status">
      <NoticeIcon>i</NoticeIcon>
      <div>
        <p>{t("gallery.sync.error")}</p>
        <Details label={t("gallery.details")}>{sync.error?.detail}</Details>
      </div>
    </div>
  );
}
