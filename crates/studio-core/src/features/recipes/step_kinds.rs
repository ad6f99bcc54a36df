//! The kinds of step a recipe takes, in one table: each kind's key and label (as the editor shows
//! them), its default request (inputs empty), what it takes from earlier steps and what it gives.
//! `steps` checks templates with it, the starter is made of its requests, and the window's recipe
//! editor reads it (`recipe_step_kinds`) instead of keeping a copy.

use crate::kinds::face::ImageReference;
use crate::kinds::tool::ToolRequest;
use crate::kinds::SpendRequest;
use media_api::types::hook_types::HookTypeSlug;
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TextPosition,
    TrimVideoRequest,
};
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio};
use media_api::{say, Words};
use media_api::{ImageProvider, VideoProvider};
use serde::Serialize;

/// What a step gives the steps after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum StepOutput {
    Picture,
    Video,
    Music,
}

impl StepOutput {
    pub(crate) fn word(self) -> Words {
        match self {
            StepOutput::Picture => say!("recipe.output.picture", "a picture"),
            StepOutput::Video => say!("recipe.output.video", "a video"),
            StepOutput::Music => say!("recipe.output.music", "a music track"),
        }
    }
}

const PICTURE: &[StepOutput] = &[StepOutput::Picture];
const VIDEO: &[StepOutput] = &[StepOutput::Video];
const MUSIC: &[StepOutput] = &[StepOutput::Music];
const EITHER: &[StepOutput] = &[StepOutput::Picture, StepOutput::Video];

/// The kinds of step recipes take, one line each, in the order the editor offers them: its key and
/// label (as the editor shows them), what each input takes (in the order of the step's `from`) and
/// what it gives (`None`: a caption gives the kind of result it was given).
macro_rules! step_kinds {
    ($($kind:ident $key:literal $label:literal [$($input:expr),*] $output:expr,)*) => {
        /// A kind of step recipes take.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum StepKind {
            $($kind,)*
        }

        type Row =
            (StepKind, &'static str, &'static str, &'static [&'static [StepOutput]], Option<StepOutput>);

        const STEP_KINDS: &[Row] = &[$((StepKind::$kind, $key, $label, &[$($input),*], $output),)*];
    };
}

step_kinds! {
    Pictures "pictures" "Pictures of the character" [] Some(StepOutput::Picture),
    Edit "edit" "Edit the picture" [PICTURE] Some(StepOutput::Picture),
    Slideshow "slideshow" "Slideshow" [] Some(StepOutput::Picture),
    Motion "motion" "Motion video" [PICTURE] Some(StepOutput::Video),
    Avatar "avatar" "Talking avatar" [PICTURE] Some(StepOutput::Video),
    Music "music" "Music track" [] Some(StepOutput::Music),
    Mix "mix" "Mix music into the video" [VIDEO, MUSIC] Some(StepOutput::Video),
    Caption "caption" "Caption" [EITHER] None,
    Trim "trim" "Trim video" [VIDEO] Some(StepOutput::Video),
    Join "join" "Join clips" [VIDEO, VIDEO] Some(StepOutput::Video),
    Mute "mute" "Remove sound" [VIDEO] Some(StepOutput::Video),
    Cutout "cutout" "Remove background" [PICTURE] Some(StepOutput::Picture),
}

/// A template's edit step: its picture comes from an earlier step (filled in by the run), so the
/// template names none yet.
fn edit_reference() -> ImageReference {
    ImageReference::picture("")
}

impl StepKind {
    /// The kind of a step's request; `None`: a request recipes don't take.
    pub(crate) fn of(request: &SpendRequest) -> Option<StepKind> {
        Some(match request {
            SpendRequest::Image { reference, .. }
                if reference.as_ref().is_some_and(|r| r.media_id.is_some()) =>
            {
                StepKind::Edit
            }
            SpendRequest::Image { .. } => StepKind::Pictures,
            SpendRequest::Slideshow { .. } => StepKind::Slideshow,
            SpendRequest::Video { .. } => StepKind::Motion,
            SpendRequest::Avatar { .. } => StepKind::Avatar,
            SpendRequest::Music { .. } => StepKind::Music,
            SpendRequest::Mix { .. } => StepKind::Mix,
            SpendRequest::Tool { request } => match request {
                ToolRequest::OverlayText(_) => StepKind::Caption,
                ToolRequest::TrimVideo(_) => StepKind::Trim,
                ToolRequest::StitchVideos(_) => StepKind::Join,
                ToolRequest::MuteVideo(_) => StepKind::Mute,
                ToolRequest::RemoveBackground(_) => StepKind::Cutout,
                ToolRequest::WriteShotPrompt(_) => return None,
            },
            // Video edits, compares, a make-again and any kind added later: not a step.
            _ => return None,
        })
    }

    fn row(self) -> &'static Row {
        STEP_KINDS
            .iter()
            .find(|r| r.0 == self)
            .expect("every kind is in the table")
    }

    /// What each input takes, in the order of the step's `from`.
    pub(crate) fn inputs(self) -> &'static [&'static [StepOutput]] {
        self.row().3
    }

    /// What it gives; `None` for a caption, which gives the kind of result it was given.
    pub(crate) fn output(self) -> Option<StepOutput> {
        self.row().4
    }

    /// A new step's request (its inputs empty: the run fills them from the steps it uses).
    pub(crate) fn request(self) -> SpendRequest {
        match self {
            StepKind::Pictures => {
                let mut pictures = GenerateImageRequest::simple("{topic}, portrait, natural light");
                pictures.num_images = Some(4);
                SpendRequest::Image {
                    provider: ImageProvider::GrokImage,
                    request: pictures,
                    reference: None::<ImageReference>,
                }
            }
            StepKind::Edit => SpendRequest::Image {
                provider: ImageProvider::Gemini,
                request: GenerateImageRequest::simple("{topic}"),
                reference: Some(edit_reference()),
            },
            StepKind::Slideshow => SpendRequest::Slideshow {
                request: GenerateSlideshowRequest {
                    topic: "{topic}".into(),
                    hook_type: Some(HookTypeSlug::Listicle),
                    slide_count: Some(5),
                    ..Default::default()
                },
            },
            StepKind::Avatar => {
                let mut avatar = AvatarVideoRequest::new(
                    "talks to the camera, friendly",
                    VideoAspectRatio::Vertical,
                    VideoProvider::KlingAvatar,
                );
                avatar.dialogue = Some("{topic}".into());
                SpendRequest::Avatar {
                    request: avatar,
                    recording_seconds: None,
                }
            }
            StepKind::Join => tool(ToolRequest::StitchVideos(StitchVideosRequest {
                video_urls: Vec::new(),
            })),
            StepKind::Motion => {
                let mut video = StandardVideoRequest::new(
                    "{topic}: turns to the camera and smiles",
                    VideoAspectRatio::Vertical,
                );
                video.provider = Some(VideoProvider::Seedance);
                video.duration = Some(6);
                SpendRequest::Video { request: video }
            }
            StepKind::Music => SpendRequest::Music {
                request: GenerateMusicRequest {
                    prompt: "{topic}, upbeat background music".into(),
                    duration: 30_000,
                    preset: None,
                },
            },
            StepKind::Mix => SpendRequest::Mix {
                video_media_id: String::new(),
                music_media_id: String::new(),
            },
            StepKind::Caption => tool(ToolRequest::OverlayText(OverlayTextRequest {
                text: "{topic}".into(),
                image_url: None,
                video_url: None,
                position: Some(TextPosition::Bottom),
            })),
            StepKind::Trim => tool(ToolRequest::TrimVideo(TrimVideoRequest {
                video_url: String::new(),
                start_time: 0.0,
                end_time: 5.0,
            })),
            StepKind::Mute => tool(ToolRequest::MuteVideo(MuteVideoRequest {
                video_url: String::new(),
            })),
            StepKind::Cutout => tool(ToolRequest::RemoveBackground(ImageUrlRequest {
                image_url: String::new(),
            })),
        }
    }
}

fn tool(request: ToolRequest) -> SpendRequest {
    SpendRequest::Tool { request }
}

/// A kind of step recipes take, as the editor offers it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecipeStepKind {
    /// `pictures`, `edit`, `slideshow`, `motion`, `avatar`, `music`, `mix`, `caption`, `trim`, `join`,
    /// `mute`, `cutout`.
    pub key: String,
    /// Its name in the editor ("Pictures of the character").
    pub label: String,
    /// A new step's request, its inputs empty.
    pub request: SpendRequest,
    /// What each input takes from an earlier step, in the order of the step's `from`.
    pub inputs: Vec<Vec<StepOutput>>,
    /// What it gives the steps after it; `null`: the kind of result it was given (a caption).
    pub output: Option<StepOutput>,
    /// Whether a new step of this kind lets a person pick one of its results (pictures: several).
    pub pick: bool,
}

/// Every kind of step recipes take, in the order the editor offers them.
pub fn recipe_step_kinds() -> Vec<RecipeStepKind> {
    STEP_KINDS
        .iter()
        .map(|&(k, key, label, inputs, output)| RecipeStepKind {
            key: key.into(),
            label: label.into(),
            request: k.request(),
            inputs: inputs.iter().map(|i| i.to_vec()).collect(),
            output,
            pick: matches!(k, StepKind::Pictures | StepKind::Slideshow),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::recipes::{forecast, starter, steps, Recipe, RecipeStep};

    /// The steps the editor makes: pictures, a motion video and a track, then `kind`, each input wired
    /// to the latest earlier step whose result fits (as the editor's `newStep` does).
    fn chain_ending_in(kind: &RecipeStepKind) -> Recipe {
        let all = recipe_step_kinds();
        let mut recipe = Recipe {
            id: String::new(),
            name: "Every kind".into(),
            steps: vec![],
            built_in: false,
        };
        for k in ["pictures", "motion", "music"]
            .iter()
            .filter_map(|key| all.iter().find(|k| k.key == *key))
            .chain([kind])
        {
            let i = recipe.steps.len();
            let from = k
                .inputs
                .iter()
                .filter_map(|wanted| {
                    (0..i).rev().find(|&j| {
                        steps::output(&recipe.steps, j).is_some_and(|o| wanted.contains(&o))
                    })
                })
                .map(|j| j as u32)
                .collect();
            recipe.steps.push(RecipeStep {
                label: k.label.clone(),
                request: k.request.clone(),
                from,
                pick: k.pick,
            });
        }
        recipe
    }

    #[test]
    fn every_kind_published_is_the_kind_the_checks_know() {
        let kinds = recipe_step_kinds();
        let keys: Vec<&str> = kinds.iter().map(|k| k.key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "pictures",
                "edit",
                "slideshow",
                "motion",
                "avatar",
                "music",
                "mix",
                "caption",
                "trim",
                "join",
                "mute",
                "cutout"
            ]
        );
        for (k, row) in kinds.iter().zip(STEP_KINDS) {
            assert_eq!(StepKind::of(&k.request), Some(row.0), "{}", k.key);
            let wanted: Vec<Vec<StepOutput>> = steps::inputs(&k.request)
                .unwrap()
                .iter()
                .map(|i| i.to_vec())
                .collect();
            assert_eq!(k.inputs, wanted, "{}", k.key);
            // What a new step of it gives, as the checks read it (a caption: what it was given).
            let recipe = chain_ending_in(k);
            let last = recipe.steps.len() - 1;
            let given = steps::output(
                &recipe.steps,
                *recipe.steps[last].from.first().unwrap_or(&0) as usize,
            );
            assert_eq!(
                steps::output(&recipe.steps, last),
                k.output.or(given),
                "{}",
                k.key
            );
        }
        assert_eq!(kinds.iter().filter(|k| k.output.is_none()).count(), 1);
    }

    #[test]
    fn every_kinds_new_step_passes_the_template_check_and_the_rules() {
        for k in recipe_step_kinds() {
            let recipe = chain_ending_in(&k);
            assert_eq!(
                recipe.steps.last().unwrap().from.len(),
                k.inputs.len(),
                "{}",
                k.key
            );
            assert!(
                steps::check(&recipe).is_empty(),
                "{}: {:?}",
                k.key,
                steps::check(&recipe)
            );
            let rules = forecast::rule_errors(&media_api::RuleContext::STRICT, &recipe);
            assert!(rules.is_empty(), "{}: {rules:?}", k.key);
        }
    }

    #[test]
    fn every_starter_is_a_recipe_that_can_be_saved_and_run() {
        let ids: Vec<String> = crate::features::recipes::starters()
            .iter()
            .map(|s| s.id.clone())
            .collect();
        assert_eq!(ids.len(), 3, "{ids:?}");
        for s in crate::features::recipes::starters() {
            assert!(s.built_in, "{}", s.name);
            assert!(
                steps::check(&s).is_empty(),
                "{}: {:?}",
                s.name,
                steps::check(&s)
            );
            let rules = forecast::rule_errors(&media_api::RuleContext::STRICT, &s);
            assert!(rules.is_empty(), "{}: {rules:?}", s.name);
            for step in &s.steps {
                assert!(
                    StepKind::of(&step.request).is_some(),
                    "{}: {}",
                    s.name,
                    step.label
                );
            }
        }
    }

    #[test]
    fn the_starter_is_made_of_the_kinds_requests() {
        let kinds = recipe_step_kinds();
        for step in starter().steps {
            let kind = kinds
                .iter()
                .find(|k| StepKind::of(&k.request) == StepKind::of(&step.request));
            assert_eq!(
                Some(&step.request),
                kind.map(|k| &k.request),
                "{}",
                step.label
            );
        }
    }

    /// The window's browser tests serve `recipe_step_kinds` from a copy of this answer
    /// (`ui/tests/fixtures/recipe-step-kinds.ts`); `MEDIA_STUDIO_WRITE_FIXTURES=1` writes it again.
    #[test]
    fn the_browser_tests_copy_is_this_answer() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../ui/tests/fixtures/recipe-step-kinds.ts");
        let json = serde_json::to_string_pretty(&recipe_step_kinds()).unwrap();
        let fresh = format!(
            "// generated — do not edit: studio-core's recipe_step_kinds(), for the fake backend (fake-recipes.ts).\n\
             // Written by `MEDIA_STUDIO_WRITE_FIXTURES=1 cargo test -p studio-core --lib recipes::kinds`.\n\
             import type {{ RecipeStepKind }} from \"../../src/bindings\";\n\n\
             export const RECIPE_STEP_KINDS: RecipeStepKind[] = {json};\n"
        );
        if std::env::var_os("MEDIA_STUDIO_WRITE_FIXTURES").is_some() {
            std::fs::write(&path, &fresh).unwrap();
        }
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            current == fresh,
            "{} is stale: run `MEDIA_STUDIO_WRITE_FIXTURES=1 cargo test -p studio-core --lib recipes::kinds`",
            path.display()
        );
    }
}
