import { describe, expect, it } from "vitest";
import { commands, type Catalog, type ConnectionStatus, type CoreError, type CreditsView } from "../bindings";
import { unwrap, value, type Result } from "./transport";
import { ApiError } from "./errors";

const ok = <T>(data: T): Promise<Result<T>> => Promise.resolve({ status: "ok", data });
const failed = <T>(error: CoreError): Promise<Result<T>> => Promise.resolve({ status: "error", error });

describe("unwrap (a fallible command's Result)", () => {
  it("returns data of an ok result", async () => {
    await expect(unwrap(ok({ credits: 5 }))).resolves.toEqual({ credits: 5 });
    await expect(unwrap(ok(null))).resolves.toBeNull();
  });
  it("keeps data that has its own status field", async () => {
    const job = { id: "j1", status: "completed", media: [] };
    await expect(unwrap(ok(job))).resolves.toBe(job);
  });
  it("throws the app error of an error result", async () => {
    const p = unwrap(failed({ code: "validation", message: "Bad", field: "numImages", details: null }));
    await expect(p).rejects.toBeInstanceOf(ApiError);
    await expect(p).rejects.toMatchObject({ code: "validation", field: "numImages", message: "Bad" });
  });
  it("turns a rejection into an ApiError", async () => {
    const p = unwrap<number>(Promise.reject(new Error("IPC closed")));
    await expect(p).rejects.toBeInstanceOf(ApiError);
    await expect(p).rejects.toMatchObject({ code: "internal", message: "IPC closed" });
  });
});

describe("value (an infallible command's answer)", () => {
  it("returns the value, including objects with their own status field", async () => {
    const job = { id: "j1", status: "completed", media: [] };
    await expect(value(Promise.resolve(job))).resolves.toBe(job);
    await expect(value(Promise.resolve("text"))).resolves.toBe("text");
  });
  it("turns a rejection with the contract's error into that ApiError", async () => {
    const p = value<number>(
      Promise.reject({ code: "network", message: "Can't reach", field: null, details: "refused" }),
    );
    await expect(p).rejects.toMatchObject({ code: "network", detail: "network: Can't reach — refused" });
  });
});

// Checked by tsc (`npm run lint`, `npm run build`), never run: each command's type is its own.
export function typeChecks(): void {
  const status: Promise<ConnectionStatus> = unwrap(commands.connectionStatus());
  const catalogue: Promise<Catalog> = value(commands.catalogueGet());
  // @ts-expect-error -- a wrong type for a command's value does not compile
  const wrong: Promise<string> = unwrap(commands.connectionStatus());
  // @ts-expect-error -- nor does a wrong explicit type argument
  void unwrap<CreditsView>(commands.connectionStatus());
  // @ts-expect-error -- an infallible command has no Result to unwrap
  void unwrap(commands.catalogueGet());
  // @ts-expect-error -- a fallible command's Result is not its value
  void value(commands.connectionStatus());
  void [status, catalogue, wrong];
}

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
