import { describe, expect, it } from "vitest";
import { unwrap } from "./transport";
import { ApiError } from "./errors";

describe("unwrap (tauri-specta Result shapes)", () => {
  it("returns data of an ok result", async () => {
    await expect(unwrap(Promise.resolve({ status: "ok", data: { credits: 5 } }))).resolves.toEqual({ credits: 5 });
    await expect(unwrap({ status: "ok", data: null })).resolves.toBeNull();
  });
  it("throws the app error of an error result", async () => {
    const p = unwrap({ status: "error", error: { code: "validation", message: "Bad", field: "numImages" } });
    await expect(p).rejects.toBeInstanceOf(ApiError);
    await expect(p).rejects.toMatchObject({ code: "validation", field: "numImages", message: "Bad" });
  });
  it("passes through plain values, including objects with their own status field", async () => {
    const job = { id: "j1", status: "completed", media: [] };
    await expect(unwrap(job)).resolves.toBe(job);
    await expect(unwrap("text")).resolves.toBe("text");
  });
});

describe("ApiError.from", () => {
  it("keeps code, message and field of the contract's error", () => {
    const e = ApiError.from({ code: "unauthorized", message: "401", field: null });
    expect(e.code).toBe("unauthorized");
    expect(e.field).toBeNull();
    expect(e.detail).toBe("unauthorized: 401");
  });
  it("puts studio-core's details into the details line", () => {
    const e = ApiError.from({ code: "network", message: "Can't reach", field: null, details: "connect refused" });
    expect(e.detail).toBe("network: Can't reach — connect refused");
  });
  it("wraps strings and unknown values as internal errors", () => {
    expect(ApiError.from("boom").code).toBe("internal");
    expect(ApiError.from("boom").message).toBe("boom");
    expect(ApiError.from(new Error("x")).message).toBe("x");
  });
});
