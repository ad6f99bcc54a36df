// Settings back from an exported file (issue 42 item 3): a file dropped on the window that carries the
// settings it was made with (a picture the app exported, or a file with its .json beside it, or the .json)
// offers "Open these settings", which fills the form of its kind through the same hand-off as "Open these
// settings" on a result (state/recall.ts). The character and the provider are named when this library
// knows them and said plainly when it does not; a file from elsewhere gets "no settings in this file".
// A drop onto a slot, a library item put back, or a file a photo drop zone on screen takes as its photo
// never comes here (views/drop/hub.ts). Nothing is sent and nothing is spent: the
// person presses the form's own button afterwards.
import { useEffect, useRef, useState } from "react";
import { api, ApiError, type FileSettings } from "../api";
import { recallable, recallHandOff, recallOf, screenOf } from "../state/recall";
import { useCatalogue, useHandleError, useLibrary, useNavigation } from "../state";
import { Dialog } from "../widgets/Dialog";
import { ErrorNotice } from "../widgets/ErrorNotice";
import { addTaker } from "./drop/hub";
import { say, t } from "../i18n";

type Dropped = { name: string; file: FileSettings; error?: undefined } | { name: string; error: ApiError };

/** What the file says of its maker and its face, in words; empty lines are left out. */
function facts(f: FileSettings, providerName: (slug: string) => string): string[] {
  const out: string[] = [];
  if (f.provider) {
    const name = providerName(f.provider);
    out.push(
      name && name !== f.provider
        ? t("shell.file_settings.made_by", { maker: name })
        : t("shell.file_settings.maker_unknown", { maker: f.provider }),
    );
  }
  const who = f.character;
  if (who?.known)
    out.push(
      who.name ? t("shell.file_settings.character", { name: who.name }) : t("shell.file_settings.character_here"),
    );
  else if (who?.name) out.push(t("shell.file_settings.character_unknown", { name: who.name }));
  else if (who) out.push(t("shell.file_settings.character_unknown_unnamed"));
  if (f.editedPictureMissing) out.push(t("shell.file_settings.edited_missing"));
  return out;
}

export function SettingsDrop() {
  const [dropped, setDropped] = useState<Dropped | null>(null);
  const [busy, setBusy] = useState(false);
  const { go } = useNavigation();
  const { refreshLibrary } = useLibrary();
  const { providerName } = useCatalogue();
  const handleError = useHandleError();
  const latest = useRef(handleError);
  latest.current = handleError;

  // The last of the window's takers (views/drop/hub.ts): a drop no slot, no library drag and no photo zone took.
  useEffect(
    () =>
      addTaker(1, {
        drop: (paths) => {
          const path = paths[0];
          if (!path) return false;
          const name = path.split(/[\\/]/).pop() ?? path;
          api
            .settingsFromFile(path)
            .then((file) => setDropped({ name, file }))
            .catch((e: unknown) => setDropped({ name, error: latest.current(e) }));
          return true;
        },
      }),
    [],
  );

  const close = () => setDropped(null);
  const file = dropped && !dropped.error ? dropped.file : null;
  const settings = file?.settings ?? null;
  const open = async () => {
    if (!file || !settings || !recallable(settings)) return;
    setBusy(true);
    try {
      // A video's source picture is looked up in the library as it is now (as "Open these settings" does).
      if (settings.kind === "video" || settings.kind === "avatar") await refreshLibrary();
      const source = t("shell.file_settings.source", { name: file.fileName || dropped?.name || "" });
      go(screenOf(settings.kind), recallHandOff(recallOf(settings, source, file.face)));
      setDropped(null);
    } finally {
      setBusy(false);
    }
  };

  const name = file?.fileName || dropped?.name || "";
  return (
    <Dialog open={dropped != null} onClose={close} labelledBy="file-settings-title" className="file-settings">
      {dropped ? (
        <div className="dialog-body" data-testid="file-settings">
          {settings && recallable(settings) ? (
            <>
              <h2 id="file-settings-title">{t("shell.file_settings.title", { name })}</h2>
              <ul className="file-settings-facts">
                {facts(file!, providerName).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="help">{t("shell.file_settings.nothing_sent")}</p>
              <div className="dialog-actions">
                <button type="button" className="button" onClick={close} disabled={busy}>
                  {t("shell.file_settings.not_now")}
                </button>
                <button
                  type="button"
                  className="button primary"
                  onClick={() => void open()}
                  disabled={busy}
                  data-autofocus
                >
                  {t("shell.open_settings.button")}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="file-settings-title">{t("shell.file_settings.none_title", { name })}</h2>
              {dropped.error ? (
                <ErrorNotice error={dropped.error} />
              ) : (
                <p data-testid="file-settings-missing">{say(file?.missing, t("shell.open_settings.cannot"))}</p>
              )}
              <div className="dialog-actions">
                <button type="button" className="button primary" onClick={close} data-autofocus>
                  {t("shell.file_settings.close")}
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
