//! `GET /api/hook-types`.

use super::common::{yes, Extra};
use serde::{Deserialize, Serialize};

wire_enum! {
    /// Slideshow story formats. The list is dynamic: new slugs decode as `Unknown`.
    pub enum HookTypeSlug {
        StoryArc = "story-arc",
        BeforeAfter = "before-after",
        Grwm = "grwm",
        PovStory = "pov-story",
        Tutorial = "tutorial",
        Listicle = "listicle",
        DayInMyLife = "day-in-my-life",
        HotTake = "hot-take",
        ProductUnboxing = "product-unboxing",
        OutfitCheck = "outfit-check",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct HookType {
    /// May be present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default)]
    pub name: String,
    pub slug: HookTypeSlug,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct HookTypeList {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default)]
    pub hook_types: Vec<HookType>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
