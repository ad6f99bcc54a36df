import { describe, expect, it } from "vitest";
import { deletedText, deletesAtService, restoredText } from "./deleteWords";
import { mediaItem } from "../../testing/mediaItem";

describe("delete words", () => {
  const picture = mediaItem("p", "image");
  const track = mediaItem("t", "audio");
  const local = mediaItem("v", "video", { remoteId: null });

  it("asks the service only for pictures and videos it holds by id", () => {
    expect([deletesAtService(picture), deletesAtService(track), deletesAtService(local)]).toEqual([true, false, false]);
  });

  it("never calls a 404 or a music track deleted from the service", () => {
    expect(deletedText({ item: picture, service: "deleted" })).toMatch(/^Deleted from the service/);
    expect(deletedText({ item: picture, service: "already_gone" })).toBe(
      "The service no longer had this image, so nothing was deleted there. The copy on this computer is in the Trash.",
    );
    expect(deletedText({ item: track, service: "kept" })).toBe(
      "Removed from this computer: the music track is in the Trash. The service keeps its copy.",
    );
    for (const service of ["already_gone", "kept", "not_held", "already_in_trash"] as const) {
      expect(deletedText({ item: track, service })).not.toMatch(/deleted from the service/i);
    }
  });

  it("says the service's copy stays deleted only when it was deleted there", () => {
    expect(restoredText(picture)).toMatch(/stays deleted/);
    expect(restoredText(track)).toBe("Back in the gallery.");
  });
});
