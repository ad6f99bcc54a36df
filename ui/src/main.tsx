import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { StudioProvider } from "./state";
import { App } from "./App";
import "./styles.css";

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <StudioProvider>
      <App />
    </StudioProvider>
  </StrictMode>,
);
