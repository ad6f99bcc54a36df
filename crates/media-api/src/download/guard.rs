//! Media links from a service on the internet never lead into the person's own computer or network.
//! A link's host is checked before anything is sent: an address written in the link (and in every
//! redirect) at once; `localhost` and the names under it by their name; and a name is looked up, by the
//! media client's resolver, so a name that resolves to 127.0.0.1, 10.x, 192.168.x or 169.254.x (a
//! router's page, a cloud's metadata service, another program on this computer) is refused without
//! connecting. A service on loopback (the Sandbox) is exempt: its media is on loopback. The service's
//! own host is always allowed.
//!
//! Through a proxy ([`crate::Proxies`], the one decision the media client uses too) the proxy's own
//! host is allowed whatever it resolves to (the person chose it; it is often `localhost` or a name on
//! their network), and the resolver never sees the link's name: the proxy looks it up. So a name going
//! through a proxy is looked up here too, before the request, and refused when it resolves to an
//! address that is not public.

use crate::say;
use crate::Proxies;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use url::{Host, Url};

/// Why a link was refused; found in a failed request's error chain by [`refused_in`].
#[derive(Debug)]
pub(crate) struct PrivateAddress {
    pub host: String,
    pub ip: IpAddr,
}

impl std::fmt::Display for PrivateAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is {}", self.host, self.ip)
    }
}

impl std::error::Error for PrivateAddress {}

impl PrivateAddress {
    /// The refusal in words, as a field error of the link.
    pub fn into_error(self) -> crate::Error {
        crate::Error::field(
            "url",
            say!(
                "download.private_address",
                "The service's link leads to {host} ({ip}), an address on this computer or your own \
                 network, which the app never opens for a link from the service",
                host = self.host,
                ip = self.ip.to_string()
            ),
        )
    }
}

/// Whether an address is one a link from the internet may lead to: not this computer, not a private,
/// shared or link-local network, not unspecified, broadcast or multicast.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_multicast()
        || a == 0
        // Shared address space (carrier-grade NAT), 100.64.0.0/10.
        || (a == 100 && (64..128).contains(&b)))
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_multicast()
        // Unique local fc00::/7, link-local fe80::/10, site-local fec0::/10.
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        || (first & 0xffc0) == 0xfec0)
}

/// Whether a host is this computer by its very name or address: a loopback address (an IPv4 one written
/// as IPv6 too), `localhost` or a name under it (which RFC 6761 keeps for loopback).
pub(crate) fn is_this_computer(host: &Host<&str>) -> bool {
    match host {
        Host::Ipv4(ip) => ip.is_loopback(),
        Host::Ipv6(ip) => {
            ip.is_loopback() || ip.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
        Host::Domain(name) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost")
        }
    }
}

/// What the media client may reach, set when the client is built.
#[derive(Debug, Clone)]
pub(crate) struct Guard {
    /// Off for a service on loopback.
    pub on: bool,
    /// The service's own host, always allowed.
    pub service_host: Option<String>,
    /// The proxies the media client goes through (the same value it was built with).
    pub proxies: Arc<Proxies>,
    /// How long a name going through a proxy is looked up for here (the client's connect timeout).
    pub lookup_within: Duration,
}

impl Guard {
    pub fn for_service(base: &Url, proxies: Arc<Proxies>, lookup_within: Duration) -> Guard {
        Guard {
            on: !crate::rules::is_loopback(base),
            service_host: base.host_str().map(str::to_ascii_lowercase),
            proxies,
            lookup_within,
        }
    }

    fn allows_host(&self, host: &str) -> bool {
        !self.on || self.service_host.as_deref() == Some(host.to_ascii_lowercase().as_str())
    }

    /// A link whose host is a name, before its request is sent: `localhost` and the names under it are
    /// refused by their name. A name the media client's resolver will look up (a link reached directly)
    /// is left to it, which checks the very addresses connected to; a name it won't (one going through
    /// a proxy, or the proxy's own name reached directly, which the resolver lets through) is looked up
    /// here and refused when it resolves to an address that is not public.
    pub async fn check_name(&self, url: &Url) -> Result<(), PrivateAddress> {
        let (Some(host), Some(Host::Domain(name))) = (url.host_str(), url.host()) else {
            return Ok(()); // an address: checked by `check_url`
        };
        if self.allows_host(host) {
            return Ok(());
        }
        if is_this_computer(&Host::Domain(name)) {
            return Err(PrivateAddress {
                host: host.to_string(),
                ip: IpAddr::V4(Ipv4Addr::LOCALHOST),
            });
        }
        if self.proxies.proxy_for(url).is_none() && !self.proxies.is_proxy_host(name) {
            return Ok(());
        }
        let port = url.port_or_known_default().unwrap_or(443);
        let found = tokio::time::timeout(self.lookup_within, tokio::net::lookup_host((name, port)));
        match found.await {
            Ok(Ok(addrs)) => match addrs.map(|a| a.ip()).find(|ip| !is_public(*ip)) {
                Some(ip) => Err(PrivateAddress {
                    host: host.to_string(),
                    ip,
                }),
                None => Ok(()),
            },
            // This computer can't look the name up (in time): on a network where only the proxy
            // resolves names, it is the proxy's to reach, as every name is there; the addresses of this
            // computer and its own network are still refused above and by `check_url`.
            Ok(Err(_)) | Err(_) => Ok(()),
        }
    }

    /// A link whose host is written as an address: refused when it is not public.
    pub fn check_url(&self, url: &Url) -> Result<(), PrivateAddress> {
        let ip = match url.host() {
            Some(Host::Ipv4(v4)) => IpAddr::V4(v4),
            Some(Host::Ipv6(v6)) => IpAddr::V6(v6),
            _ => return Ok(()),
        };
        let host = url.host_str().unwrap_or_default();
        if self.allows_host(host) || is_public(ip) {
            Ok(())
        } else {
            Err(PrivateAddress {
                host: host.to_string(),
                ip,
            })
        }
    }
}

impl Resolve for Guard {
    /// Looks a name up for the media client: the link's host when it is reached directly, or the
    /// proxy's (allowed whatever it resolves to: the person chose it).
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_string();
        let check = !self.allows_host(&host) && !self.proxies.is_proxy_host(&host);
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if check {
                if let Some(bad) = found.iter().find(|a| !is_public(a.ip())) {
                    return Err(Box::new(PrivateAddress { host, ip: bad.ip() })
                        as Box<dyn std::error::Error + Send + Sync>);
                }
            }
            Ok(Box::new(found.into_iter()) as Addrs)
        })
    }
}

/// The refusal in a failed request's chain of causes, if that is why it failed.
pub(crate) fn refused_in(e: &reqwest::Error) -> Option<PrivateAddress> {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(c) = cause {
        if let Some(p) = c.downcast_ref::<PrivateAddress>() {
            return Some(PrivateAddress {
                host: p.host.clone(),
                ip: p.ip,
            });
        }
        cause = c.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_and_not() {
        for ok in ["93.184.216.34", "8.8.8.8", "100.128.0.1", "2606:4700::1111"] {
            assert!(is_public(ok.parse().unwrap()), "{ok}");
        }
        for bad in [
            "127.0.0.1",
            "10.0.0.5",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "0.1.2.3",
            "100.64.0.1",
            "255.255.255.255",
            "224.0.0.1",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.1.2.3",
        ] {
            assert!(!is_public(bad.parse().unwrap()), "{bad}");
        }
    }
}
