import { describe, expect, it } from "vitest";
import { makerChoices, makerName } from "./makerNames";

const catalogue = {
  imageProviders: [{ slug: "gpt-image-2.5-flare", name: "GPT Image 2.5 Flare" }],
  videoProviders: [{ slug: "seedance", name: "Seedance" }],
} as unknown as Parameters<typeof makerName>[1];

describe("maker names", () => {
  it("names providers from the catalogue, tools, mixes and the service's own makers; keeps an unknown slug", () => {
    expect(makerName("gpt-image-2.5-flare", catalogue)).toBe("GPT Image 2.5 Flare");
    expect(makerName("seedance", catalogue)).toBe("Seedance");
    expect(makerName("overlay_text", catalogue)).toBe("Add a caption");
    expect(makerName("this-computer", catalogue)).toBe("This computer");
    expect(makerName("add-music", catalogue)).toBe("The service's mix");
    expect(makerName("video-edit", catalogue)).toBe("Edit video");
    expect(makerName("music", catalogue)).toBe("Music");
    expect(makerName("brand-new-maker", catalogue)).toBe("brand-new-maker");
    expect(makerName(null, catalogue)).toBe("");
    // Before the catalogue is read: the providers by slug, the rest by name.
    expect(makerName("gpt-image-2.5-flare", null)).toBe("gpt-image-2.5-flare");
    expect(makerName("overlay_text", null)).toBe("Add a caption");
  });
  it("lists makers in the order of their names", () => {
    const list = makerChoices(["this-computer", "overlay_text", "gpt-image-2.5-flare", "seedance"], (s) =>
      makerName(s, catalogue),
    );
    expect(list.map((m) => m.name)).toEqual(["Add a caption", "GPT Image 2.5 Flare", "Seedance", "This computer"]);
    expect(list[0].slug).toBe("overlay_text");
  });
});
