import type { ReactNode } from "react";
import { ApiError, headlineFor, hintFor } from "../api";
import { t } from "../i18n";

/** Plain headline first; the technical text only behind "Details". */
export function ErrorNotice({ error, headline }: { error: ApiError | null; headline?: string }) {
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      <NoticeIcon>!</NoticeIcon>
      <div>
        <p className="notice-headline">{headline ?? headlineFor(error)}</p>
        {headline && hintFor(error) ? <p>{hintFor(error)}</p> : null}
        <Details>{error.detail}</Details>
      </div>
    </div>
  );
}

/** The technical text behind "Details" (`label`), for whoever asks for help with it. */
export function Details({ label = t("common.details"), children }: { label?: string; children: ReactNode }) {
  return (
    <details className="notice-details">
      <summary>{label}</summary>
      <code>{children}</code>
    </details>
  );
}

/** A notice's icon ("!", "i", "✓", a picture): hidden from screen readers, the notice says it in words. */
export function NoticeIcon({ children }: { children: ReactNode }) {
  return (
    <span className="notice-icon" aria-hidden="true">
      {children}
    </span>
  );
}

/** A plain-words message under a form field, tied to it with aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
