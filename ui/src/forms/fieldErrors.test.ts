import { describe, expect, it } from "vitest";
import { byLastPart, fieldMessages, listField } from "./fieldErrors";

const err = (field: string, message: string) => ({ field, message });

describe("field messages", () => {
  it("keeps the first message per field; a trailing list index counts as its list", () => {
    const errors = [
      err("videoUrls[1]", "Clip 2 has no address"),
      err("videoUrls[3]", "Clip 4 has no address"),
      err("prompt", "Write a prompt"),
      err("prompt", "The prompt is too long"),
    ];
    expect(fieldMessages(errors)).toEqual({ videoUrls: "Clip 2 has no address", prompt: "Write a prompt" });
  });

  it("keeps a whole path (an index inside it too); a problem of the whole request is 'other'", () => {
    const errors = [err("slides[3].text", "Slide 4 has no words"), err("textStyle.fontSize", "Too big"), err("", "No")];
    expect(fieldMessages(errors)).toEqual({
      "slides[3].text": "Slide 4 has no words",
      "textStyle.fontSize": "Too big",
      other: "No",
    });
    expect(listField("slides[3]")).toBe("slides");
  });

  it("names fields as the form does", () => {
    const source = (k: string) => (k === "imageId" || k === "imageUrl" ? "source" : k);
    const errors = [err("request.imageUrl", "Choose a picture"), err("imageId", "Another"), err("", "Whole")];
    expect(fieldMessages(errors, byLastPart(source))).toEqual({ source: "Choose a picture", other: "Whole" });
    expect(fieldMessages(undefined)).toEqual({});
  });
});
