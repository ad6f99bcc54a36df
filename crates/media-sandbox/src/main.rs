//! `media-sandbox [--addr 127.0.0.1:8787] [--media-addr ADDR] [--job-seconds N] [--seed N] [--data DIR]
//! [--profile spec|rich] [--stop-with-stdin]`
//! prints its base URL as the first line on stdout, then logs requests to stderr.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Parser;
use media_sandbox::{spawn, Profile, SandboxConfig};

/// The Media Generation Service on loopback, for trying the app and for tests.
#[derive(Debug, Parser)]
#[command(name = "media-sandbox", version)]
struct Args {
    /// Address of the service (paths start with /api/).
    #[arg(long, default_value = "127.0.0.1:8787")]
    addr: SocketAddr,
    /// Address of the second origin that serves media (port 0: any free port, on the service's host).
    #[arg(long, default_value = "127.0.0.1:0")]
    media_addr: SocketAddr,
    /// Virtual seconds a job takes.
    #[arg(long)]
    job_seconds: Option<f64>,
    /// Seed of the synthetic media.
    #[arg(long)]
    seed: Option<u64>,
    /// Folder where accounts, jobs and media persist between runs.
    #[arg(long)]
    data: Option<PathBuf>,
    /// `spec`: exactly the documented answers (and one unknown field), no undocumented route;
    /// `rich`: the conveniences the spec does not document.
    #[arg(long, default_value = "spec", value_parser = parse_profile)]
    profile: Profile,
    /// Also stop cleanly when standard input closes: how a parent program stops it on every system
    /// (Windows has no SIGTERM), and why it never outlives a parent that dies.
    #[arg(long)]
    stop_with_stdin: bool,
}

fn parse_profile(s: &str) -> Result<Profile, String> {
    Profile::parse(s).ok_or_else(|| format!("unknown profile {s:?}: spec or rich"))
}

impl Args {
    fn config(self) -> SandboxConfig {
        let defaults = SandboxConfig::default();
        let mut cfg = SandboxConfig {
            addr: self.addr,
            media_addr: self.media_addr,
            job_seconds: self.job_seconds.unwrap_or(defaults.job_seconds),
            seed: self.seed.or(defaults.seed),
            data_dir: self.data.or(defaults.data_dir),
            profile: self.profile,
            // The standalone sandbox is for tests and trying the API by hand: its control interface
            // answers (loopback peers only).
            control: true,
        };
        if cfg.media_addr.port() == 0 && cfg.addr.ip() != cfg.media_addr.ip() {
            cfg.media_addr.set_ip(cfg.addr.ip());
        }
        cfg
    }
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
    let args = Args::parse();
    let with_stdin = args.stop_with_stdin;
    let cfg = args.config();
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
        "media-sandbox: service {} · media {} · control {}/__sandbox/ · profile {}",
        handle.base_url(),
        handle.media_base_url(),
        handle.base_url(),
        handle.profile().as_str()
    );
    tokio::select! {
        _ = stop_signal() => {}
        _ = stdin_closed(), if with_stdin => {}
    }
    handle.shutdown().await;
}

/// Every way the system asks a program to stop (Ctrl-C; SIGTERM on Unix; Ctrl-Break and the console
/// closing on Windows): each stops the sandbox cleanly (snapshot written, temp media removed).
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
    #[cfg(windows)]
    {
        use tokio::signal::windows::{ctrl_break, ctrl_close};
        if let (Ok(mut brk), Ok(mut close)) = (ctrl_break(), ctrl_close()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = brk.recv() => {}
                _ = close.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

/// Standard input read to its end (what it holds is ignored).
async fn stdin_closed() {
    let _ =
        tokio::task::spawn_blocking(|| std::io::copy(&mut std::io::stdin(), &mut std::io::sink()))
            .await;
}
