//! `CharacterFormData`: the structured input of image generation. Every leaf is an optional string,
//! except `photography.aspectRatio` and `composition.photoType`, which are enums of the listed values.

use serde::{Deserialize, Serialize};

wire_enum! {
    /// `photography.aspectRatio`.
    pub enum AspectRatio {
        Square = "1:1",
        Portrait2x3 = "2:3",
        Landscape3x2 = "3:2",
        Portrait3x4 = "3:4",
        Landscape4x3 = "4:3",
        Portrait4x5 = "4:5",
        Landscape5x4 = "5:4",
        Vertical9x16 = "9:16",
        Wide16x9 = "16:9",
        Ultrawide21x9 = "21:9",
    }
}

wire_enum! {
    /// `composition.photoType`.
    pub enum PhotoType {
        MirrorSelfie = "mirror_selfie",
        ArmExtendedSelfie = "arm_extended_selfie",
        SelfieCamera = "selfie_camera",
        Candid = "candid",
        Portrait = "portrait",
        FullBody = "full_body",
        GroupPhoto = "group_photo",
        ActionShot = "action_shot",
        Profile = "profile",
        Headshot = "headshot",
        CloseUp = "close_up",
        WaistUp = "waist_up",
        ThreeQuarter = "three_quarter",
        SideProfile = "side_profile",
        Overhead = "overhead",
        LowAngle = "low_angle",
        Fashion = "fashion",
        Editorial = "editorial",
        Lifestyle = "lifestyle",
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterFormData {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<Subject>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub photography: Option<Photography>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub background: Option<Background>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accessories: Option<Accessories>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub composition: Option<Composition>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Subject {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pose: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair: Option<Hair>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clothing: Option<Clothing>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Hair {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Clothing {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top: Option<Garment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom: Option<Garment>,
}

/// `clothing.top` / `clothing.bottom`: `{type, color}`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Garment {
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Photography {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shot_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspect_ratio: Option<AspectRatio>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub angle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub framing: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub texture: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Background {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setting: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lighting: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atmosphere: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Accessories {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headwear: Option<Headwear>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eyewear: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jewelry: Option<Jewelry>,
}

/// `accessories.headwear`: `{type}`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Headwear {
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Jewelry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub earrings: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub necklace: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Composition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub photo_type: Option<PhotoType>,
}
