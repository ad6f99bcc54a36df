import { useNavigation, useSession, type Screen } from "./state";
import { Nav } from "./views/Nav";
import { Header, SandboxBanner } from "./views/Header";
import { Toasts } from "./views/Toasts";
import { Shortcuts } from "./views/Shortcuts";
import { SettingsDrop } from "./views/SettingsDrop";
import { BootProblem, LibraryRecovered } from "./screens/StartProblems/StartProblems";
import { lazy, Suspense, type ComponentType } from "react";
import { Welcome } from "./screens/Welcome/Welcome";
import { Home } from "./screens/Home/Home";
import { renewWords } from "./state/liveWords";
import { t } from "./i18n";

// The first screens (Welcome, Home) come with the page; every other screen is loaded the first time it is
// opened, so the window's first paint and its idle memory don't carry code that may never run.
const SCREENS: Partial<Record<Screen, ComponentType>> = {
  create: lazy(() => import("./screens/CreateImage/CreateImage").then((m) => ({ default: m.CreateImage }))),
  characters: lazy(() => import("./screens/Characters/Characters").then((m) => ({ default: m.Characters }))),
  gallery: lazy(() => import("./screens/Gallery/Gallery").then((m) => ({ default: m.Gallery }))),
  video: lazy(() => import("./screens/Video/Video").then((m) => ({ default: m.Video }))),
  tools: lazy(() => import("./screens/Tools/Tools").then((m) => ({ default: m.Tools }))),
  music: lazy(() => import("./screens/Music/Music").then((m) => ({ default: m.Music }))),
  slideshows: lazy(() => import("./screens/Slideshows/Slideshows").then((m) => ({ default: m.Slideshows }))),
  recipes: lazy(() => import("./screens/Recipes/Recipes").then((m) => ({ default: m.Recipes }))),
  settings: lazy(() => import("./screens/Settings/Settings").then((m) => ({ default: m.Settings }))),
};

export function App() {
  // Drawn again in another language (main.tsx): the word constants shared by the screens are filled in it first.
  renewWords();
  const { ready, bootError, connection, recovery, dismissRecovery } = useSession();
  const { screen } = useNavigation();
  const Opened = SCREENS[screen];

  if (!ready) {
    // The same as index.html's boot shell, which shows before any script has run.
    return (
      <div className="boot" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> {t("shell.starting")}
      </div>
    );
  }
  if (bootError || !connection) {
    return <BootProblem error={bootError} />;
  }
  if (recovery) {
    return <LibraryRecovered recovery={recovery} onContinue={dismissRecovery} />;
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
        {t("shell.skip_to_content")}
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
          {/* One boundary per screen (key): while the next screen loads, the last one is gone, not kept
              hidden in the page with its fields' ids. */}
          <Suspense
            key={screen}
            fallback={
              <p className="muted screen-loading" aria-busy="true">
                <span className="spinner" aria-hidden="true" /> {t("shell.opening")}
              </p>
            }
          >
            {Opened ? <Opened /> : null}
          </Suspense>
        </main>
      </div>
      <Toasts />
      <Shortcuts />
      <SettingsDrop />
    </div>
  );
}
