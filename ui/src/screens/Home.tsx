import { useStudio } from "../state";
import { formatCredits, isActive, resetText, tierName } from "../lib/format";
import { ScreenTitle } from "../components/ScreenTitle";

export function Home() {
  const { go, credits, library, jobs, connection } = useStudio();
  const running = jobs.filter((j) => isActive(j.status));
  const recent = library.slice(0, 8);
  return (
    <div className="screen">
      <ScreenTitle>Home</ScreenTitle>
      <div className="home-grid">
        <section className="card hero" aria-labelledby="home-create">
          <h2 id="home-create">Make something new</h2>
          <p>Describe a picture in your own words, pick a provider and see the cost before you start.</p>
          <button type="button" className="button primary" onClick={() => go("create")}>
            Create an image
          </button>
        </section>
        <section className="card" aria-labelledby="home-credits">
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
      {running.length ? (
        <p className="notice notice-info" role="status">
          <span className="notice-icon" aria-hidden="true">i</span>
          Your images are being made. You can follow them in the Jobs tray at the top right, and keep working meanwhile.
        </p>
      ) : null}
      <section aria-labelledby="home-recent" className="home-recent">
        <div className="section-head">
          <h2 id="home-recent">Recent images</h2>
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
                <button type="button" className="thumb" onClick={() => go("gallery")} aria-label={`${m.prompt ?? "Image"} (open the Gallery)`}>
                  <img src={m.thumbUrl ?? m.url} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Images you create will show up here.</p>
        )}
      </section>
    </div>
  );
}
