//! Starting the embedded sandbox where it listened last time. Its results' links name its ports, and a
//! link kept in the library or in a download cut off by a quit or a kill must still work after a
//! restart, as a hosted service's would. When a port is taken, it starts on new ones.

use media_sandbox::{SandboxConfig, SandboxError, SandboxHandle};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// `<sandbox dir>/ports`: "main media", the ports of the last run.
fn ports_file(dir: &Path) -> PathBuf {
    dir.join("ports")
}

fn last_ports(dir: &Path) -> Option<(u16, u16)> {
    let text = std::fs::read_to_string(ports_file(dir)).ok()?;
    let mut it = text.split_whitespace().map(|p| p.parse::<u16>().ok());
    match (it.next()??, it.next()??) {
        (0, _) | (_, 0) => None,
        ports => Some(ports),
    }
}

fn port_of(url: &str) -> Option<u16> {
    url::Url::parse(url).ok()?.port()
}

fn loopback(port: u16) -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], port))
}

/// Spawns the sandbox on the last run's ports if they are free, else on new ones (then remembered).
pub(crate) async fn spawn(cfg: SandboxConfig, dir: &Path) -> Result<SandboxHandle, SandboxError> {
    let again = match last_ports(dir) {
        Some((main, media)) => {
            let c = SandboxConfig {
                addr: loopback(main),
                media_addr: loopback(media),
                ..cfg.clone()
            };
            media_sandbox::spawn(c).await.ok()
        }
        None => None,
    };
    let sb = match again {
        Some(sb) => sb,
        None => media_sandbox::spawn(cfg).await?,
    };
    if let (Some(main), Some(media)) = (port_of(sb.base_url()), port_of(sb.media_base_url())) {
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::write(ports_file(dir), format!("{main} {media}\n"));
    }
    Ok(sb)
}
