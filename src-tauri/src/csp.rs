//! The window's content security policy names the media server's one port. tauri.conf.json allows
//! `http://127.0.0.1:*` (so the dev server and the browser tests' template stay valid); before the
//! window is made, the media server's socket is bound ([`studio_core::media_server::bind`]) and that
//! wildcard becomes its port, so no other program on the computer listening on loopback (the embedded
//! Sandbox's own media port among them) can be shown in the window.

use tauri::utils::config::{Csp, CspDirectiveSources};

/// The loopback wildcard of tauri.conf.json that [`pin_loopback_port`] replaces.
pub const LOOPBACK_ANY_PORT: &str = "http://127.0.0.1:*";

/// Replaces every `http://127.0.0.1:*` source of the policy with `http://127.0.0.1:{port}`.
pub fn pin_loopback_port(config: &mut tauri::Config, port: u16) {
    let exact = format!("http://127.0.0.1:{port}");
    let pin = |sources: &str| {
        sources
            .split_whitespace()
            .map(|s| {
                if s == LOOPBACK_ANY_PORT {
                    exact.as_str()
                } else {
                    s
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    for csp in [
        &mut config.app.security.csp,
        &mut config.app.security.dev_csp,
    ]
    .into_iter()
    .flatten()
    {
        match csp {
            Csp::Policy(p) => {
                *p = p
                    .split(';')
                    .map(|d| pin(d.trim()))
                    .collect::<Vec<_>>()
                    .join("; ")
            }
            Csp::DirectiveMap(map) => {
                for sources in map.values_mut() {
                    *sources = match sources {
                        CspDirectiveSources::Inline(s) => CspDirectiveSources::Inline(pin(s)),
                        CspDirectiveSources::List(l) => {
                            CspDirectiveSources::List(l.iter().map(|s| pin(s)).collect())
                        }
                    };
                }
            }
        }
    }
}
