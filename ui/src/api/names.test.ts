// Every wrapper of the api layer is named as the command it calls: its area's object says the area and the
// wrapper the rest of the command's name (`tagsApi.remove` calls `tags_remove`, `tagsApi.delete` calls
// `tag_delete`, `api.creditsGet` calls `credits_get`), so no wrapper says another verb than its command. Each
// wrapper is called once over stand-in bindings that record which command it reached.
import { describe, expect, it, vi } from "vitest";

const { called } = vi.hoisted(() => ({ called: [] as string[] }));
vi.mock("../bindings", () => ({
  commands: new Proxy(
    {},
    {
      get: (_, command) => () => {
        called.push(String(command));
        return Promise.resolve({ status: "ok", data: null });
      },
    },
  ),
  events: new Proxy({}, { get: () => ({ listen: () => Promise.resolve(() => undefined) }) }),
}));
vi.mock("@tauri-apps/api/core", () => ({ Channel: class {} }));

type Area = Record<string, unknown>;

/** Any argument a wrapper reads (a folder's token, a callback): every property and call answers itself. */
const anything: unknown = new Proxy(() => undefined, { get: () => anything, apply: () => anything });

/** Whether `wrapper` is named as `command` (both camelCase): the command's name, or its end after the area. */
export function namedAs(wrapper: string, command: string): boolean {
  return command === wrapper || command.endsWith(wrapper[0].toUpperCase() + wrapper.slice(1));
}

/** Each wrapper of the areas that calls a command, as [`area.wrapper`, command]. */
async function commandsOf(areas: Record<string, Area>): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const [area, wrappers] of Object.entries(areas))
    for (const [name, wrapper] of Object.entries(wrappers)) {
      if (typeof wrapper !== "function") continue;
      called.length = 0;
      await (wrapper as (...a: unknown[]) => unknown)(anything, anything, anything, anything);
      if (called.length) out.push([`${area}.${name}`, called[0]]);
    }
  return out;
}

/** The wrappers named otherwise than their command, as "area.wrapper calls command". */
async function misnamed(areas: Record<string, Area>): Promise<string[]> {
  return (await commandsOf(areas))
    .filter(([wrapper, command]) => !namedAs(wrapper.split(".")[1], command))
    .map(([wrapper, command]) => `${wrapper} calls ${command}`);
}

/** The areas of src/api: `api` and every exported `…Api` object. */
async function areas(): Promise<Record<string, Area>> {
  const modules = import.meta.glob(["./*.ts", "!./*.test.ts"]);
  const out: Record<string, Area> = {};
  for (const load of Object.values(modules))
    for (const [name, value] of Object.entries((await load()) as Record<string, unknown>))
      if ((name === "api" || name.endsWith("Api")) && value && typeof value === "object") out[name] = value as Area;
  return out;
}

describe("the api layer's wrappers", () => {
  it("are each named as the command they call", async () => {
    const all = await areas();
    expect(await misnamed(all)).toEqual([]);
    // Every command the api layer calls was reached by a wrapper of an area read.
    const sources = import.meta.glob(["./*.ts", "!./*.test.ts"], { query: "?raw", import: "default", eager: true });
    const calls = Object.values(sources as Record<string, string>).flatMap((s) => s.match(/commands\.\w+\(/g) ?? []);
    expect(new Set((await commandsOf(all)).map(([, command]) => command)).size).toBe(new Set(calls).size);
  });

  it("fails on a wrapper that says another verb (a test of the test)", async () => {
    const { commands } = await import("../bindings");
    const tagsApi = {
      take: (ids: string[], tagId: string) => commands.tagsRemove(ids, tagId),
      remove: (tagId: string) => commands.tagDelete(tagId),
      rename: (tagId: string, name: string) => commands.tagRename(tagId, name),
    };
    expect(await misnamed({ tagsApi })).toEqual(["tagsApi.take calls tagsRemove", "tagsApi.remove calls tagDelete"]);
  });
});
