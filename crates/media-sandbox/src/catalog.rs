//! Fixed catalogues the sandbox serves: hook types (with default slide counts and narrative beats)
//! and the canvas-parity tool ids.

pub struct HookType {
    pub slug: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub default_slides: u32,
    pub beats: &'static [&'static str],
}

pub const HOOK_TYPES: &[HookType] = &[
    HookType {
        slug: "story-arc",
        name: "Story Arc",
        description:
            "Default narrative format: hook, problem, discovery, transformation, call to action.",
        default_slides: 6,
        beats: &[
            "Hook",
            "Problem",
            "Discovery",
            "Transformation",
            "Result",
            "Call to action",
        ],
    },
    HookType {
        slug: "before-after",
        name: "Before/After",
        description: "Show the before, the change and the after.",
        default_slides: 4,
        beats: &["Before", "The change", "After", "Call to action"],
    },
    HookType {
        slug: "grwm",
        name: "Get Ready With Me",
        description: "Step-by-step routine while getting ready.",
        default_slides: 5,
        beats: &[
            "Get ready with me",
            "Step one",
            "Step two",
            "Final look",
            "Call to action",
        ],
    },
    HookType {
        slug: "pov-story",
        name: "POV Story",
        description: "A first-person point-of-view story.",
        default_slides: 5,
        beats: &[
            "POV",
            "The moment",
            "The twist",
            "The outcome",
            "Call to action",
        ],
    },
    HookType {
        slug: "tutorial",
        name: "Tutorial",
        description: "Teach something in clear steps.",
        default_slides: 6,
        beats: &[
            "How to",
            "Step 1",
            "Step 2",
            "Step 3",
            "Pro tip",
            "Call to action",
        ],
    },
    HookType {
        slug: "listicle",
        name: "Listicle",
        description: "A numbered list of tips or picks.",
        default_slides: 6,
        beats: &[
            "Top picks",
            "Number 1",
            "Number 2",
            "Number 3",
            "Number 4",
            "Call to action",
        ],
    },
    HookType {
        slug: "day-in-my-life",
        name: "Day in My Life",
        description: "Moments from a day, morning to night.",
        default_slides: 6,
        beats: &[
            "A day in my life",
            "Morning",
            "Midday",
            "Afternoon",
            "Evening",
            "Call to action",
        ],
    },
    HookType {
        slug: "hot-take",
        name: "Hot Take",
        description: "A bold opinion and why.",
        default_slides: 4,
        beats: &["Hot take", "Why", "The proof", "Call to action"],
    },
    HookType {
        slug: "product-unboxing",
        name: "Product Unboxing",
        description: "Unbox and react to a product.",
        default_slides: 5,
        beats: &[
            "Unboxing",
            "First look",
            "Details",
            "Verdict",
            "Call to action",
        ],
    },
    HookType {
        slug: "outfit-check",
        name: "Outfit Check",
        description: "Show an outfit piece by piece.",
        default_slides: 5,
        beats: &[
            "Outfit check",
            "Top",
            "Bottom",
            "Accessories",
            "Call to action",
        ],
    },
    // Not in the spec's table: a format added later ("new formats can appear without an interface
    // change"), whose default slide count the app can't know.
    HookType {
        slug: "myth-buster",
        name: "Myth Buster",
        description: "Take a common myth apart, one slide at a time.",
        default_slides: 8,
        beats: &[
            "The myth",
            "Why people believe it",
            "What is true",
            "The proof",
            "A second proof",
            "What to do instead",
            "Recap",
            "Call to action",
        ],
    },
];

pub fn hook_type(slug: &str) -> Option<&'static HookType> {
    HOOK_TYPES.iter().find(|h| h.slug == slug)
}

pub const PARITY_TOOL_IDS: &[&str] = &[
    "create_image",
    "create_image_batch",
    "edit_image",
    "remove_background",
    "overlay_text",
    "create_video",
    "edit_video",
    "stitch_videos",
    "trim_video",
    "mute_video",
    "write_shot_prompt",
];

/// Slides generated from the topic: one beat per slide (the call to action last).
pub fn generated_slides(
    topic: &str,
    hook: Option<&HookType>,
    count: u32,
    product: Option<&str>,
) -> Vec<(String, String)> {
    let beats: Vec<&str> = hook
        .map(|h| h.beats.to_vec())
        .unwrap_or_else(|| HOOK_TYPES[0].beats.to_vec());
    (0..count as usize)
        .map(|i| {
            let beat = if i + 1 == count as usize && count > 1 {
                beats[beats.len() - 1]
            } else {
                beats[i.min(beats.len() - 2)]
            };
            let text = if beat == "Call to action" {
                match product {
                    Some(p) => format!("Try {p} today"),
                    None => "Follow for more".to_string(),
                }
            } else {
                format!("{beat}: {topic}")
            };
            (text, format!("{beat} scene about {topic}"))
        })
        .collect()
}
