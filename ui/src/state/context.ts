import { useContext, type Context } from "react";

/** A store's value; its hook used outside StudioProvider is a programming error, said at once. */
export function useProvided<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${hook} outside StudioProvider`);
  return value;
}
