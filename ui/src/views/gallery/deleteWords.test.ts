import { describe, expect, it } from "vitest";
import {
  atServiceText,
  deletedManyText,
  deletedText,
  deletesAtService,
  notDeletedText,
  notDoneText,
  restoredText,
} from "./deleteWords";
import { mediaItem } from "../../testing/mediaItem";

/** Words without a key (the service's), shown as they came. */
const plain = (text: string) => ({ key: "", text });
describe("delete words", () => {
  it("names what a bulk delete deletes at the service by its kind", () => {
    const rest = "deleted at the service for good — it cannot be undone there.";
    expect(atServiceText(2, 0)).toBe(`2 images are ${rest}`);
    expect(atServiceText(1, 0)).toBe(`1 image is ${rest}`);
    expect(atServiceText(0, 1)).toBe(`1 video is ${rest}`);
    expect(atServiceText(0, 3)).toBe(`3 videos are ${rest}`);
    expect(atServiceText(2, 1)).toBe(`2 images and 1 video are ${rest}`);
  });

  const picture = mediaItem("p", "image");
  const track = mediaItem("t", "audio");
  const local = mediaItem("v", "video", { remoteId: null, deletesAtService: false });

  it("words a delete by the core's word on what the service deletes (MediaItem.deletesAtService)", () => {
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
    // Deleted at the service: it reads with no service id, and comes back on this computer only.
    const gone = { ...picture, remoteId: null, remoteUrl: null, serviceGone: "2026-11-21T10:00:00Z" };
    expect(restoredText(gone)).toBe(
      "Back in the gallery, on this computer only: the copy at the service stays deleted.",
    );
  });

  it("counts a bulk delete as it was done, and names what stays with its reasons", () => {
    const none = { serviceDeleted: 0, alreadyGone: 0, kept: 0, notHeld: 0, alreadyInTrash: 0, untouched: 0 };
    const r = {
      ...none,
      trashed: ["a", "b", "c"],
      serviceDeleted: 2,
      kept: 1,
      alreadyInTrash: 1,
      failed: [
        { id: "x", reason: plain("The service had a problem (500)") },
        { id: "y", reason: plain("The service had a problem (500)") },
        { id: "z", reason: plain("This item is not in your library") },
      ],
    };
    expect(deletedManyText(r)).toBe(
      "3 items moved to the Trash on this computer (2 deleted at the service for good, 1 music track stays at the service). 1 item was already there.",
    );
    expect(notDeletedText(r)).toBe(
      "3 items stay in your library, still selected: The service had a problem (500) (2); This item is not in your library (1)",
    );
    expect(notDeletedText({ ...r, failed: [] })).toBeNull();
    expect(deletedManyText({ ...none, trashed: [], failed: [] })).toBe("Nothing moved to the Trash.");
    // Removed from this computer only: the service keeps its copies.
    expect(deletedManyText({ ...none, trashed: ["a", "b"], untouched: 2, failed: [] })).toBe(
      "2 items moved to the Trash on this computer (the service keeps their copies).",
    );
  });

  it("names what a bulk restore or export left, with its reasons", () => {
    const missing = { id: "m", reason: plain("The file of this item is missing from the app's folder") };
    expect(notDoneText([missing], "exported")).toBe(
      "1 item was not exported: The file of this item is missing from the app's folder",
    );
    const notHere = [
      { id: "a", reason: plain("This item is not in the Trash") },
      { id: "b", reason: plain("This item is not in your library") },
    ];
    expect(notDoneText(notHere, "restored")).toBe(
      "2 items were not restored: This item is not in the Trash (1); This item is not in your library (1)",
    );
    expect(notDoneText([], "exported")).toBeNull();
  });
});
