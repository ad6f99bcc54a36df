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
    let expr = format!(
        "(0.30*sin(2*PI*{root}*t)+0.20*sin(2*PI*{}*t)+0.15*sin(2*PI*{}*t))*(0.55+0.45*sin(2*PI*{tempo}*t))",
        root * 1.25,
        root * 1.5
    );
    let mut a = args(&["-f", "lavfi", "-i"]);
    a.push(format!("aevalsrc={expr}:s=22050:d={d}"));
    a.extend(args(&[
        "-t",
        &d,
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
