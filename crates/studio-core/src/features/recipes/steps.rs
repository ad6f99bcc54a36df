//! What a step is made of: the kind of result it gives, the earlier results it takes (by its kind,
//! `kinds`; and into which field), the run's character and topic applied to its request, and the checks of a template.

use super::step_kinds::{StepKind, StepOutput};
use super::{Recipe, RecipeStep};
use crate::base::error::{CoreError, Result};
use crate::kinds::face::ImageReference;
use crate::kinds::tool::ToolRequest;
use crate::kinds::SpendRequest;
use crate::store::MediaRow;
use media_api::{say, Words};
use media_api::{FieldError, ImageId};
use serde_json::Value;

/// The longest recipe (steps) and name (characters).
pub const RECIPE_STEPS_MAX: usize = 12;
pub const RECIPE_NAME_MAX: usize = 80;
/// The longest topic (characters): it goes into every prompt and caption that says `{topic}`.
pub const RECIPE_TOPIC_MAX: usize = 120;
/// The text replaced by the run's topic in every prompt and caption.
pub const TOPIC: &str = "{topic}";

/// What a step needs from earlier steps, in the order of its `from` list; `None`: the step kind is not
/// one a recipe takes.
pub(super) fn inputs(request: &SpendRequest) -> Option<&'static [&'static [StepOutput]]> {
    StepKind::of(request).map(StepKind::inputs)
}

/// The kind of result of step `i` (a caption gives the kind it was given).
pub(crate) fn output(steps: &[RecipeStep], i: usize) -> Option<StepOutput> {
    let step = steps.get(i)?;
    match StepKind::of(&step.request)?.output() {
        Some(o) => Some(o),
        None => {
            let from = *step.from.first()? as usize;
            (from < i).then(|| output(steps, from)).flatten()
        }
    }
}

/// How many results a step gives (pictures: as many as asked; everything else one).
pub(crate) fn result_count(step: &RecipeStep) -> u32 {
    match &step.request {
        SpendRequest::Image { request, .. } => request.num_images_or_default(),
        // A slideshow's slides; a format's own count is the service's (at least two).
        SpendRequest::Slideshow { request } => request.slide_count.unwrap_or(2),
        _ => 1,
    }
}

/// The problems of a template, by field (`name`, `steps.2.from`, ...); empty when it may be saved.
pub(crate) fn check(recipe: &Recipe) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let name = recipe.name.trim();
    if name.is_empty() {
        errors.push(FieldError::new(
            "name",
            say!("steps.give_recipe_name", "Give the recipe a name"),
        ));
    } else if name.chars().count() > RECIPE_NAME_MAX {
        errors.push(FieldError::new(
            "name",
            say!(
                "steps.keep_name_characters",
                "Keep the name to {recipe_name_max} characters",
                recipe_name_max = RECIPE_NAME_MAX
            ),
        ));
    }
    if recipe.steps.is_empty() {
        errors.push(FieldError::new(
            "steps",
            say!("steps.add_at_least_one", "Add at least one step"),
        ));
    } else if recipe.steps.len() > RECIPE_STEPS_MAX {
        errors.push(FieldError::new(
            "steps",
            say!(
                "steps.recipe_has_at_most",
                "A recipe has at most {recipe_steps_max} steps",
                recipe_steps_max = RECIPE_STEPS_MAX
            ),
        ));
    }
    for (i, step) in recipe.steps.iter().enumerate() {
        check_step(&recipe.steps, i, step, &mut errors);
    }
    errors
}

fn check_step(steps: &[RecipeStep], i: usize, step: &RecipeStep, errors: &mut Vec<FieldError>) {
    let n = i + 1;
    let field = |f: &str| format!("steps[{i}].{f}");
    if step.label.trim().is_empty() {
        errors.push(FieldError::new(
            field("label"),
            say!("steps.name_step", "Name step {n}", n = n),
        ));
    }
    let Some(wanted) = inputs(&step.request) else {
        errors.push(FieldError::new(
            field("request"),
            say!(
                "steps.step_recipes_take_kind",
                "Step {n}: recipes can't take this kind of step yet",
                n = n
            ),
        ));
        return;
    };
    if step.from.len() != wanted.len() {
        let msg = match wanted.len() {
            0 => say!(
                "steps.takes_nothing",
                "Step {n} takes nothing from earlier steps",
                n = n
            ),
            1 => say!(
                "steps.needs_one",
                "Step {n} needs one earlier step to work on",
                n = n
            ),
            _ => say!(
                "steps.needs_video_and_music",
                "Step {n} needs a video step and a music step before it",
                n = n
            ),
        };
        errors.push(FieldError::new(field("from"), msg));
        return;
    }
    for (&from, kinds) in step.from.iter().zip(wanted) {
        let f = from as usize;
        if f >= i {
            errors.push(FieldError::new(
                field("from"),
                say!(
                    "steps.only_earlier",
                    "Step {n} can only use a step before it (not step {from})",
                    n = n,
                    from = f + 1
                ),
            ));
            continue;
        }
        let got = output(steps, f);
        if !got.is_some_and(|o| kinds.contains(&o)) {
            let msg = match kinds {
                [one] => say!(
                    "steps.needs_kind",
                    "Step {n} needs {what} from step {from}",
                    n = n,
                    what = one.word(),
                    from = f + 1
                ),
                [first, second, ..] => say!(
                    "steps.needs_either",
                    "Step {n} needs {first} or {second} from step {from}",
                    n = n,
                    first = first.word(),
                    second = second.word(),
                    from = f + 1
                ),
                [] => say!(
                    "steps.takes_nothing",
                    "Step {n} takes nothing from earlier steps",
                    n = n
                ),
            };
            errors.push(FieldError::new(field("from"), msg));
        }
        if result_count(&steps[f]) > 1 && !steps[f].pick {
            errors.push(FieldError::new(
                format!("steps[{f}].pick"),
                say!(
                    "steps.pick_first",
                    "Step {from} makes several results: let a person pick one before step {n} uses it",
                    from = f + 1,
                    n = n
                ),
            ));
        }
    }
}

/// The run's request of a template step: the character as the face of a picture step, `{topic}`
/// replaced by the topic in every text of the request.
pub(crate) fn apply(
    step: &RecipeStep,
    character_id: Option<&str>,
    topic: &str,
) -> Result<SpendRequest> {
    let mut value = serde_json::to_value(&step.request).map_err(|e| {
        CoreError::internal(
            say!("steps.could_not_read_recipe", "Could not read the recipe"),
            e,
        )
    })?;
    replace_topic(&mut value, topic.trim());
    let mut request: SpendRequest = serde_json::from_value(value).map_err(|e| {
        CoreError::internal(
            say!("steps.could_not_read_recipe", "Could not read the recipe"),
            e,
        )
    })?;
    let edit =
        matches!(&request, SpendRequest::Image { reference: Some(r), .. } if r.media_id.is_some());
    if let (SpendRequest::Image { reference, .. }, Some(id), false) =
        (&mut request, character_id, edit)
    {
        *reference = Some(ImageReference {
            character_id: Some(id.to_string()),
            token: None,
            media_id: None,
        });
    }
    Ok(request)
}

fn replace_topic(v: &mut Value, topic: &str) {
    match v {
        Value::String(s) if s.contains(TOPIC) => *s = s.replace(TOPIC, topic),
        Value::Array(a) => a.iter_mut().for_each(|v| replace_topic(v, topic)),
        Value::Object(o) => o.values_mut().for_each(|v| replace_topic(v, topic)),
        _ => {}
    }
}

/// Whether any text of the recipe waits for a topic.
pub(crate) fn uses_topic(recipe: &Recipe) -> bool {
    recipe
        .steps
        .iter()
        .any(|s| serde_json::to_string(&s.request).is_ok_and(|j| j.contains(TOPIC)))
}

/// The fields a step's inputs go into (left out of its rule checks before the inputs are known).
pub(crate) const INPUT_FIELDS: &[&str] = &[
    "imageId",
    "uploadedImageUrl",
    "imageUrl",
    "videoUrl",
    "videoId",
    "musicId",
    "videoMediaId",
    "musicMediaId",
    "videoUrls",
    "reference",
];

/// Puts the chosen results of earlier steps (in the order of `from`) into the request.
pub(crate) fn fill(
    request: &mut SpendRequest,
    chosen: &[MediaRow],
) -> std::result::Result<(), Words> {
    let url = |m: &MediaRow| {
        m.remote_url.clone().ok_or_else(|| {
            say!(
                "recipe.input_no_address",
                "its input has no address at the service"
            )
        })
    };
    let missing = || say!("recipe.picture_missing", "its picture is missing");
    match request {
        SpendRequest::Video { request } => {
            let m = chosen.first().ok_or_else(missing)?;
            match &m.remote_id {
                Some(id) => request.image_id = Some(ImageId::new(id)),
                None => request.uploaded_image_url = Some(url(m)?),
            }
        }
        SpendRequest::Avatar { request, .. } => {
            let m = chosen.first().ok_or_else(missing)?;
            match &m.remote_id {
                Some(id) => request.image_id = Some(ImageId::new(id)),
                None => request.uploaded_image_url = Some(url(m)?),
            }
        }
        // An edit: the picture itself, from this library.
        SpendRequest::Image {
            reference: Some(reference),
            ..
        } if reference.media_id.is_some() => {
            let m = chosen.first().ok_or_else(missing)?;
            reference.media_id = Some(m.id.clone());
        }
        SpendRequest::Mix {
            video_media_id,
            music_media_id,
        } => {
            let [v, m] = chosen else {
                return Err(say!(
                    "recipe.needs_video_and_track",
                    "it needs a video and a track"
                ));
            };
            *video_media_id = v.id.clone();
            *music_media_id = m.id.clone();
        }
        SpendRequest::Tool { request } => {
            let m = chosen
                .first()
                .ok_or_else(|| say!("recipe.input_missing", "its input is missing"))?;
            let u = url(m)?;
            match request {
                ToolRequest::OverlayText(r) if m.kind == crate::base::model::MediaKind::Video => {
                    r.video_url = Some(u);
                    r.image_url = None;
                }
                ToolRequest::OverlayText(r) => {
                    r.image_url = Some(u);
                    r.video_url = None;
                }
                ToolRequest::TrimVideo(r) => r.video_url = u,
                ToolRequest::StitchVideos(r) => {
                    r.video_urls = chosen.iter().map(url).collect::<Result<_, _>>()?;
                }
                ToolRequest::MuteVideo(r) => r.video_url = u,
                ToolRequest::RemoveBackground(r) => r.image_url = u,
                _ => {
                    return Err(say!(
                        "recipe.tool_not_taken",
                        "recipes can't take this tool"
                    ))
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// Stand-ins for the inputs of a step not reached yet, of the right kind: what the forecast prices
/// and the rules check (an input's own field is never checked before it is known).
pub(crate) fn stand_in(steps: &[RecipeStep], i: usize) -> Vec<MediaRow> {
    steps[i]
        .from
        .iter()
        .map(|&f| {
            let kind = match output(steps, f as usize) {
                Some(StepOutput::Video) => crate::base::model::MediaKind::Video,
                Some(StepOutput::Music) => crate::base::model::MediaKind::Audio,
                _ => crate::base::model::MediaKind::Image,
            };
            MediaRow {
                id: format!("step-{f}"),
                remote_url: Some(format!("https://recipe.invalid/step-{f}")),
                created_at: String::new(),
                ..MediaRow::new(kind, "")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::recipes::starter;

    #[test]
    fn the_topic_goes_into_every_text_and_the_character_is_the_face() {
        let recipe = starter();
        let topic = "a \"quoted\" {day}";
        let SpendRequest::Image {
            request, reference, ..
        } = apply(&recipe.steps[0], Some("char_1"), topic).unwrap()
        else {
            panic!("pictures first");
        };
        assert_eq!(
            request.simple_prompt.as_deref(),
            Some("a \"quoted\" {day}, portrait, natural light")
        );
        assert_eq!(reference.unwrap().character_id.as_deref(), Some("char_1"));
        let SpendRequest::Tool {
            request: ToolRequest::OverlayText(caption),
        } = apply(&recipe.steps[4], None, topic).unwrap()
        else {
            panic!("a caption last");
        };
        assert_eq!(caption.text, topic);
        assert!(uses_topic(&recipe));
    }

    #[test]
    fn a_step_takes_only_the_kind_of_result_it_can_use() {
        let mut recipe = starter();
        assert!(check(&recipe).is_empty(), "{:?}", check(&recipe));
        // The caption on the track; the mix's video and track swapped.
        recipe.steps[4].from = vec![2];
        recipe.steps[3].from = vec![2, 1];
        let errors: Vec<(String, String)> = check(&recipe)
            .into_iter()
            .map(|e| (e.field, e.message))
            .collect();
        let want = [
            ("steps[3].from", "Step 4 needs a video from step 3"),
            ("steps[3].from", "Step 4 needs a music track from step 2"),
            (
                "steps[4].from",
                "Step 5 needs a picture or a video from step 3",
            ),
        ];
        assert_eq!(errors, want.map(|(f, m)| (f.to_string(), m.to_string())));
    }
}
