// Home: what can be made (one tile per kind of work), the credits, what is being made now, and the
// newest work, each opening in the Gallery's lightbox.
import "./home.css";
import type { ReactNode } from "react";
import { useCredits, useJobs, useLibrary, useNavigation, useSession, type Screen } from "../../state";
import { formatCredits, resetText, tierName } from "../../lib/format";
import { openInGallery } from "../../lib/galleryOpen";
import { runningWords } from "../../lib/runningWords";
import { ScreenTitle } from "../../components/ScreenTitle";
import { ImageIcon, MusicIcon, VideoIcon } from "../../components/Icons";
import { CharactersIcon } from "../Characters/CharactersIcon";
import { SlideshowsIcon } from "../Slideshows/SlideshowsIcon";
import { Thumb } from "../Gallery/Tile";

const STARTS: Array<{ screen: Screen; title: string; text: string; icon: ReactNode }> = [
  { screen: "create", title: "Create an image", text: "From your own words or a simple form", icon: <ImageIcon /> },
  {
    screen: "characters",
    title: "Save a character",
    text: "Keep a face to use in every picture",
    icon: <CharactersIcon />,
  },
  { screen: "video", title: "Make a video", text: "Bring a picture to life, or make it talk", icon: <VideoIcon /> },
  {
    screen: "slideshows",
    title: "Make a slideshow",
    text: "Swipeable slides that tell a story",
    icon: <SlideshowsIcon />,
  },
  { screen: "music", title: "Make music", text: "A soundtrack, then add it to a video", icon: <MusicIcon /> },
];

const KIND_WORD = { image: "Image", video: "Video", audio: "Music track" } as const;

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
      <ScreenTitle>Home</ScreenTitle>
      <div className="home-grid">
        <section className="card hero" aria-labelledby="home-create">
          <h2 id="home-create">Make something new</h2>
          <p className="muted">
            Every button shows its price before anything is spent, or says so where the service publishes none.
          </p>
          <ul className="start-grid">
            {STARTS.map((s, i) => (
              <li key={s.screen}>
                <button type="button" className={`start-tile ${i === 0 ? "first" : ""}`} onClick={() => go(s.screen)}>
                  <span className="start-icon">{s.icon}</span>
                  <span className="start-title">{s.title}</span>
                  <span className="start-text">{s.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className="card home-credits" aria-labelledby="home-credits">
          <h2 id="home-credits">Your credits</h2>
          {credits ? (
            <>
              <p className="big-number">{formatCredits(credits.credits)}</p>
              <p className="muted">
                {tierName(credits.tier)} plan · {resetText(credits.creditsResetAt)}
                {connection?.mode === "sandbox" ? " · simulated" : ""}
              </p>
            </>
          ) : (
            <p className="muted">Loading…</p>
          )}
        </section>
      </div>
      {running ? (
        <div className="notice notice-info home-running" role="status">
          <span className="notice-icon" aria-hidden="true">
            i
          </span>
          <span>{running} You can keep working meanwhile.</span>
          <button type="button" className="link-button" onClick={() => setTrayOpen(true)}>
            Show progress
          </button>
        </div>
      ) : null}
      <section aria-labelledby="home-recent" className="home-recent">
        <div className="section-head">
          <h2 id="home-recent">Recent work</h2>
          {recent.length ? (
            <button type="button" className="link-button" onClick={() => go("gallery")}>
              Open the Gallery
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
                    openInGallery(m.id);
                    go("gallery");
                  }}
                  aria-label={`${KIND_WORD[m.kind] ?? "Item"}: ${m.prompt || "untitled"} (open it in the Gallery)`}
                >
                  <Thumb item={m} small />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Pictures, videos and music you make will show up here.</p>
        )}
      </section>
    </div>
  );
}
