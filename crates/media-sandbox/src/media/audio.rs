//! Synthesised music: a real AAC (m4a) file of the asked duration, a chord with a pulse whose notes
//! depend on the prompt.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::ffmpeg::{args, run, s};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MusicSpec {
    pub prompt: String,
    pub duration_ms: u64,
    pub preset: Option<String>,
}

pub async fn render_music(spec: &MusicSpec, out: &Path) -> Result<(), String> {
    let h = spec
        .prompt
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(b as u32));
    let root = 196.0 + (h % 12) as f64 * 11.0;
    let tempo = 1.5 + (h % 5) as f64 * 0.25;
    let d = format!("{:.3}", (spec.duration_ms as f64 / 1000.0).max(0.1));
    // A major chord (root, third, fifth) pulsing at the tempo; sine sources are cheap to generate.
    let mut a = Vec::new();
    for f in [root, root * 1.25, root * 1.5] {
        a.extend(args(&["-f", "lavfi", "-i"]));
        a.push(format!("sine=f={f:.2}:r=22050:d={d}"));
    }
    let filter =
        format!("[0][1][2]amix=inputs=3:normalize=1,tremolo=f={tempo}:d=0.45,volume=1.5[a]");
    a.extend(args(&["-filter_complex", &filter, "-map", "[a]", "-t", &d]));
    a.extend(args(&[
        "-c:a",
        "aac",
        "-b:a",
        "48k",
        "-ac",
        "1",
        "-movflags",
        "+faststart",
    ]));
    a.push(s(out));
    run(&a).await
}
