// Updates of the app: the release feed's address (none: updates are off, as in the Sandbox build), a check
// only when asked, what is new, and an install only with the person's yes. The app checks the package's
// signature before installing anything; a package that doesn't match is refused in words.
import { useEffect, useState, type FormEvent } from "react";
import { api, ApiError } from "../../api";
import type { UpdateInstalled, UpdateOffer } from "../../bindings";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { shortDate } from "../../lib/format";
import { t } from "../../i18n";

type Phase = "idle" | "saving" | "checking" | "installing";

export function UpdatesSection() {
  const [feed, setFeed] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [offer, setOffer] = useState<UpdateOffer | null | undefined>(undefined);
  const [installed, setInstalled] = useState<UpdateInstalled | null>(null);

  useEffect(() => {
    void api
      .updatesFeed()
      .then((f) => {
        setFeed(f);
        setAddress(f ?? "");
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e : null));
  }, []);

  /** Runs one of the section's steps (its phase meanwhile); a failure is said at the feed's field or below,
   * after `failed` had its say. */
  const step = async (now: Phase, act: () => Promise<void>, failed?: (e: unknown) => void) => {
    setError(null);
    setPhase(now);
    try {
      await act();
    } catch (e) {
      failed?.(e);
      if (!(e instanceof ApiError)) throw e;
      if (e.field === "feed") setFieldError(e.message);
      else setError(e);
    } finally {
      setPhase("idle");
    }
  };

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    setFieldError(null);
    setOffer(undefined);
    await step("saving", async () => {
      const saved = await api.updatesFeedSet(address.trim() || null);
      setFeed(saved);
      setAddress(saved ?? "");
    });
  };

  const check = () => {
    setInstalled(null);
    return step(
      "checking",
      async () => setOffer(await api.updatesCheck()),
      () => setOffer(undefined),
    );
  };

  // A package refused for what it is (unsigned, not for this system, too large) would be refused again: its
  // Install button goes, and a new check offers whatever the feed holds then.
  const install = () =>
    step(
      "installing",
      async () => {
        setInstalled(await api.updatesInstall());
        setOffer(undefined);
      },
      (e) => e instanceof ApiError && e.field === "update" && setOffer(undefined),
    );

  const busy = phase !== "idle";
  return (
    <section className="card settings-section" aria-labelledby="updates-title" aria-busy={busy}>
      <h2 id="updates-title">{t("settings.updates.title")}</h2>
      <p className="muted">{feed ? t("settings.updates.on") : t("settings.updates.off")}</p>
      <form className="form" noValidate onSubmit={(e) => void save(e)}>
        <label className="field" htmlFor="update-feed">
          <span className="field-label">{t("settings.updates.feed_label")}</span>
          <input
            id="update-feed"
            type="url"
            value={address}
            placeholder={t("settings.updates.feed_placeholder")}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "update-feed-err" : undefined}
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
        <FieldMessage id="update-feed-err" message={fieldError} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy || address.trim() === (feed ?? "")}>
            {address.trim() ? t("settings.updates.save") : t("settings.updates.turn_off")}
          </button>
          <button type="button" className="button" disabled={busy || !feed} onClick={() => void check()}>
            {phase === "checking" ? t("settings.updates.checking") : t("settings.updates.check")}
          </button>
        </div>
      </form>
      {offer === null ? (
        <p role="status" data-testid="update-none">
          {t("settings.updates.newest")}
        </p>
      ) : null}
      {offer ? (
        <div className="notice" role="status" data-testid="update-offer">
          <div>
            <p className="notice-headline">
              {t("settings.updates.offer", { version: offer.version, current: offer.current })}
              {offer.date ? ` · ${shortDate(offer.date)}` : ""}
            </p>
            <p className="muted">{t("settings.updates.whats_new")}</p>
            <p className="update-notes">{offer.notes ?? t("settings.updates.no_notes")}</p>
            <p className="muted">{t("settings.updates.signed")}</p>
            <button type="button" className="button primary" disabled={busy} onClick={() => void install()}>
              {phase === "installing"
                ? t("settings.updates.installing")
                : t("settings.updates.install", { version: offer.version })}
            </button>
          </div>
        </div>
      ) : null}
      {installed ? (
        <div className="notice notice-success" role="status" data-testid="update-installed">
          <div>
            <p className="notice-headline">{t("settings.updates.installed", { version: installed.version })}</p>
            <button type="button" className="button" onClick={() => void api.appRestart()}>
              {t("settings.updates.restart")}
            </button>
          </div>
        </div>
      ) : null}
      <ErrorNotice error={error} headline={error?.field === "update" ? error.message : undefined} />
    </section>
  );
}
