// The shared word helpers in German (the window switched to it, as Settings does): whole German sentences,
// numbers written the German way, and the tables read by name (tool names, next steps) in German too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrackedJob } from "../api";
import { chooseLang } from "../i18n";
import { formatCredits, generateButtonText, resetText } from "./format";
import { failureWords, lostAnswerNotice } from "../state/jobFailure";
import { NOT_PUBLISHED, priceText } from "./price";
import { readyNotice } from "../state/readyToast";
import { renewWords } from "../state/liveWords";
import { runningWords } from "./runningWords";
import { TOOL_NAMES, toolName } from "../state/toolNames";
import { stepsFor } from "../state/nextStep";
import { sizeText } from "../views/usePhotoDrop";
import { deletedText } from "../screens/Characters/Characters";
import { localCopiesText, whatGoes } from "../screens/Characters/DeleteCharacterDialog";

const job = (id: string, kind: TrackedJob["kind"], media = 1, status = "completed"): TrackedJob =>
  ({
    id,
    kind,
    provider: "gemini",
    status,
    media: Array.from({ length: media }, (_, i) => ({ id: `${id}_${i}` })),
  }) as unknown as TrackedJob;

describe("the shared words in German", () => {
  beforeAll(() => {
    chooseLang("de");
    renewWords();
  });
  afterAll(() => {
    chooseLang("system");
    renewWords();
  });

  it("says the Generate button and prices in German", () => {
    const ready = { kind: "ready" as const, credits: 1200, balance: 5000, short: false };
    expect(generateButtonText(4, ready)).toBe("4 Bilder erstellen — 1.200 Credits");
    expect(generateButtonText(1, { kind: "invalid" })).toBe("1 Bild erstellen");
    expect(formatCredits(1)).toBe("1 Credit");
    expect(priceText(6, "at_most")).toBe("bis zu 6 Credits");
    expect(NOT_PUBLISHED).toBe("Preis nicht veröffentlicht");
    const local = new Date(2026, 10, 22, 10);
    expect(resetText(new Date(2026, 10, 30, 12).toISOString(), local)).toBe("Erneuerung in 8 Tagen (30. Nov.)");
  });

  it("counts finished and running work in whole German sentences", () => {
    expect(readyNotice([job("a", "image", 3)])?.text).toBe("Ihre 3 Bilder sind fertig");
    expect(readyNotice([job("a", "image", 2), job("b", "video")])).toMatchObject({
      text: "Ihre 2 Bilder und 1 Video sind fertig",
      label: "In der Galerie ansehen",
    });
    expect(runningWords([job("v", "video", 1, "processing")])).toBe("Ein Video wird erstellt.");
    expect(runningWords([job("m", "music", 1, "processing"), job("i", "image", 0, "processing")], () => 0)).toBe(
      "Bilder und ein Musikstück werden erstellt.",
    );
  });

  it("says why a job failed, and the core's wait, in German", () => {
    expect(failureWords({ key: "", text: "HTTP 429 Too Many Requests" }).headline).toBe(
      "Der Dienst war zu ausgelastet, um das zu erstellen.",
    );
    expect(
      failureWords({
        key: "",
        text: "The service has not listed this video 30 minutes after it was sent, and it gives no other way.",
      }).headline,
    ).toBe("Das Video ist 30 Minuten nach dem Senden nicht in Ihrer Bibliothek erschienen.");
    expect(
      failureWords({
        key: "job.video_not_listed",
        params: { waited: { key: "job.waited_minutes", params: { n: 30 }, text: "30 minutes" } },
        text: "The service has not listed this video 30 minutes after it was sent, …",
      }).headline,
    ).toBe("Das Video ist 30 Minuten nach dem Senden nicht in Ihrer Bibliothek erschienen.");
    expect(failureWords({ key: "job.lost", text: "The job could not be found any more" }).headline).toBe(
      "Der Auftrag war nicht mehr zu finden.",
    );
    expect(
      lostAnswerNotice({
        kind: "music",
        provider: "music",
        error: { key: "", text: "the answer was lost" },
        mayHaveStarted: true,
      }),
    ).toBe(
      "Ein Musikstück: Die Antwort ging nach dem Senden verloren, daher wurde der Auftrag möglicherweise berechnet. Prüfen Sie Ihr Guthaben, bevor Sie es noch einmal erstellen.",
    );
  });

  it("reads the tables by name in German", () => {
    expect(TOOL_NAMES.trim_video).toBe("Video kürzen");
    expect(toolName("mute_video")).toBe("Ton entfernen");
    expect("mute_video" in TOOL_NAMES).toBe(true);
    const labels = stepsFor({ kind: "video", remoteId: "r", remoteUrl: "https://cdn/v.mp4", jobId: null }).map(
      (s) => s.label,
    );
    expect(labels).toEqual([
      "Text hinzufügen",
      "Video kürzen",
      "Clips verbinden",
      "Ton entfernen",
      "Video bearbeiten",
      "Musik hinzufügen",
    ]);
    expect(sizeText(3.4 * 1024 * 1024)).toBe("3,4 MB");
  });

  it("words deleting a character in German", () => {
    expect(whatGoes("Mia", 12, 3)).toBe(
      "Dies löscht Mia und alles, was mit diesem Charakter erstellt wurde: 12 Bilder und 3 Videos. Das lässt sich nicht rückgängig machen.",
    );
    expect(localCopiesText(1)).toMatch(/^1 Kopie auf diesem Computer kommt in den Papierkorb/);
    expect(deletedText("Mia", { deleted: { images: 12, videos: 3 }, movedToTrash: 2 })).toBe(
      "Mia wurde gelöscht, zusammen mit 12 Bildern und 3 Videos. Die 2 Kopien auf diesem Computer liegen im Papierkorb.",
    );
  });
});
