// What the window shows instead of the app when the library could not be opened as it was: another
// Media Studio has it open, it was made by a newer version (left untouched), or it was damaged and
// moved aside for a fresh one (studio-core `instance`, `library_health`).
import type { LibraryRecovery } from "../../bindings";
import type { ApiError } from "../../api";
import { ErrorNotice, Details } from "../../widgets/ErrorNotice";
import { t } from "../../i18n";

/** The start failed: a plain title for the library's own problems, the generic one otherwise. */
export function BootProblem({ error }: { error: ApiError | null }) {
  const title =
    error?.code === "library_in_use"
      ? t("welcome.boot.in_use")
      : error?.code === "library_too_new"
        ? t("welcome.boot.too_new")
        : t("welcome.boot.failed");
  const library = error?.code === "library_in_use" || error?.code === "library_too_new";
  return (
    <main className="boot">
      <div className="start-problem">
        <h1>{title}</h1>
        {library && error ? (
          <>
            <p className="start-problem-text">{error.message}</p>
            <Details>{error.detail}</Details>
          </>
        ) : (
          <ErrorNotice error={error} headline={t("welcome.boot.failed_headline")} />
        )}
      </div>
    </main>
  );
}

/** A damaged library was moved aside at start and a fresh one made: say so once, in plain words. */
export function LibraryRecovered({ recovery, onContinue }: { recovery: LibraryRecovery; onContinue: () => void }) {
  return (
    <main className="boot">
      <div
        className="start-problem"
        role="alertdialog"
        aria-labelledby="recovered-title"
        aria-describedby="recovered-text"
      >
        <h1 id="recovered-title">{t("welcome.recovered.title")}</h1>
        <p id="recovered-text" className="start-problem-text">
          {t("welcome.recovered.text")}
        </p>
        <p>{t("welcome.recovered.kept")}</p>
        <p>
          <code className="start-problem-path" data-testid="moved-to">
            {recovery.movedTo}
          </code>
        </p>
        <p>{t("welcome.recovered.media")}</p>
        <p>
          <code className="start-problem-path" data-testid="media-folder">
            {recovery.mediaFolder}
          </code>
        </p>
        <p>{t("welcome.recovered.come_back")}</p>
        <Details>{recovery.details}</Details>
        <div className="dialog-actions">
          <button type="button" className="button primary" onClick={onContinue} autoFocus>
            {t("welcome.recovered.continue")}
          </button>
        </div>
      </div>
    </main>
  );
}
