import { describe, expect, it } from "vitest";
import { copyName, toolName } from "./toolNames";

describe("tool names", () => {
  it("names a tool as the Tools screen does, and its copy by what it is", () => {
    expect(toolName("mute_video")).toBe("Remove sound");
    expect(copyName({ provider: "mute_video", jobKind: "tool" })).toBe("Silent copy");
    expect(copyName({ provider: "trim_video", jobKind: "tool" })).toBe("Trimmed copy");
    expect(copyName({ provider: "this-computer", jobKind: "mix" })).toBe("With music");
    expect(copyName({ provider: "some_new_tool", jobKind: "tool" })).toBe("Copy");
  });
});
