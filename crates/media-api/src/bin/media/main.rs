//! `media`: the Media Generation Service from the command line. A thin layer over `media_api`.
//! Exit codes: 0 ok, 2 validation (and usage), 3 auth (401/403), 4 insufficient credits, 1 other.

mod args;
mod output;
mod requests;
mod run;

use clap::Parser;

#[tokio::main]
async fn main() {
    let cli = args::Cli::parse();
    let result = match run::offline(&cli) {
        Some(r) => r,
        None => match run::client(&cli) {
            Ok(client) => run::online(&cli, &client).await,
            Err(e) => Err(e),
        },
    };
    if let Err(e) = result {
        std::process::exit(output::error(cli.json, &e));
    }
}

/// A refusal of the command line, in English (this tool speaks only English).
pub(crate) fn field_error(
    field: impl Into<String>,
    message: impl Into<String>,
) -> media_api::Error {
    media_api::Error::field(field, media_api::Words::plain(message.into()))
}
