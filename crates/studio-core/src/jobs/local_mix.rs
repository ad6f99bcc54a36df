//! Music added to a video on this computer, for the videos the service can't take: `add-music` wants the
//! id of a video the service made, and a captioned, trimmed or silent copy (a tool's answer is a file
//! address, not an id) has none. Mixed the way the sandbox mixes it (the spec says "35% volume behind
//! the original audio"): the music at 35% behind the video's own sound, or alone at 35% when the video
//! has none, cut to the video's length. Free, nothing is sent; needs ffmpeg.
//!
//! A mix here is a `mix` job like the service's (provider [`LOCAL_MIX_PROVIDER`]) and goes the same way
//! from the form (`SpendRequest::Mix`, once per intent, make again): saved `processing`, then made by the
//! tracker's round ([`Mixes::dispatch`]), which also makes again a mix a kill cut off. Nothing is sent.

use super::spend::intents;
use super::tracker::download::{name_in_place, THUMB_SIDE};
use super::tracker::{magic, poster};
use super::{Jobs, Write};
use crate::base::error::{CoreError, Result};
use crate::base::lock;
use crate::base::model::{JobKind, JobState, MediaKind, TrackedJob};
use crate::base::paths::Paths;
use crate::store::{JobRow, MediaRow};
use media_api::say;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Provider name of mixes made on this computer.
pub const LOCAL_MIX_PROVIDER: &str = "this-computer";

/// How loud the music is behind the video's sound (as the service: "35% volume").
const MUSIC_LEVEL: &str = "0.35";
/// One mix may take this long (video is copied, only the sound is encoded); then it is stopped.
const MIX_DEADLINE: Duration = Duration::from_secs(10 * 60);
const PROBE_DEADLINE: Duration = Duration::from_secs(20);
/// Containers ffmpeg may open: the library's videos and sound files.
const FORMATS: &str = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3,wav,ogg,flac,aac";

/// Whether music is added to this video here rather than by the service: the service knows it by no id.
pub(crate) fn mixed_here(video: &MediaRow) -> bool {
    video
        .remote_id
        .as_deref()
        .is_none_or(|r| r.trim().is_empty())
}

/// Saves a mix to be made on this computer once per `intent` (a repeat answers the first job); the
/// tracker makes it.
pub(crate) async fn start(
    jobs: &Jobs,
    intent: &str,
    video: &MediaRow,
    music: &MediaRow,
) -> Result<TrackedJob> {
    let intent = intents::check(intent)?.to_string();
    let ids = intents::once(jobs, &intent, || async {
        let request = serde_json::json!({ "videoMediaId": video.id, "musicMediaId": music.id });
        let mut job = JobRow {
            cost_estimate: Some(0),
            status: JobState::Processing,
            progress: Some(say!(
                "progress.mixing_here",
                "Adding the music on this computer…"
            )),
            intent: Some(intent.clone()),
            ..JobRow::new(JobKind::Mix, LOCAL_MIX_PROVIDER, request)
        };
        jobs.save(&mut job, Write::New)?;
        jobs.wake();
        Ok(vec![job.id])
    })
    .await?;
    let id = ids.first().cloned().unwrap_or_default();
    let job = jobs.store.job(&id)?.ok_or_else(|| {
        CoreError::internal(
            say!("local_mix.mix_was_not_saved", "The mix was not saved"),
            "no job for the intent",
        )
    })?;
    jobs.tracked(&job)
}

/// The mixes being made by this run; stopped at shutdown (ffmpeg is killed, its part-file swept).
#[derive(Debug, Default)]
pub(crate) struct Mixes {
    running: Mutex<HashSet<String>>,
    stop: Arc<AtomicBool>,
}

impl Mixes {
    /// Starts every saved mix not being made yet (those a kill cut off too).
    pub fn dispatch(self: &Arc<Self>, jobs: &Arc<Jobs>, active: &[JobRow]) {
        for job in active {
            let local = job.kind == JobKind::Mix && job.provider == LOCAL_MIX_PROVIDER;
            if local && job.status.is_active() && lock(&self.running).insert(job.id.clone()) {
                let (jobs, mixes, id) = (jobs.clone(), self.clone(), job.id.clone());
                tokio::spawn(async move {
                    run(&jobs, &id, &mixes.stop).await;
                    lock(&mixes.running).remove(&id);
                });
            }
        }
    }

    pub fn stop_all(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// Makes the mixed video, saves it into the library and finishes the job (failed, in plain words, when
/// it can't be made).
async fn run(jobs: &Arc<Jobs>, job_id: &str, stop: &Arc<AtomicBool>) {
    let Ok(Some(mut job)) = jobs.store.job(job_id) else {
        return;
    };
    let outcome = make(jobs, &job, stop.clone()).await;
    if stop.load(Ordering::SeqCst) {
        return; // Shut down meanwhile: made again at the next start.
    }
    match outcome {
        Ok(row) => {
            if let Err(e) = jobs.store.insert_media(&row) {
                job.fail(say!(
                    "job.mix.not_saved",
                    "The mixed video could not be saved: {why}",
                    why = e.said()
                ));
            } else {
                job.complete();
            }
        }
        Err(why) => {
            tracing::warn!(job = %job.id, "local mix failed: {why}");
            job.fail(say!(
                "job.mix.failed",
                "The music could not be added on this computer: {why}. Nothing was charged.",
                why = why
            ));
        }
    }
    let _ = jobs.save(&mut job, Write::State(None));
}

async fn make(
    jobs: &Jobs,
    job: &JobRow,
    stop: Arc<AtomicBool>,
) -> std::result::Result<MediaRow, String> {
    let media = jobs.paths.media_dir();
    let row = |k: &str| {
        let id = job.request.get(k).and_then(|v| v.as_str()).unwrap_or("");
        jobs.store
            .media(id)
            .ok()
            .flatten()
            .filter(|m| media.join(&m.file).is_file())
    };
    let (Some(video), Some(music)) = (row("videoMediaId"), row("musicMediaId")) else {
        return Err("the video or the track is no longer in your library".into());
    };
    let (src, track) = (media.join(&video.file), media.join(&music.file));
    let made = MadeHere::new(&jobs.paths, format!("{}-1", job.id), ".tmp-mix-")
        .map_err(|e| format!("could not write the file: {e}"))?;
    let (out, thumbs, thumb_name) = made.ffmpeg_out();
    let dims = tokio::task::spawn_blocking(move || -> std::result::Result<(u32, u32), String> {
        mix(&src, &track, &out, &stop)?;
        settle_video(&out, &thumbs, &thumb_name)
    })
    .await
    .map_err(|e| e.to_string())??;
    let (file, thumb) = made
        .name_in_place()
        .map_err(|e| format!("could not write the file: {e}"))?;
    let title = video.prompt.clone().unwrap_or_else(|| "Video".into());
    Ok(MediaRow {
        thumb,
        job_id: Some(job.id.clone()),
        character_id: video.character_id.clone(),
        provider: Some(LOCAL_MIX_PROVIDER.into()),
        prompt: Some(format!("{title} + music")),
        width: (dims.0 > 0).then_some(dims.0),
        height: (dims.1 > 0).then_some(dims.1),
        ..MediaRow::new(MediaKind::Video, file)
    })
}

/// A video being made on this computer (a mix, a slideshow's video): the temporary file in the library's
/// folder that ffmpeg writes, then the name it is given there, `<stem>.mp4`, and its poster's.
pub(crate) struct MadeHere {
    stem: String,
    tmp: tempfile::TempPath,
    paths: Paths,
}

impl MadeHere {
    pub(crate) fn new(paths: &Paths, stem: String, prefix: &str) -> std::io::Result<Self> {
        let tmp = tempfile::Builder::new()
            .prefix(prefix)
            .suffix(".mp4")
            .tempfile_in(paths.media_dir())?
            .into_temp_path();
        Ok(MadeHere {
            stem,
            tmp,
            paths: paths.clone(),
        })
    }

    /// Where ffmpeg writes (the temporary file), the posters' folder and the poster's name, for
    /// [`settle_video`].
    pub(crate) fn ffmpeg_out(&self) -> (PathBuf, PathBuf, String) {
        (
            self.tmp.to_path_buf(),
            self.paths.thumbs_dir(),
            format!("{}.jpg", self.stem),
        )
    }

    /// Names the finished video in the library ([`name_in_place`]); its file's name and its poster's, if
    /// one was made.
    pub(crate) fn name_in_place(self) -> std::io::Result<(String, Option<String>)> {
        let (file, thumb) = (format!("{}.mp4", self.stem), format!("{}.jpg", self.stem));
        name_in_place(self.tmp, &self.paths.media_dir().join(&file))?;
        let made_thumb = self.paths.thumbs_dir().join(&thumb).is_file();
        Ok((file, made_thumb.then_some(thumb)))
    }
}

/// A video made on this computer (a mix, a slideshow's video), once ffmpeg is done: checked to be a video,
/// on disk before it is named, with its poster frame (and the poster's small copy) in `thumbs`; its
/// frame size from the poster, (0, 0) when none could be made.
pub(crate) fn settle_video(
    out: &Path,
    thumbs: &Path,
    thumb_name: &str,
) -> std::result::Result<(u32, u32), String> {
    let written = std::fs::metadata(out).map(|m| m.len()).unwrap_or(0);
    magic::check(out, MediaKind::Video, written).map_err(|e| e.to_string())?;
    // Opened for writing: Windows flushes a file's buffers only through a handle that may write.
    std::fs::OpenOptions::new()
        .write(true)
        .open(out)
        .and_then(|f| f.sync_all())
        .map_err(|e| format!("could not write the file: {e}"))?;
    let made = poster::video_poster(out, &thumbs.join(thumb_name), THUMB_SIDE);
    if made.is_ok() {
        crate::media_server::small::make(thumbs, thumb_name);
    }
    Ok(made.unwrap_or((0, 0)))
}

/// ffmpeg: the video's picture copied as it is, the music at 35% behind its sound (or alone), as long
/// as the video.
fn mix(
    video: &Path,
    music: &Path,
    out: &Path,
    stop: &AtomicBool,
) -> std::result::Result<(), String> {
    let probe = crate::base::ffmpeg::probe(video, FORMATS, PROBE_DEADLINE)?;
    let filter = if probe.has_audio {
        format!("[1:a]volume={MUSIC_LEVEL}[m];[0:a][m]amix=inputs=2:duration=first:normalize=0[a]")
    } else {
        format!("[1:a]volume={MUSIC_LEVEL},apad[a]")
    };
    let mut cmd = crate::base::ffmpeg::command(crate::base::ffmpeg::Program::Ffmpeg);
    cmd.args(["-nostdin", "-v", "error", "-y"])
        .args(["-protocol_whitelist", "file", "-format_whitelist", FORMATS])
        .arg("-i")
        .arg(video)
        .args(["-protocol_whitelist", "file", "-format_whitelist", FORMATS])
        .arg("-i")
        .arg(music)
        .args(["-filter_complex", &filter, "-map", "0:v:0", "-map", "[a]"]);
    if let Some(d) = probe.duration {
        cmd.args(["-t", &format!("{d:.3}")]);
    } else {
        cmd.arg("-shortest");
    }
    cmd.args(["-c:v", "copy", "-c:a", "aac", "-b:a", "128k"])
        .args(["-movflags", "+faststart", "-f", "mp4"])
        .arg(out);
    let ran = crate::base::ffmpeg::run_until(cmd, MIX_DEADLINE, Some(stop))?;
    let (ok, stderr) = (ran.ok, ran.stderr);
    if ok {
        Ok(())
    } else {
        Err(format!(
            "ffmpeg could not mix them ({})",
            stderr.lines().last().unwrap_or("no reason given").trim()
        ))
    }
}
