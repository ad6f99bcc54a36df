//! `media-sandbox [--addr 127.0.0.1:8787] [--media-addr ADDR] [--job-seconds N] [--seed N] [--data DIR]`
//! prints its base URL as the first line on stdout, then logs requests to stderr.

use std::io::Write;

use media_sandbox::{spawn, SandboxConfig};

const USAGE: &str = "usage: media-sandbox [--addr 127.0.0.1:8787] [--media-addr 127.0.0.1:0] [--job-seconds N] [--seed N] [--data DIR]";

fn parse(args: &[String]) -> Result<SandboxConfig, String> {
    let mut cfg = SandboxConfig {
        addr: "127.0.0.1:8787".parse().map_err(|_| "addr")?,
        ..SandboxConfig::default()
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--addr" => cfg.addr = value()?.parse().map_err(|e| format!("--addr: {e}"))?,
            "--media-addr" => {
                cfg.media_addr = value()?.parse().map_err(|e| format!("--media-addr: {e}"))?
            }
            "--job-seconds" => {
                cfg.job_seconds = value()?
                    .parse()
                    .map_err(|e| format!("--job-seconds: {e}"))?
            }
            "--seed" => cfg.seed = Some(value()?.parse().map_err(|e| format!("--seed: {e}"))?),
            "--data" => cfg.data_dir = Some(value()?.into()),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other}\n{USAGE}")),
        }
    }
    if cfg.media_addr.port() == 0 && cfg.addr.ip() != cfg.media_addr.ip() {
        cfg.media_addr.set_ip(cfg.addr.ip());
    }
    Ok(cfg)
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "media_sandbox=info".into()),
        )
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cfg = match parse(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let handle = match spawn(cfg).await {
        Ok(h) => h,
        Err(e) => {
            eprintln!("media-sandbox: {e}");
            std::process::exit(1);
        }
    };
    println!("{}", handle.base_url());
    let _ = std::io::stdout().flush();
    eprintln!(
        "media-sandbox: service {} · media {} · control {}/__sandbox/",
        handle.base_url(),
        handle.media_base_url(),
        handle.base_url()
    );
    stop_signal().await;
    handle.shutdown().await;
}

/// Ctrl-C or SIGTERM: both stop the sandbox cleanly (snapshot written, temp media removed).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
