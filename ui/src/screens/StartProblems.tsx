// What the window shows instead of the app when the library could not be opened as it was: another
// Media Studio has it open, it was made by a newer version (left untouched), or it was damaged and
// moved aside for a fresh one (studio-core `instance`, `library_health`).
import type { LibraryRecovery } from "../bindings";
import type { ApiError } from "../api";
import { ErrorNotice } from "../components/ErrorNotice";

/** The start failed: a plain title for the library's own problems, the generic one otherwise. */
export function BootProblem({ error }: { error: ApiError | null }) {
  const title =
    error?.code === "library_in_use"
      ? "Media Studio is already open"
      : error?.code === "library_too_new"
        ? "This library needs a newer Media Studio"
        : "Media Studio couldn't start";
  const library = error?.code === "library_in_use" || error?.code === "library_too_new";
  return (
    <main className="boot">
      <div className="start-problem">
        <h1>{title}</h1>
        {library && error ? (
          <>
            <p className="start-problem-text">{error.message}</p>
            <details className="notice-details">
              <summary>Details</summary>
              <code>{error.detail}</code>
            </details>
          </>
        ) : (
          <ErrorNotice
            error={error}
            headline="Something went wrong while starting. Restarting the app usually helps."
          />
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
        <h1 id="recovered-title">Your library was damaged, so Media Studio started a new one</h1>
        <p id="recovered-text" className="start-problem-text">
          The file that lists your pictures, videos, music and jobs could not be read when Media Studio started (this
          can happen after a crash, a power cut or a full disk). Media Studio moved it aside and started with an empty
          list.
        </p>
        <p>The damaged file is kept, unchanged, here:</p>
        <p>
          <code className="start-problem-path" data-testid="moved-to">
            {recovery.movedTo}
          </code>
        </p>
        <p>Your picture, video and music files were not touched. They are still in this folder:</p>
        <p>
          <code className="start-problem-path" data-testid="media-folder">
            {recovery.mediaFolder}
          </code>
        </p>
        <p>Pictures and videos the service still holds come back into your Gallery when you open it while connected.</p>
        <details className="notice-details">
          <summary>Details</summary>
          <code>{recovery.details}</code>
        </details>
        <div className="dialog-actions">
          <button type="button" className="button primary" onClick={onContinue} autoFocus>
            Continue
          </button>
        </div>
      </div>
    </main>
  );
}
