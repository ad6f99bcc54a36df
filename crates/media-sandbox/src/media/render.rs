//! Renders a job's media in the background (at acceptance); the job shows it once it completes on the
//! virtual clock. Blocking image work runs in spawn_blocking, ffmpeg through tokio::process.

use crate::state::model::{ImageRec, Output, RenderSpec, VideoRec};
use crate::state::{Shared, Store};

enum Produced {
    Images(Vec<String>),
    Video(String),
    Music(String),
    Slides(Vec<(String, String)>),
}

pub fn spawn_render(sb: Shared, job_id: String) {
    tokio::spawn(async move {
        let _permit = sb.render_slots.acquire().await;
        let spec = match sb.lock().jobs.get(&job_id) {
            Some(job) if job.output.is_none() && job.render_error.is_none() => job.spec.clone(),
            _ => return,
        };
        let mut result = render(&sb, &job_id, &spec).await;
        // A program that failed once (ffmpeg on a busy machine; under Wine a host program started from a
        // Windows one) is given one more try before the job fails.
        if let Err(e) = &result {
            tracing::warn!("sandbox: render of {job_id} failed, trying once more: {e}");
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            result = render(&sb, &job_id, &spec).await;
        }
        let now = sb.now_ms();
        sb.mutate(|st| finish(st, &sb, &job_id, &spec, result, now));
    });
}

/// Restarts renders that a previous process left unfinished.
pub fn resume_renders(sb: &Shared) {
    let pending: Vec<String> = sb
        .lock()
        .jobs
        .values()
        .filter(|j| j.output.is_none() && j.render_error.is_none())
        .map(|j| j.id.clone())
        .collect();
    for id in pending {
        spawn_render(sb.clone(), id);
    }
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| format!("render task failed: {e}"))?
}

async fn render(sb: &Shared, job_id: &str, spec: &RenderSpec) -> Result<Produced, String> {
    let dir = sb.media.dir().to_path_buf();
    match spec {
        RenderSpec::Image(s) => {
            let mut files = Vec::new();
            for i in 0..s.count.max(1) {
                let file = format!("{job_id}-{i}.png");
                let (s2, d2, out) = (s.clone(), dir.clone(), dir.join(&file));
                blocking(move || super::png::render(&s2, i, &d2, &out)).await?;
                files.push(file);
            }
            Ok(Produced::Images(files))
        }
        RenderSpec::Video(s) => {
            let file = format!("{job_id}.mp4");
            match &s.source_video {
                Some(src) => {
                    super::video::overlay_text(
                        &dir.join(src),
                        &s.prompt,
                        "top",
                        &dir,
                        job_id,
                        &dir.join(&file),
                    )
                    .await?
                }
                None => super::video::render_clip(s, &dir, job_id, &dir.join(&file)).await?,
            }
            Ok(Produced::Video(file))
        }
        RenderSpec::Music(s) => {
            let file = format!("{job_id}.m4a");
            super::audio::render_music(s, &dir.join(&file)).await?;
            Ok(Produced::Music(file))
        }
        RenderSpec::Slideshow(s) => {
            let mut slides = Vec::new();
            for i in 0..s.slides.len() {
                let file = format!("{job_id}-slide{}.png", i + 1);
                let (s2, d2, out) = (s.clone(), dir.clone(), dir.join(&file));
                blocking(move || super::slides::render_slide(&s2, i, &d2, &out)).await?;
                slides.push((file, s.slides[i].0.clone()));
            }
            Ok(Produced::Slides(slides))
        }
    }
}

fn finish(
    st: &mut Store,
    sb: &Shared,
    job_id: &str,
    spec: &RenderSpec,
    result: Result<Produced, String>,
    now: i64,
) {
    let Some(job) = st.jobs.get(job_id) else {
        // The job disappeared (its account's media were deleted): drop the files.
        if let Ok(p) = result {
            for f in produced_files(&p) {
                sb.media.remove(&f);
            }
        }
        return;
    };
    let (account_id, prompt, created) = (
        job.account_id.clone(),
        job.prompt.clone(),
        job.created_ms + job.run_ms,
    );
    let output = match result {
        Err(e) => {
            tracing::warn!("sandbox: render of {job_id} failed: {e}");
            if let Some(job) = st.jobs.get_mut(job_id) {
                job.render_error = Some((format!("Generation failed: {e}"), now));
            }
            return;
        }
        Ok(Produced::Images(files)) => {
            let character_id = match spec {
                RenderSpec::Image(s) => s.character_id.clone(),
                _ => None,
            };
            let mut ids = Vec::new();
            for file in files {
                let id = st.new_id("img");
                st.images.insert(
                    id.clone(),
                    ImageRec {
                        id: id.clone(),
                        account_id: account_id.clone(),
                        file,
                        prompt: prompt.clone(),
                        character_id: character_id.clone(),
                        job_id: Some(job_id.to_string()),
                        created_ms: created,
                    },
                );
                ids.push(id);
            }
            Output::Images(ids)
        }
        Ok(Produced::Video(file)) => {
            let (source_image_id, character_id) = match spec {
                RenderSpec::Video(s) => (s.source_image_id.clone(), s.character_id.clone()),
                _ => (None, None),
            };
            let id = st.new_id("vid");
            st.videos.insert(
                id.clone(),
                VideoRec {
                    id: id.clone(),
                    account_id,
                    file,
                    prompt,
                    source_image_id,
                    character_id,
                    job_id: Some(job_id.to_string()),
                    created_ms: created,
                },
            );
            Output::Video(id)
        }
        Ok(Produced::Music(file)) => Output::Music(file),
        Ok(Produced::Slides(slides)) => Output::Slides(slides),
    };
    if let Some(job) = st.jobs.get_mut(job_id) {
        job.output = Some((output, now));
    }
}

fn produced_files(p: &Produced) -> Vec<String> {
    match p {
        Produced::Images(f) => f.clone(),
        Produced::Video(f) | Produced::Music(f) => vec![f.clone()],
        Produced::Slides(s) => s.iter().map(|(f, _)| f.clone()).collect(),
    }
}
