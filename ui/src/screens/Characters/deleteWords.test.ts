import { describe, expect, it } from "vitest";
import { localCopiesText } from "./DeleteCharacterDialog";
import { deletedText } from "./Characters";

describe("deleting a character", () => {
  it("says before what happens to the copies on this computer", () => {
    expect(localCopiesText(null)).toBeNull();
    expect(localCopiesText(0)).toBeNull();
    expect(localCopiesText(1)).toBe(
      "The 1 copy saved on this computer moves to the Trash: you can still save it to disk or put it back in your Gallery.",
    );
    expect(localCopiesText(5)).toBe(
      "The 5 copies saved on this computer move to the Trash: you can still save them to disk or put them back in your Gallery.",
    );
  });
  it("says after what the service deleted and where the copies went", () => {
    const deleted = (images: number, videos: number, movedToTrash: number) => ({
      deleted: { images, videos },
      movedToTrash,
    });
    expect(deletedText("Mia", deleted(12, 3, 0))).toBe("Mia was deleted, with 12 images and 3 videos.");
    expect(deletedText("Mia", deleted(2, 0, 2))).toBe(
      "Mia was deleted, with 2 images. Its 2 copies on this computer are in the Trash.",
    );
    expect(deletedText("Leo", deleted(0, 0, 1))).toBe("Leo was deleted. Its copy on this computer is in the Trash.");
  });
});
