// A catalogue message with markup in some of its placeholders ("Short by {credits}", the figure in <strong>):
// the sentence stays whole in each language, and the markup goes where that language puts the placeholder.
import { Fragment, type ReactNode } from "react";
import { t, type MessageKey, type Params } from "../i18n";

/** The words of `key` with each `{name}` of `parts` replaced by its markup, and `params` filled as `t` fills them. */
export function tx(key: MessageKey, parts: Record<string, ReactNode>, params?: Params): ReactNode {
  const text = t(key, params);
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    const name = m[1] ?? "";
    if (!(name in parts)) continue;
    out.push(text.slice(last, m.index));
    out.push(<Fragment key={out.length}>{parts[name]}</Fragment>);
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(text.slice(last));
  return <>{out}</>;
}
