//! Which proxy a request goes through. One decision, [`Proxies::proxy_for`], is used by the API client,
//! by the media client and by the download guard, so what is sent through a proxy and what the guard
//! checks can never disagree. It is a value of the [`crate::ClientBuilder`] (`.proxies(..)`), read from
//! the environment when not given, so a test names its proxy without touching the process's variables.

use std::fmt;
use std::net::IpAddr;
use url::{Host, Url};

/// The proxy https requests go through, and the hosts that are reached directly.
///
/// Only an https request goes through a proxy, which reqwest always opens as a `CONNECT` tunnel: the
/// proxy sees the host and port, never the request, its key or its answer. A plain-http request is
/// never handed to a proxy (it would read it in the clear); none leaves this computer anyway, as the
/// service's address and its media links are https unless they are on loopback.
///
/// [`Proxies::from_env`] reads the variables reqwest reads for https, with its precedence:
/// `HTTPS_PROXY`, else `https_proxy`, else `ALL_PROXY`, else `all_proxy` (the first of each pair that
/// is set counts, even empty); `NO_PROXY`, else `no_proxy`; and none at all when `REQUEST_METHOD` is
/// set (a CGI program). A proxy is written `http://host:port`, `https://…`, or `host:port` (http),
/// with `user:password@` when it asks for them; a value of another scheme is ignored, and a socks
/// proxy is kept but can't be spoken by this build (its requests fail rather than go around it).
///
/// `NO_PROXY` is a comma-separated list: `*` (every host), a domain (`example.com`, `.example.com`
/// or `*.example.com`: it and every name under it), an address (`10.1.2.3`, `::1`) or a network
/// (`10.0.0.0/8`). Whatever it says, a target on this computer (a loopback address, `localhost` and
/// the names under it) is never sent through a proxy: a proxy elsewhere can't reach this computer's
/// loopback, where the Sandbox serves its media.
#[derive(Clone, Default)]
pub struct Proxies {
    https: Option<Url>,
    no: NoProxy,
}

impl Proxies {
    /// No proxy: every request goes straight to its host.
    pub fn none() -> Proxies {
        Proxies::default()
    }

    /// What this process's environment says (the default of [`crate::ClientBuilder`]).
    pub fn from_env() -> Proxies {
        Proxies::from_lookup(|name| std::env::var(name).ok())
    }

    /// What an environment holding these variables would say, e.g.
    /// `Proxies::from_vars([("HTTPS_PROXY", "http://proxy.lan:3128"), ("NO_PROXY", ".lan")])`.
    pub fn from_vars<K, V>(vars: impl IntoIterator<Item = (K, V)>) -> Proxies
    where
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let vars: Vec<(String, String)> = vars
            .into_iter()
            .map(|(k, v)| (k.as_ref().to_string(), v.as_ref().to_string()))
            .collect();
        Proxies::from_lookup(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    fn from_lookup(var: impl Fn(&str) -> Option<String>) -> Proxies {
        if var("REQUEST_METHOD").is_some() {
            return Proxies::none();
        }
        let first = |names: [&str; 2]| names.iter().find_map(|n| var(n)).unwrap_or_default();
        Proxies {
            https: parse_proxy(&first(["HTTPS_PROXY", "https_proxy"]))
                .or_else(|| parse_proxy(&first(["ALL_PROXY", "all_proxy"]))),
            no: NoProxy::parse(&first(["NO_PROXY", "no_proxy"])),
        }
    }

    /// The proxy a request to `target` goes through, if any: none for a plain-http target, one on this
    /// computer or one `NO_PROXY` names.
    pub fn proxy_for(&self, target: &Url) -> Option<&Url> {
        let host = target.host()?;
        if target.scheme() != "https"
            || crate::download::guard::is_this_computer(&host)
            || self.no.contains(&host)
        {
            return None;
        }
        self.https.as_ref()
    }

    /// Whether `name` is the proxy's host (the person's choice, always reachable).
    pub(crate) fn is_proxy_host(&self, name: &str) -> bool {
        let name = name.trim_end_matches('.');
        self.https
            .as_ref()
            .and_then(|p| p.host_str())
            .is_some_and(|h| h.trim_end_matches('.').eq_ignore_ascii_case(name))
    }

    /// The same decision as a reqwest proxy, for a client built with reqwest's own reading of the
    /// environment turned off (`.no_proxy()`).
    pub(crate) fn to_reqwest(&self) -> reqwest::Proxy {
        let decide = self.clone();
        reqwest::Proxy::custom(move |target| decide.proxy_for(target).cloned())
    }
}

impl fmt::Debug for Proxies {
    /// The proxy without its user name and password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = self.https.as_ref().map(|u| {
            format!(
                "{}://{}{}",
                u.scheme(),
                u.host_str().unwrap_or_default(),
                u.port().map(|p| format!(":{p}")).unwrap_or_default()
            )
        });
        f.debug_struct("Proxies")
            .field("https", &shown)
            .field("no", &self.no)
            .finish()
    }
}

/// A proxy as the environment writes it: with a scheme, or `host:port` meaning http. None for an empty
/// value, one that isn't an address, or a scheme no proxy is spoken in.
fn parse_proxy(value: &str) -> Option<Url> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    let url = if value.contains("://") {
        Url::parse(value).ok()?
    } else {
        Url::parse(&format!("http://{value}")).ok()?
    };
    let known = matches!(
        url.scheme(),
        "http" | "https" | "socks4" | "socks4a" | "socks5" | "socks5h"
    );
    (known && url.host().is_some()).then_some(url)
}

/// The hosts reached without a proxy (`NO_PROXY`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct NoProxy {
    /// `*`: every host.
    every: bool,
    /// Addresses and networks: an address and how many of its leading bits count.
    nets: Vec<(IpAddr, u8)>,
    /// Domains, lowercase, without a leading `.` or `*.` or a trailing `.`: each and every name under it.
    domains: Vec<String>,
}

impl NoProxy {
    fn parse(list: &str) -> NoProxy {
        let mut no = NoProxy::default();
        for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            if entry == "*" {
                no.every = true;
            } else if let Some(net) = parse_net(entry) {
                no.nets.push(net);
            } else {
                let domain = entry.trim_start_matches("*.").trim_start_matches('.');
                let domain = domain.trim_end_matches('.').to_ascii_lowercase();
                if !domain.is_empty() {
                    no.domains.push(domain);
                }
            }
        }
        no
    }

    fn contains(&self, host: &Host<&str>) -> bool {
        if self.every {
            return true;
        }
        match host {
            Host::Ipv4(ip) => self.has_ip(IpAddr::V4(*ip)),
            Host::Ipv6(ip) => self.has_ip(IpAddr::V6(*ip)),
            Host::Domain(name) => {
                let name = name.trim_end_matches('.').to_ascii_lowercase();
                self.domains.iter().any(|d| {
                    name == *d
                        || name
                            .strip_suffix(d.as_str())
                            .is_some_and(|head| head.ends_with('.'))
                })
            }
        }
    }

    fn has_ip(&self, ip: IpAddr) -> bool {
        self.nets.iter().any(|&(net, bits)| match (net, ip) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(bits)).unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(bits)).unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        })
    }
}

/// `10.1.2.3`, `::1`, `[::1]`, `10.0.0.0/8`, `fd00::/8`: an address and the bits of it that count.
fn parse_net(entry: &str) -> Option<(IpAddr, u8)> {
    let (addr, bits) = match entry.split_once('/') {
        Some((a, b)) => (a, Some(b.parse::<u8>().ok()?)),
        None => (entry, None),
    };
    let addr = addr.trim_start_matches('[').trim_end_matches(']');
    let ip: IpAddr = addr.parse().ok()?;
    let most = if ip.is_ipv4() { 32 } else { 128 };
    match bits {
        Some(b) if b > most => None,
        Some(b) => Some((ip, b)),
        None => Some((ip, most)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    fn through(p: &Proxies, target: &str) -> Option<String> {
        p.proxy_for(&url(target)).map(|u| u.to_string())
    }

    #[test]
    fn precedence_is_reqwests() {
        let p = Proxies::from_vars([
            ("HTTPS_PROXY", "http://upper:1"),
            ("https_proxy", "http://lower:2"),
            ("ALL_PROXY", "http://all:3"),
        ]);
        assert_eq!(
            through(&p, "https://a.example/"),
            Some("http://upper:1/".into())
        );

        let p = Proxies::from_vars([("https_proxy", "lower:2"), ("all_proxy", "all:3")]);
        assert_eq!(
            through(&p, "https://a.example/"),
            Some("http://lower:2/".into())
        );
        let p = Proxies::from_vars([("ALL_PROXY", "http://all:3"), ("all_proxy", "http://l:4")]);
        assert_eq!(
            through(&p, "https://a.example/"),
            Some("http://all:3/".into())
        );

        // The first of a pair that is set counts, even empty (then ALL_PROXY is used).
        let p = Proxies::from_vars([
            ("HTTPS_PROXY", ""),
            ("https_proxy", "http://l:2"),
            ("ALL_PROXY", "http://all:3"),
        ]);
        assert_eq!(
            through(&p, "https://a.example/"),
            Some("http://all:3/".into())
        );

        // HTTP_PROXY is for plain http, which never goes through a proxy (below).
        let p = Proxies::from_vars([("HTTP_PROXY", "http://h:1"), ("http_proxy", "http://l:2")]);
        assert_eq!(through(&p, "https://a.example/"), None);

        // A CGI program takes no proxy from its environment.
        let p = Proxies::from_vars([("HTTPS_PROXY", "http://h:1"), ("REQUEST_METHOD", "GET")]);
        assert_eq!(through(&p, "https://a.example/"), None);

        assert_eq!(through(&Proxies::none(), "https://a.example/"), None);
    }

    /// A plain-http request would be read by the proxy, key and all: none is handed to one, whatever
    /// the environment says.
    #[test]
    fn plain_http_never_goes_through_a_proxy() {
        let p = Proxies::from_vars([
            ("HTTP_PROXY", "http://proxy.lan:3128"),
            ("ALL_PROXY", "http://proxy.lan:3128"),
        ]);
        assert_eq!(through(&p, "http://a.example/"), None);
        assert_eq!(through(&p, "http://10.0.0.5/x.png"), None);
        assert_eq!(
            through(&p, "https://a.example/"),
            Some("http://proxy.lan:3128/".into())
        );
    }

    #[test]
    fn a_proxy_is_an_address_of_a_known_scheme() {
        for (value, as_url) in [
            ("http://proxy.lan:3128", Some("http://proxy.lan:3128/")),
            ("proxy.lan:3128", Some("http://proxy.lan:3128/")),
            (" https://proxy.lan ", Some("https://proxy.lan/")),
            (
                "http://user:pa%20ss@proxy.lan:8080/ignored",
                Some("http://user:pa%20ss@proxy.lan:8080/ignored"),
            ),
            ("socks5h://proxy.lan:1080", Some("socks5h://proxy.lan:1080")),
            ("ftp://proxy.lan", None),
            ("", None),
            ("http://", None),
        ] {
            assert_eq!(
                parse_proxy(value).map(|u| u.to_string()).as_deref(),
                as_url,
                "{value:?}"
            );
        }
    }

    #[test]
    fn its_password_is_never_shown() {
        let p = Proxies::from_vars([("ALL_PROXY", "http://ana:secret@proxy.lan:3128")]);
        let shown = format!("{p:?}");
        assert!(shown.contains("http://proxy.lan:3128"), "{shown}");
        assert!(
            !shown.contains("secret") && !shown.contains("ana"),
            "{shown}"
        );
    }

    #[test]
    fn no_proxy_matches_hosts_domains_addresses_and_networks() {
        let no = NoProxy::parse(
            " example.com, .corp.lan ,*.wild.test, exact.host., 10.1.2.3, 192.168.0.0/16, ::1, [fd00::5], fe80::/10,,",
        );
        let yes = |h: &str| no.contains(&url(&format!("https://{h}/")).host().unwrap());
        for host in [
            "example.com",
            "EXAMPLE.com",
            "www.example.com",
            "a.b.example.com",
            "example.com.",
            "corp.lan",
            "x.corp.lan",
            "wild.test",
            "a.wild.test",
            "exact.host",
            "sub.exact.host",
            "10.1.2.3",
            "192.168.44.7",
            "[::1]",
            "[fd00::5]",
            "[fe80::1234]",
        ] {
            assert!(yes(host), "{host} is reached directly");
        }
        for host in [
            "notexample.com",
            "example.com.evil",
            "lan",
            "xcorp.lan",
            "10.1.2.4",
            "192.169.0.1",
            "[fd00::6]",
            "[fec0::1]",
            "other.test",
        ] {
            assert!(!yes(host), "{host} goes through the proxy");
        }
        let every = NoProxy::parse("localhost, *");
        assert!(every.contains(&Host::Domain("anything.example")));
        assert!(every.contains(&Host::Ipv4("8.8.8.8".parse().unwrap())));
        let none = NoProxy::parse("");
        assert!(!none.contains(&Host::Domain("example.com")));
        // Neither a bad network nor a port makes an entry match everything.
        let odd = NoProxy::parse("10.0.0.0/33, example.com:8080");
        assert!(!odd.contains(&Host::Ipv4("10.0.0.1".parse().unwrap())));
        assert!(!odd.contains(&Host::Domain("example.com")));
        let zero = NoProxy::parse("0.0.0.0/0");
        assert!(zero.contains(&Host::Ipv4("8.8.8.8".parse().unwrap())));
        assert!(!zero.contains(&Host::Ipv6("::2".parse().unwrap())));
    }

    #[test]
    fn this_computer_and_no_proxy_hosts_are_reached_directly() {
        let p = Proxies::from_vars([
            ("ALL_PROXY", "http://proxy.lan:3128"),
            ("NO_PROXY", "direct.example"),
        ]);
        for direct in [
            "https://localhost:8080/x.png",
            "https://LOCALHOST./x.png",
            "https://media.localhost/x.png",
            "https://127.0.0.1:9000/x.png",
            "https://127.3.4.5/x.png",
            "https://[::1]/x.png",
            "https://[::ffff:127.0.0.1]/x.png",
            "https://direct.example/x.png",
            "https://cdn.direct.example/x.png",
        ] {
            assert_eq!(through(&p, direct), None, "{direct}");
        }
        for proxied in [
            "https://media.example/x.png",
            "https://10.0.0.5/x.png",
            "https://192.168.1.1/x.png",
            "https://localhost.example/x.png",
        ] {
            assert_eq!(
                through(&p, proxied),
                Some("http://proxy.lan:3128/".into()),
                "{proxied}"
            );
        }
        assert!(p.is_proxy_host("proxy.lan") && p.is_proxy_host("PROXY.LAN."));
        assert!(!p.is_proxy_host("media.example"));
    }
}
