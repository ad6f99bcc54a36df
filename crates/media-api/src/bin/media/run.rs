//! Dispatching commands to the crate: a thin layer, one call per command.

use crate::args::*;
use crate::field_error;
use crate::output::print;
use crate::requests;
use futures::StreamExt;
use media_api::poll::{self, JobUpdate, PollConfig};
use media_api::types::api_keys::CreateApiKeyRequest;
use media_api::types::characters::{
    CreateCharacterRequest, ListCharactersQuery, UpdateCharacterRequest,
};
use media_api::types::library::{ImageType, LibraryQuery};
use media_api::types::mixing::AddMusicRequest;
use media_api::types::tools::*;
use media_api::{estimate, ApiKey, AuthStyle, Client, Error, JobStatus, Priced, Tier};

type R = Result<(), Error>;

pub fn client(cli: &Cli) -> Result<Client, Error> {
    let url = cli
        .url
        .as_deref()
        .ok_or_else(|| Error::InvalidBaseUrl("set --url or MEDIA_API_URL".into()))?;
    let mut b = Client::builder(url);
    if let Some(k) = &cli.key {
        b = b.api_key(ApiKey::new(k.clone()));
    }
    if cli.x_api_key {
        b = b.auth_style(AuthStyle::XApiKey);
    }
    b.build()
}

/// Commands that need no service.
pub fn offline(cli: &Cli) -> Option<R> {
    match &cli.command {
        Command::Estimate { tier, what } => Some(run_estimate(cli.json, &Tier::parse(tier), what)),
        Command::Catalog => {
            print(cli.json, &media_api::catalog::catalog());
            Some(Ok(()))
        }
        _ => None,
    }
}

fn run_estimate(json: bool, tier: &Tier, what: &EstimateCmd) -> R {
    use media_api::rules::{self, RuleContext};
    let ctx = RuleContext::STRICT;
    let (priced, errors) = match what {
        EstimateCmd::Image(a) => {
            let (provider, request) = requests::image(a)?;
            let errors = rules::validate_generate_image(&provider, &request, &ctx);
            (Priced::Image { provider, request }, errors)
        }
        EstimateCmd::Video(a) => {
            let request = requests::video(a);
            let errors = rules::validate_standard_video(&request, &ctx);
            (Priced::StandardVideo { request }, errors)
        }
        EstimateCmd::Avatar(a) => {
            let request = requests::avatar(a);
            let errors = rules::validate_avatar_video(&request, &ctx);
            (Priced::AvatarVideo { request }, errors)
        }
        EstimateCmd::Slideshow(a) => {
            let request = requests::slideshow(a)?;
            let errors = rules::validate_generate_slideshow(&request, &ctx);
            (Priced::Slideshow { request }, errors)
        }
        EstimateCmd::Music(a) => {
            let request = requests::music(a)?;
            let errors = rules::validate_generate_music(&request, &ctx);
            (Priced::Music { request }, errors)
        }
        EstimateCmd::RemoveBg => (Priced::RemoveBackground, vec![]),
    };
    // Source fields are not needed for a price: ignore their errors.
    let errors: Vec<_> = errors
        .into_iter()
        .filter(|e| !matches!(e.field.as_str(), "imageId" | "prompt" | "referenceVideoUrl"))
        .collect();
    if !errors.is_empty() {
        return Err(Error::Validation(errors));
    }
    let credits = estimate(&priced, tier);
    print(
        json,
        &serde_json::json!({"credits": credits.get(), "tier": tier}),
    );
    Ok(())
}

pub async fn online(cli: &Cli, c: &Client) -> R {
    let json = cli.json;
    match &cli.command {
        Command::Credits { recent } => print(json, &c.credits().get(*recent).await?),
        Command::Keys(KeysCmd::List) => print(json, &c.api_keys().list().await?),
        Command::Keys(KeysCmd::Create { name }) => {
            let created = c
                .api_keys()
                .create(&CreateApiKeyRequest { name: name.clone() })
                .await?;
            // The only moment the full key is shown.
            print(
                json,
                &serde_json::json!({"keyId": created.key_id, "key": created.key.expose()}),
            );
        }
        Command::Keys(KeysCmd::Revoke { key_id }) => {
            print(json, &c.api_keys().revoke(&key_id.as_str().into()).await?)
        }
        Command::Characters(cmd) => characters(json, c, cmd).await?,
        Command::Image(ImageCmd::Generate { args, wait }) => {
            let (provider, req) = requests::image(args)?;
            let job = c.images().generate(&provider, &req).await?;
            print(json, &job);
            if *wait {
                follow(json, poll::image_job(c, &job.job_id, PollConfig::default())).await?;
            }
        }
        Command::Image(ImageCmd::Status { job_id }) => {
            print(json, &c.images().status(&job_id.as_str().into()).await?)
        }
        Command::Video(cmd) => video(json, c, cmd).await?,
        Command::Tools(cmd) => tools(json, c, cmd).await?,
        Command::Jobs { recent } => print(json, &c.jobs().list(*recent).await?),
        Command::Library(LibraryCmd::List { image_type, all }) => {
            let q = LibraryQuery {
                image_type: image_type.as_deref().map(ImageType::parse),
                show_all: all.then_some(true),
            };
            print(json, &c.library().list(&q).await?)
        }
        Command::Library(LibraryCmd::Delete { id, yes }) => {
            confirm(*yes)?;
            print(json, &c.library().delete(&id.as_str().into()).await?)
        }
        Command::Slideshow(SlideshowCmd::Generate { args, wait }) => {
            let created = c.slideshows().generate(&requests::slideshow(args)?).await?;
            print(json, &created);
            if *wait {
                follow(json, poll::slideshow(c, &created.id, PollConfig::default())).await?;
            }
        }
        Command::Slideshow(SlideshowCmd::Get { id }) => {
            print(json, &c.slideshows().get(&id.as_str().into()).await?)
        }
        Command::HookTypes => print(json, &c.hook_types().list().await?),
        Command::Music(MusicCmd::Generate { args, wait }) => {
            let job = c.music().generate(&requests::music(args)?).await?;
            print(json, &job);
            if *wait {
                follow(json, poll::music_job(c, &job.job_id, PollConfig::default())).await?;
            }
        }
        Command::Music(MusicCmd::Status { job_id }) => {
            print(json, &c.music().status(&job_id.as_str().into()).await?)
        }
        Command::Mix { video_id, music_id } => {
            let req = AddMusicRequest {
                video_id: video_id.as_str().into(),
                music_id: music_id.as_str().into(),
            };
            print(json, &c.mixing().add_music(&req).await?)
        }
        Command::Download { url, out } => {
            let mut file = tokio::fs::File::create(out).await.map_err(|e| {
                field_error("out", format!("Could not create {}: {e}", out.display()))
            })?;
            let (bytes, content_type) = media_api::download::fetch_to(c, url, &mut file).await?;
            print(
                json,
                &serde_json::json!({"path": out, "bytes": bytes, "contentType": content_type}),
            );
        }
        Command::Estimate { .. } | Command::Catalog => {}
    }
    Ok(())
}

async fn characters(json: bool, c: &Client, cmd: &CharactersCmd) -> R {
    let h = c.characters();
    match cmd {
        CharactersCmd::List { limit, offset } => print(
            json,
            &h.list(&ListCharactersQuery {
                limit: *limit,
                offset: *offset,
            })
            .await?,
        ),
        CharactersCmd::Get { id } => print(json, &h.get(&id.as_str().into()).await?),
        CharactersCmd::Create { name, fields: f } => {
            let req = CreateCharacterRequest {
                name: name.clone(),
                reference_url: f.reference_url.clone(),
                reference_image: f
                    .reference_file
                    .as_deref()
                    .map(|p| requests::data_uri("referenceImage", p))
                    .transpose()?,
                description: f.description.clone(),
                hair_color: f.hair_color.clone(),
                hair_style: f.hair_style.clone(),
                age: f.age.clone(),
                expression: f.expression.clone(),
                makeup: f.makeup.clone(),
                ..Default::default()
            };
            print(json, &h.create(&req).await?)
        }
        CharactersCmd::Update {
            id,
            name,
            notes,
            fields: f,
        } => {
            let req = UpdateCharacterRequest {
                name: name.clone(),
                notes: notes.clone(),
                reference_url: f.reference_url.clone(),
                reference_image: f
                    .reference_file
                    .as_deref()
                    .map(|p| requests::data_uri("referenceImage", p))
                    .transpose()?,
                description: f.description.clone(),
                hair_color: f.hair_color.clone(),
                hair_style: f.hair_style.clone(),
                age: f.age.clone(),
                expression: f.expression.clone(),
                makeup: f.makeup.clone(),
                ..Default::default()
            };
            print(json, &h.update(&id.as_str().into(), &req).await?)
        }
        CharactersCmd::Delete { id, yes } => {
            confirm(*yes)?;
            print(json, &h.delete(&id.as_str().into()).await?)
        }
    }
    Ok(())
}

async fn video(json: bool, c: &Client, cmd: &VideoCmd) -> R {
    match cmd {
        VideoCmd::Generate { args, wait } => {
            let job = c.videos().generate(&requests::video(args)).await?;
            print(json, &job);
            if *wait {
                follow(json, poll::video_job(c, &job.job_id, PollConfig::default())).await?;
            }
        }
        VideoCmd::Avatar { args, wait } => {
            let job = c.videos().generate_avatar(&requests::avatar(args)).await?;
            print(json, &job);
            if *wait {
                follow(json, poll::video_job(c, &job.job_id, PollConfig::default())).await?;
            }
        }
        VideoCmd::Status { job_id } => {
            print(json, &c.videos().status(&job_id.as_str().into()).await?)
        }
        VideoCmd::Edit { body } => print(
            json,
            &c.videos().edit(&requests::json_arg("body", body)?).await?,
        ),
    }
    Ok(())
}

async fn tools(json: bool, c: &Client, cmd: &ToolsCmd) -> R {
    let t = c.tools();
    match cmd {
        ToolsCmd::List => print(json, &t.list().await?),
        ToolsCmd::OverlayText {
            text,
            image_url,
            video_url,
            position,
        } => {
            let req = OverlayTextRequest {
                text: text.clone(),
                image_url: image_url.clone(),
                video_url: video_url.clone(),
                position: position.as_deref().map(TextPosition::parse),
            };
            print(json, &t.overlay_text(&req).await?)
        }
        ToolsCmd::Stitch { urls } => print(
            json,
            &t.stitch_videos(&StitchVideosRequest {
                video_urls: urls.clone(),
            })
            .await?,
        ),
        ToolsCmd::Trim { url, start, end } => {
            let req = TrimVideoRequest {
                video_url: url.clone(),
                start_time: *start,
                end_time: *end,
            };
            print(json, &t.trim_video(&req).await?)
        }
        ToolsCmd::Mute { url } => print(
            json,
            &t.mute_video(&MuteVideoRequest {
                video_url: url.clone(),
            })
            .await?,
        ),
        ToolsCmd::ShotPrompt { image_url } => print(
            json,
            &t.write_shot_prompt(&ImageUrlRequest {
                image_url: image_url.clone(),
            })
            .await?,
        ),
        ToolsCmd::RemoveBg { image_url } => print(
            json,
            &t.remove_background(&ImageUrlRequest {
                image_url: image_url.clone(),
            })
            .await?,
        ),
    }
    Ok(())
}

fn confirm(yes: bool) -> R {
    if yes {
        Ok(())
    } else {
        Err(field_error(
            "yes",
            "This is permanent: add --yes to confirm",
        ))
    }
}

/// Prints updates until the job ends; a failed job is an error (exit 1).
async fn follow(
    json: bool,
    stream: impl futures::Stream<Item = media_api::Result<JobUpdate>>,
) -> R {
    futures::pin_mut!(stream);
    let mut last: Option<JobUpdate> = None;
    while let Some(item) = stream.next().await {
        match item {
            Ok(u) => {
                if !json {
                    eprintln!(
                        "{}: {}{}",
                        u.id,
                        u.status,
                        u.progress
                            .as_deref()
                            .map(|p| format!(" ({p})"))
                            .unwrap_or_default()
                    );
                }
                last = Some(u);
            }
            Err(e) if e.is_transient() => eprintln!("warning: {e}; still waiting"),
            Err(e) => return Err(e),
        }
    }
    match last {
        Some(u) => {
            print(json, &u);
            if u.status == JobStatus::Failed {
                return Err(Error::Server {
                    status: 200,
                    body: u.error.unwrap_or_else(|| "the job failed".into()),
                    retry_after: None,
                });
            }
            Ok(())
        }
        None => Ok(()),
    }
}
