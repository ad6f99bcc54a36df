//! 8-bit RGB/RGBA pixel buffers and resizing them with `fast_image_resize`.

use fast_image_resize::images::{Image, ImageRef};
use fast_image_resize::{FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer};
use image::DynamicImage;

use crate::error::PrepError;

/// Interleaved 8-bit pixels: RGB, or RGBA when some pixel is not fully opaque.
pub(crate) struct Pixels {
    pub width: u32,
    pub height: u32,
    /// True for RGBA (4 bytes per pixel), false for RGB (3).
    pub has_alpha: bool,
    pub data: Vec<u8>,
}

/// How much care a resize takes: references favour quality, thumbnails speed.
#[derive(Clone, Copy)]
pub(crate) enum Quality {
    /// Lanczos3 convolution over every source pixel.
    Best,
    /// Nearest-neighbour pre-shrink to about 3x the target, then Catmull-Rom.
    Fast,
}

impl Pixels {
    /// Converts any decoded image to 8-bit RGB, keeping an alpha channel only if it is used.
    pub fn from_image(image: DynamicImage) -> Self {
        let (width, height) = (image.width(), image.height());
        if image.color().has_alpha() {
            let rgba = image.into_rgba8().into_raw();
            if rgba.chunks_exact(4).all(|p| p[3] == u8::MAX) {
                let data = rgba
                    .chunks_exact(4)
                    .flat_map(|p| [p[0], p[1], p[2]])
                    .collect();
                return Pixels {
                    width,
                    height,
                    has_alpha: false,
                    data,
                };
            }
            return Pixels {
                width,
                height,
                has_alpha: true,
                data: rgba,
            };
        }
        Pixels {
            width,
            height,
            has_alpha: false,
            data: image.into_rgb8().into_raw(),
        }
    }

    fn pixel_type(&self) -> PixelType {
        if self.has_alpha {
            PixelType::U8x4
        } else {
            PixelType::U8x3
        }
    }

    /// A copy resized to exactly `width` x `height` (alpha-aware for RGBA).
    pub fn resized(&self, width: u32, height: u32, quality: Quality) -> Result<Pixels, PrepError> {
        let pixel_type = self.pixel_type();
        let src = ImageRef::new(self.width, self.height, &self.data, pixel_type)
            .map_err(PrepError::internal)?;
        let mut dst = Image::new(width, height, pixel_type);
        let alg = match quality {
            Quality::Best => ResizeAlg::Convolution(FilterType::Lanczos3),
            Quality::Fast => ResizeAlg::SuperSampling(FilterType::CatmullRom, 3),
        };
        Resizer::new()
            .resize(&src, &mut dst, &ResizeOptions::new().resize_alg(alg))
            .map_err(PrepError::internal)?;
        Ok(Pixels {
            width,
            height,
            has_alpha: self.has_alpha,
            data: dst.into_vec(),
        })
    }
}

/// The size of a `width` x `height` image scaled down (never up) so its longest side is at most
/// `max_side`, keeping the aspect ratio; each side is at least 1 px.
pub fn fit_within(width: u32, height: u32, max_side: u32) -> (u32, u32) {
    let max_side = max_side.max(1);
    let longest = width.max(height);
    if longest <= max_side {
        return (width, height);
    }
    let scale = f64::from(max_side) / f64::from(longest);
    let side = |v: u32| ((f64::from(v) * scale).round() as u32).clamp(1, max_side);
    (side(width), side(height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits_longest_side_and_keeps_ratio() {
        assert_eq!(fit_within(4000, 3000, 2048), (2048, 1536));
        assert_eq!(fit_within(3000, 4000, 2048), (1536, 2048));
        assert_eq!(fit_within(100, 50, 2048), (100, 50));
        assert_eq!(fit_within(10000, 1, 100), (100, 1));
        assert_eq!(fit_within(5, 5, 0), (1, 1));
    }

    #[test]
    fn opaque_alpha_is_dropped() {
        let img = DynamicImage::new_rgba8(3, 2);
        let mut rgba = img.into_rgba8();
        rgba.pixels_mut().for_each(|p| p.0 = [1, 2, 3, 255]);
        let px = Pixels::from_image(DynamicImage::ImageRgba8(rgba));
        assert!(!px.has_alpha);
        assert_eq!(px.data.len(), 3 * 2 * 3);
    }

    #[test]
    fn transparent_alpha_is_kept_and_resizes() {
        let px = Pixels::from_image(DynamicImage::new_rgba8(40, 20));
        assert!(px.has_alpha);
        let small = px.resized(10, 5, Quality::Fast).unwrap();
        assert_eq!(small.data.len(), 10 * 5 * 4);
    }
}
