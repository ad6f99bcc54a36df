// Which providers the spec's enable4K description names. Its credit tables also list a higher-resolution
// price for gpt-image-2, gpt-image-2.5-flare, gpt-image-2.5-sunburst and grok-image-2.0 ("4K: 4", "4K or
// xhigh: 2", "2K toggle: 2"), but the description of the enable4K parameter names only these three: on the
// others the window offers the option as the tables price it and says that its description does not
// document it there.

/** "enable4K ... doubles the credit cost on providers that support it"; the spec names these three. */
const ENABLE4K_NAMED = ["gemini", "seedream-4.5", "kling-image-v3"];

export function fourKDocumented(slug: string): boolean {
  return ENABLE4K_NAMED.includes(slug);
}
