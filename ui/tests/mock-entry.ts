// Bundled into an init script for the browser tests: mocks Tauri's IPC with the fake backend.
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import { createFakeBackend, type FakeConfig } from "./fake-backend";

declare global {
  interface Window {
    __FAKE_CONFIG__?: FakeConfig;
    __fake?: ReturnType<typeof createFakeBackend>;
  }
}

mockWindows("main");
const fake = createFakeBackend(window.__FAKE_CONFIG__ ?? {});
window.__fake = fake;
mockIPC((cmd, args) => fake.handle(cmd, args), { shouldMockEvents: true });
