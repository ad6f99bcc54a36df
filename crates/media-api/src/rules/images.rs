//! Image generation: `POST /api/generate/{provider}`.

use super::check::{inline_image, opt_non_blank};
use super::limits::{NUM_IMAGES_MAX, NUM_IMAGES_MIN};
use super::{Errors, FieldError, RuleContext};
use crate::catalog;
use crate::say;
use crate::types::images::GenerateImageRequest;
use crate::types::providers::ImageProvider;

/// The provider slug must be a documented image provider.
pub fn validate_image_provider(provider: &ImageProvider) -> Vec<FieldError> {
    let mut errs = Errors::default();
    if catalog::image_provider(provider).is_none() {
        errs.push(
            "provider",
            say!(
                "rules.not_image_provider_app",
                "\"{provider}\" is not an image provider this app knows",
                provider = provider
            ),
        );
    }
    errs.into_vec()
}

/// numImages 1-6; aspect ratio and photo type from the lists; 4K only where the provider offers it;
/// inline reference image size and format.
pub fn validate_generate_image(
    provider: &ImageProvider,
    req: &GenerateImageRequest,
    _ctx: &RuleContext,
) -> Vec<FieldError> {
    let mut errs = Errors::default();
    errs.extend(validate_image_provider(provider));
    if let Some(n) = req.num_images {
        if !(NUM_IMAGES_MIN..=NUM_IMAGES_MAX).contains(&n) {
            errs.push(
                "numImages", say!("rules.number_images_must_between", "Number of images must be between {num_images_min} and {num_images_max} (you asked for {n})", num_images_min = NUM_IMAGES_MIN, num_images_max = NUM_IMAGES_MAX, n = n),
            );
        }
    }
    if req.wants_4k() {
        if let Some(info) = catalog::image_provider(provider) {
            if info.cost_4k.is_none() {
                errs.push(
                    "enable4K",
                    say!(
                        "rules.no_4k",
                        "{provider} has no 4K option",
                        provider = info.name
                    ),
                );
            }
        }
    }
    if let Some(photography) = &req.form_data.photography {
        if let Some(ar) = &photography.aspect_ratio {
            if !ar.is_known() {
                errs.push(
                    "formData.photography.aspectRatio", say!("rules.not_supported_aspect_ratio", "\"{ar}\" is not a supported aspect ratio (choose one of 1:1, 2:3, 3:2, 3:4, 4:3, 4:5, 5:4, 9:16, 16:9, 21:9)", ar = ar),
                );
            }
        }
    }
    if let Some(composition) = &req.form_data.composition {
        if let Some(pt) = &composition.photo_type {
            if !pt.is_known() {
                errs.push(
                    "formData.composition.photoType",
                    say!(
                        "rules.not_supported_photo_type",
                        "\"{pt}\" is not a supported photo type",
                        pt = pt
                    ),
                );
            }
        }
    }
    if let Some(img) = &req.reference_image {
        inline_image(&mut errs, "referenceImage", img);
    }
    opt_non_blank(
        &mut errs,
        "simplePrompt",
        req.simple_prompt.as_deref(),
        say!("rules.prompt_empty", "The prompt can't be empty"),
    );
    errs.into_vec()
}
