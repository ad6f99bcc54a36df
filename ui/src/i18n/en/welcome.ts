// The first start (Welcome) and what the window shows when the library could not be opened as it was.
export const welcome = {
  "welcome.title": "Welcome! How would you like to start?",
  "welcome.lead": "You can change this any time in Settings.",
  "welcome.sandbox.title": "Try the Sandbox",
  "welcome.sandbox.text":
    "Play with every feature first. Results and credits are simulated: no real credits are spent. No account needed.",
  "welcome.sandbox.cta": "Start in the Sandbox",
  "welcome.sandbox.failed": "The Sandbox couldn't start.",
  "welcome.account.text":
    "Create real images with your Pro or Studio plan. You'll need the API key from your account page.",
  "welcome.account.cta": "Connect my account",
  "welcome.account.lead": "Your key is kept in this computer's password store, never in a file.",
  "welcome.back": "Back",
  "welcome.boot.in_use": "Media Studio is already open",
  "welcome.boot.too_new": "This library needs a newer Media Studio",
  "welcome.boot.failed": "Media Studio couldn't start",
  "welcome.boot.failed_headline": "Something went wrong while starting. Restarting the app usually helps.",
  "welcome.recovered.title": "Your library was damaged, so Media Studio started a new one",
  "welcome.recovered.text":
    "The file that lists your pictures, videos, music and jobs could not be read when Media Studio started (this can happen after a crash, a power cut or a full disk). Media Studio moved it aside and started with an empty list.",
  "welcome.recovered.kept": "The damaged file is kept, unchanged, here:",
  "welcome.recovered.media": "Your picture, video and music files were not touched. They are still in this folder:",
  "welcome.recovered.come_back":
    "Pictures and videos the service still holds come back into your Gallery when you open it while connected.",
  "welcome.recovered.continue": "Continue",
} as const;
