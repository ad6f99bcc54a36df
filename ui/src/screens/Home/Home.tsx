// Home: what can be made (one tile per kind of work), the credits, what is being made now, and the
// newest work, each opening in the Gallery's lightbox.
import "./home.css";
import type { ReactNode } from "react";
import { useCredits, useJobs, useLibrary, useNavigation, useSession, type Screen } from "../../state";
import { formatCredits, resetText, tierName } from "../../lib/format";
import { galleryOpenHandOff } from "../../state/galleryOpen";
import { runningWords } from "../../lib/runningWords";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { CharactersIcon, ImageIcon, MusicIcon, SlideshowsIcon, VideoIcon } from "../../widgets/Icons";
import { Thumb } from "../../views/gallery/Tile";
import { t } from "../../i18n";
import { NoticeIcon } from "../../widgets/ErrorNotice";

/** Each start tile: its screen, its words (home.start.<words>.title and .text), its icon. */
const STARTS: Array<{
  screen: Screen;
  words: "create" | "character" | "video" | "slideshow" | "music";
  icon: ReactNode;
}> = [
  { screen: "create", words: "create", icon: <ImageIcon /> },
  { screen: "characters", words: "character", icon: <CharactersIcon /> },
  { screen: "video", words: "video", icon: <VideoIcon /> },
  { screen: "slideshows", words: "slideshow", icon: <SlideshowsIcon /> },
  { screen: "music", words: "music", icon: <MusicIcon /> },
];

export function Home() {
  const { go } = useNavigation();
  const { credits } = useCredits();
  const { library } = useLibrary();
  const { jobs, setTrayOpen } = useJobs();
  const { connection } = useSession();
  const running = runningWords(jobs);
  const recent = library.slice(0, 8);
  return (
    <div className="screen home">
      <ScreenTitle>{t("shell.nav.home")}</ScreenTitle>
      <div className="home-grid">
        <section className="card hero" aria-labelledby="home-create">
          <h2 id="home-create">{t("home.create.title")}</h2>
          <p className="muted">{t("home.create.text")}</p>
          <ul className="start-grid">
            {STARTS.map((s, i) => (
              <li key={s.screen}>
                <button type="button" className={`start-tile ${i === 0 ? "first" : ""}`} onClick={() => go(s.screen)}>
                  <span className="start-icon">{s.icon}</span>
                  <span className="start-title">{t(`home.start.${s.words}.title`)}</span>
                  <span className="start-text">{t(`home.start.${s.words}.text`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className="card home-credits" aria-labelledby="home-credits">
          <h2 id="home-credits">{t("home.credits.title")}</h2>
          {credits ? (
            <>
              <p className="big-number">{formatCredits(credits.credits)}</p>
              <p className="muted">
                {t("common.plan", { tier: tierName(credits.tier) })} · {resetText(credits.creditsResetAt)}
                {connection?.mode === "sandbox" ? ` · ${t("home.credits.simulated")}` : ""}
              </p>
            </>
          ) : (
            <p className="muted">{t("common.loading")}</p>
          )}
        </section>
      </div>
      {running ? (
        <div className="notice notice-info home-running" role="status">
          <NoticeIcon>i</NoticeIcon>
          <span>{t("home.running.notice", { running })}</span>
          <button type="button" className="link-button" onClick={() => setTrayOpen(true)}>
            {t("home.running.show")}
          </button>
        </div>
      ) : null}
      <section aria-labelledby="home-recent" className="home-recent">
        <div className="section-head">
          <h2 id="home-recent">{t("home.recent.title")}</h2>
          {recent.length ? (
            <button type="button" className="link-button" onClick={() => go("gallery")}>
              {t("home.recent.open_gallery")}
            </button>
          ) : null}
        </div>
        {recent.length ? (
          <ul className="thumb-strip">
            {recent.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="thumb"
                  onClick={() => {
                    go("gallery", galleryOpenHandOff(m.id));
                  }}
                  aria-label={t("home.recent.open_item", {
                    kind: t(`home.kind.${m.kind}`),
                    prompt: m.prompt || t("common.untitled"),
                  })}
                >
                  <Thumb item={m} small />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("home.recent.empty")}</p>
        )}
      </section>
    </div>
  );
}
