// Settings › API keys: the new key shown once with a copy button, and the revoke confirmation.
import { useEffect, useRef, useState } from "react";
import { api, type ApiKeyEntry, type CreatedKey } from "../../api";
import { useConfirm } from "../../widgets/ConfirmActions";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice, NoticeIcon } from "../../widgets/ErrorNotice";
import { tx } from "../../widgets/RichText";
import { t } from "../../i18n";

export function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: (CreatedKey & { name: string }) | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied("no"), [created]);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied("yes");
    } catch {
      inputRef.current?.select();
      setCopied("failed");
    }
  };
  return (
    <Dialog open={created != null} onClose={onClose} labelledBy="created-title" describedBy="created-desc">
      {created ? (
        <div className="dialog-body">
          <h2 id="created-title">{t("settings.created.title", { name: created.name })}</h2>
          <p id="created-desc">
            <strong>{t("settings.created.copy_now")}</strong> {t("settings.created.keep_safe")}
          </p>
          <label htmlFor="created-key" className="label-like">
            {t("settings.created.full_key")}
          </label>
          <div className="inline-row">
            <input
              id="created-key"
              ref={inputRef}
              className="mono"
              readOnly
              value={created.key}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button primary" onClick={copy} data-autofocus>
              {copied === "yes" ? t("settings.created.copied") : t("settings.created.copy")}
            </button>
          </div>
          <p className="muted" aria-live="polite">
            {copied === "yes"
              ? t("settings.created.on_clipboard")
              : copied === "failed"
                ? t("settings.created.copy_failed")
                : ""}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t("settings.created.close")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

export function RevokeDialog({
  entry,
  own,
  onClose,
  onRevoked,
}: {
  entry: ApiKeyEntry | null;
  own: boolean;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const { busy, error, run, reset } = useConfirm();
  useEffect(() => reset(), [entry, reset]);
  const revoke = () =>
    run(async () => {
      if (!entry) return;
      await api.apiKeysRevoke(entry.id);
      onRevoked();
    });
  return (
    <Dialog open={entry != null} onClose={onClose} labelledBy="revoke-title" describedBy="revoke-desc">
      {entry ? (
        <div className="dialog-body">
          <h2 id="revoke-title">{t("settings.revoke.title", { name: entry.name })}</h2>
          <p id="revoke-desc">
            {tx("settings.revoke.stops", { prefix: <code>{entry.prefix}</code> })}{" "}
            <strong>{t("settings.revoke.permanent")}</strong> {t("settings.revoke.afterwards")}
          </p>
          {own ? (
            <div className="notice notice-warn" role="note">
              <NoticeIcon>!</NoticeIcon>
              <p>{t("settings.revoke.own")}</p>
            </div>
          ) : null}
          <ErrorNotice error={error} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose} data-autofocus>
              {t("settings.revoke.keep")}
            </button>
            <button type="button" className="button danger" onClick={revoke} disabled={busy}>
              {busy ? t("settings.revoke.revoking") : t("settings.revoke.confirm")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
