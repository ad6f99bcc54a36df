import { useStudio } from "./state";
import { Nav } from "./components/Nav";
import { Header, SandboxBanner } from "./components/Header";
import { Toasts } from "./components/Toasts";
import { ErrorNotice } from "./components/ErrorNotice";
import { Welcome } from "./screens/Welcome";
import { Home } from "./screens/Home";
import { CreateImage } from "./screens/CreateImage";
import { Gallery } from "./screens/Gallery";
import { Characters } from "./screens/Characters";
import { Settings } from "./screens/Settings";
import { Slideshows } from "./screens/Slideshows/Slideshows";
import { Video } from "./screens/Video";
import { Music } from "./screens/Music";
import { Tools } from "./screens/Tools/Tools";
import { useRecallCount } from "./lib/recall";

export function App() {
  const { ready, bootError, connection, screen } = useStudio();
  // A screen with a form opens again when a recall is stored while it is open (it takes it on opening).
  const recalls = useRecallCount();

  if (!ready) {
    return (
      <div className="boot" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Starting Media Studio…
      </div>
    );
  }
  if (bootError || !connection) {
    return (
      <main className="boot">
        <div>
          <h1>Media Studio couldn't start</h1>
          <ErrorNotice
            error={bootError}
            headline="Something went wrong while starting. Restarting the app usually helps."
          />
        </div>
      </main>
    );
  }
  if (connection.mode === "none") {
    return (
      <>
        <Welcome />
        <Toasts />
      </>
    );
  }

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Nav />
      <div className="shell-main">
        <SandboxBanner />
        <Header />
        <main
          id="main"
          className={
            screen === "create" || screen === "video" || screen === "music" || screen === "slideshows"
              ? "main main-fixed"
              : "main"
          }
          tabIndex={-1}
        >
          {screen === "home" ? <Home /> : null}
          {screen === "create" ? <CreateImage key={recalls} /> : null}
          {screen === "characters" ? <Characters /> : null}
          {screen === "gallery" ? <Gallery /> : null}
          {screen === "video" ? <Video key={recalls} /> : null}
          {screen === "tools" ? <Tools key={recalls} /> : null}
          {screen === "music" ? <Music key={recalls} /> : null}
          {screen === "slideshows" ? <Slideshows key={recalls} /> : null}
          {screen === "settings" ? <Settings /> : null}
        </main>
      </div>
      <Toasts />
    </div>
  );
}
