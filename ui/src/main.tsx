import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { commands } from "./bindings";
import { StudioProvider } from "./state";
import { App } from "./App";
import { useLang } from "./i18n";
import "./styles.css";

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <StudioProvider>
      <SpokenApp />
    </StudioProvider>
  </StrictMode>,
);

/** The window in its language: a switch of language draws every screen again in the new one. */
function SpokenApp() {
  const { lang } = useLang();
  return <App key={lang} />;
}

// Once the first frame is on screen, the app's core starts opening (src-tauri core_slot.rs): its work
// at start never competes with the first paint. Commands sent before then wait for it.
requestAnimationFrame(() => requestAnimationFrame(() => void commands.windowPainted().catch(() => undefined)));
