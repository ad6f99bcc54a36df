import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeStoredDraft, DRAFT_DELAY, DraftSaver, fieldsOver, type DraftSaveState } from "./draftSaver";

/** A stand-in for the app's draft store: what is stored, and every read and write. */
function fakeStore(drafts: Record<string, string> = {}) {
  return {
    drafts,
    draftGet: vi.fn(async (form: string) => drafts[form] ?? null),
    draftSave: vi.fn(async (form: string, value: string) => {
      drafts[form] = value;
      return null;
    }),
  };
}

interface Form {
  prompt: string;
  count: number;
}
const empty: Form = { prompt: "", count: 1 };
const restore = fieldsOver(empty);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("reading a draft back", () => {
  it("reads the stored draft once, however often it is asked (React's double effects)", async () => {
    const store = fakeStore({ music: JSON.stringify({ prompt: "calm piano" }) });
    const saver = new DraftSaver("music", store);
    const restoreSpy = vi.fn(restore);
    const [a, b] = await Promise.all([saver.read(restoreSpy), saver.read(restoreSpy)]);
    expect(await saver.read(restoreSpy)).toEqual({ prompt: "calm piano", count: 1 });
    expect(a).toEqual({ prompt: "calm piano", count: 1 });
    expect(b).toBe(a);
    expect(store.draftGet).toHaveBeenCalledTimes(1);
    expect(store.draftGet).toHaveBeenCalledWith("music");
    expect(restoreSpy).toHaveBeenCalledTimes(1);
  });

  it("ignores a draft of a shape the form can't use, without throwing", async () => {
    const shapes = ["not json {", "[1, 2]", '"just words"', "42", "null", ""];
    for (const raw of shapes) {
      const saver = new DraftSaver("f", fakeStore({ f: raw }));
      await expect(saver.read(restore), raw).resolves.toBeNull();
    }
    // A restore that refuses (or throws on) what it finds is the same as no draft.
    const saver = new DraftSaver("f", fakeStore({ f: '{"prompt": 3}' }));
    await expect(
      saver.read(() => {
        throw new Error("old shape");
      }),
    ).resolves.toBeNull();
  });

  it("keeps a plain-text draft as text", async () => {
    const saver = new DraftSaver("notes", fakeStore({ notes: "likes red {jackets" }));
    await expect(saver.read((s) => String(s), true)).resolves.toBe("likes red {jackets");
  });

  it("says when the draft could not be read, and goes on with none", async () => {
    const store = fakeStore();
    store.draftGet.mockRejectedValueOnce(new Error("disk"));
    const saver = new DraftSaver("f", store);
    const errors: string[] = [];
    saver.onError = (_e, during) => errors.push(during);
    await expect(saver.read(restore)).resolves.toBeNull();
    expect(errors).toEqual(["read"]);
  });
});

describe("saving as the person types", () => {
  function restoredSaver(store = fakeStore()) {
    const saver = new DraftSaver("f", store);
    const states: DraftSaveState[] = [];
    saver.onState = (s) => states.push(s);
    saver.restoredAs(JSON.stringify(empty));
    return { saver, store, states };
  }

  it("writes nothing before the form has its draft, nor for the draft just read back", async () => {
    const store = fakeStore();
    const saver = new DraftSaver("f", store);
    saver.change("typed before the draft was back");
    saver.restoredAs(JSON.stringify(empty));
    saver.change(JSON.stringify(empty));
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 3);
    expect(store.draftSave).not.toHaveBeenCalled();
  });

  it("writes the last of quick changes once, after the delay", async () => {
    const { saver, store, states } = restoredSaver();
    saver.change("a");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY - 50);
    saver.change("ab");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY - 50);
    saver.change("abc");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY - 1);
    expect(store.draftSave).not.toHaveBeenCalled();
    expect(states.at(-1)).toBe("saving");
    await vi.advanceTimersByTimeAsync(1);
    expect(store.draftSave).toHaveBeenCalledTimes(1);
    expect(store.drafts.f).toBe("abc");
    expect(states.at(-1)).toBe("saved");
    // Back to what is stored: nothing more to write.
    saver.change("abc");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 2);
    expect(store.draftSave).toHaveBeenCalledTimes(1);
  });

  it("leaving within the delay writes the last change at once", async () => {
    const { saver, store } = restoredSaver();
    saver.change("typed in a hurry");
    saver.flush();
    expect(store.draftSave).toHaveBeenCalledWith("f", "typed in a hurry");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 2);
    expect(store.draftSave).toHaveBeenCalledTimes(1);
    saver.flush();
    expect(store.draftSave).toHaveBeenCalledTimes(1);
  });

  it("a failed write is said and the state goes back to idle", async () => {
    const { saver, store, states } = restoredSaver();
    store.draftSave.mockRejectedValueOnce(new Error("disk full"));
    const errors: string[] = [];
    saver.onError = (_e, during) => errors.push(during);
    saver.change("x");
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY);
    expect(errors).toEqual(["save"]);
    expect(states.at(-1)).toBe("idle");
  });

  it("discard empties the stored draft and drops what was waiting", async () => {
    const { saver, store } = restoredSaver(fakeStore({ f: "old" }));
    saver.change("sent already");
    await saver.discard(JSON.stringify(empty));
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 2);
    saver.flush();
    expect(store.draftSave.mock.calls).toEqual([["f", ""]]);
    // The empty form is what is stored now: it is not written again.
    saver.change(JSON.stringify(empty));
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 2);
    expect(store.draftSave).toHaveBeenCalledTimes(1);
  });
});

describe("fieldsOver", () => {
  it("lays a stored object over the empty draft (an old draft lacks newer fields)", () => {
    expect(restore({ prompt: "x" })).toEqual({ prompt: "x", count: 1 });
    expect(restore(["x"])).toBeNull();
    expect(restore("x")).toBeNull();
  });
});

describe("changeStoredDraft", () => {
  it("changes another form's stored draft, keeping its other fields; starts from {} when unreadable", async () => {
    const store = fakeStore({ "create-image": JSON.stringify({ prompt: "old", provider: "p" }), other: "{oops" });
    await changeStoredDraft("create-image", (d) => ({ ...d, prompt: "new" }), store);
    expect(JSON.parse(store.drafts["create-image"])).toEqual({ prompt: "new", provider: "p" });
    await changeStoredDraft("other", (d) => ({ ...d, prompt: "new" }), store);
    expect(JSON.parse(store.drafts.other)).toEqual({ prompt: "new" });
  });
});
