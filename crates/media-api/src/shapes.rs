//! The answers the spec documents, field by field: every route's success body as the spec lists it,
//! and nothing more. Two readers: the sandbox's strict profile sends exactly these fields (plus one
//! unknown one, as a newer service would), and the app's account check compares a real service's
//! answers with them and says in plain words what is missing or of another type.
//!
//! A field is `always` when the spec lists it in the response without a condition, else `sometimes`
//! ("may be present", "recent jobs", "only when completed", "with includeRecent=true"). A record whose
//! fields the spec does not show (`Kind::Opaque`) is passed through by the strict sandbox as an empty
//! object and never checked.

use serde_json::{Map, Value};

/// The JSON type of a documented field.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Str,
    Num,
    Bool,
    /// "string or null" (an image job's `error`).
    StrOrNull,
    /// An array of strings.
    Strs,
    Object(&'static [Field]),
    ArrayOf(&'static [Field]),
    /// A record whose fields are "not shown": present, but nothing inside it can be relied on.
    Opaque,
    /// An array of such records.
    OpaqueArray,
}

impl Kind {
    /// The type in words, as a report names it.
    pub fn name(&self) -> &'static str {
        match self {
            Kind::Str => "text",
            Kind::Num => "number",
            Kind::Bool => "true/false",
            Kind::StrOrNull => "text or null",
            Kind::Strs => "list of texts",
            Kind::Object(_) | Kind::Opaque => "object",
            Kind::ArrayOf(_) | Kind::OpaqueArray => "list",
        }
    }

    fn accepts(&self, v: &Value) -> bool {
        match self {
            Kind::Str => v.is_string(),
            Kind::Num => v.is_number(),
            Kind::Bool => v.is_boolean(),
            Kind::StrOrNull => v.is_string() || v.is_null(),
            Kind::Strs => v.as_array().is_some_and(|a| a.iter().all(Value::is_string)),
            Kind::Object(_) | Kind::Opaque => v.is_object(),
            Kind::ArrayOf(_) | Kind::OpaqueArray => v.is_array(),
        }
    }
}

/// One documented field.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
    /// Listed without a condition.
    pub always: bool,
}

const fn a(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        always: true,
    }
}

const fn s(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        always: false,
    }
}

use Kind::*;

/// One documented answer: a method and a path (`{x}` is one segment) and its success body.
#[derive(Debug, Clone, Copy)]
pub struct Route {
    pub method: &'static str,
    pub path: &'static str,
    pub body: &'static [Field],
}

impl Route {
    /// Whether `method path` is this route.
    pub fn matches(&self, method: &str, path: &str) -> bool {
        if !self.method.eq_ignore_ascii_case(method) {
            return false;
        }
        let mut want = self.path.split('/');
        let mut got = path.split('/');
        loop {
            match (want.next(), got.next()) {
                (None, None) => return true,
                (Some(w), Some(g)) if w.starts_with('{') => {
                    if g.is_empty() {
                        return false;
                    }
                }
                (Some(w), Some(g)) if w == g => {}
                _ => return false,
            }
        }
    }
}

const CHARACTER_LISTED: &[Field] = &[
    a("id", Str),
    a("name", Str),
    a("referenceUrl", Str),
    a("createdAt", Str),
];
const CHARACTER_UPDATED: &[Field] = &[
    a("id", Str),
    a("name", Str),
    a("referenceUrl", Str),
    a("updatedAt", Str),
];
const GENERATED_IMAGE: &[Field] = &[
    a("id", Str),
    a("url", Str),
    s("prompt", Str),
    s("createdAt", Str),
    s("generatedVideos", OpaqueArray),
];
/// The single-character answer: the resource's fields (notes is "update only": never read back).
const CHARACTER_DETAIL: &[Field] = &[
    a("id", Str),
    a("name", Str),
    a("referenceUrl", Str),
    s("createdAt", Str),
    s("description", Str),
    s("hairColor", Str),
    s("hairStyle", Str),
    s("age", Str),
    s("expression", Str),
    s("makeup", Str),
    s("topType", Str),
    s("topColor", Str),
    s("topDetails", Str),
    s("bottomType", Str),
    s("bottomColor", Str),
    s("bottomDetails", Str),
    a("generatedImages", ArrayOf(GENERATED_IMAGE)),
    a("generatedVideos", OpaqueArray),
];
const IMAGE_JOB: &[Field] = &[
    a("id", Str),
    a("status", Str),
    s("progress", Str),
    s("prompt", Str),
    s("imageId", Str),
    s("imageUrl", Str),
    s("error", StrOrNull),
    s("createdAt", Str),
    s("completedAt", Str),
];
const LIBRARY_ENTRY: &[Field] = &[a("id", Str), a("url", Str)];
const LIBRARY_CHARACTER: &[Field] = &[
    a("id", Str),
    a("name", Str),
    a("images", ArrayOf(LIBRARY_ENTRY)),
];
const SLIDE: &[Field] = &[a("imageUrl", Str), a("caption", Str)];
const SLIDESHOW: &[Field] = &[
    a("id", Str),
    a("status", Str),
    a("topic", Str),
    s("hookType", Str),
    s("slides", ArrayOf(SLIDE)),
];
const HOOK_TYPE: &[Field] = &[
    s("id", Str),
    a("name", Str),
    a("slug", Str),
    a("description", Str),
];
const API_KEY: &[Field] = &[
    a("id", Str),
    a("name", Str),
    a("prefix", Str),
    a("createdAt", Str),
    s("lastUsedAt", Str),
];
const JOB_CREATED: &[Field] = &[a("success", Bool), a("jobId", Str), a("promptUsed", Str)];

/// Every documented answer. `POST /api/generate/video-edit` is documented as an operation whose
/// request and response are not shown: its body is `success` alone.
pub const ROUTES: &[Route] = &[
    Route {
        method: "GET",
        path: "/api/user/credits",
        body: &[
            a("success", Bool),
            a("credits", Num),
            a("tier", Str),
            a("maxCredits", Num),
            a("creditsResetAt", Str),
        ],
    },
    Route {
        method: "GET",
        path: "/api/user/api-keys",
        body: &[a("success", Bool), a("keys", ArrayOf(API_KEY))],
    },
    Route {
        method: "POST",
        path: "/api/user/api-keys",
        body: &[a("success", Bool), a("key", Str), a("keyId", Str)],
    },
    Route {
        method: "DELETE",
        path: "/api/user/api-keys",
        body: &[a("success", Bool)],
    },
    Route {
        method: "GET",
        path: "/api/characters",
        body: &[
            a("success", Bool),
            a("characters", ArrayOf(CHARACTER_LISTED)),
            a("total", Num),
            a("hasMore", Bool),
        ],
    },
    Route {
        method: "POST",
        path: "/api/characters",
        body: &[a("success", Bool), a("character", Object(CHARACTER_LISTED))],
    },
    Route {
        method: "GET",
        path: "/api/characters/{id}",
        body: &[
            a("success", Bool),
            a("character", Object(CHARACTER_DETAIL)),
            a("editability", Object(&[a("canEdit", Bool)])),
            a("isFromPurchase", Bool),
        ],
    },
    Route {
        method: "PATCH",
        path: "/api/characters/{id}",
        body: &[
            a("success", Bool),
            a("character", Object(CHARACTER_UPDATED)),
        ],
    },
    Route {
        method: "DELETE",
        path: "/api/characters/{id}",
        body: &[
            a("success", Bool),
            a("deleted", Object(&[a("images", Num), a("videos", Num)])),
        ],
    },
    Route {
        method: "POST",
        path: "/api/generate/video",
        body: JOB_CREATED,
    },
    Route {
        method: "POST",
        path: "/api/generate/video-edit",
        body: &[a("success", Bool)],
    },
    Route {
        method: "POST",
        path: "/api/generate/music",
        body: &[a("success", Bool), a("jobId", Str)],
    },
    Route {
        method: "GET",
        path: "/api/generate/music/{jobId}",
        body: &[
            a("success", Bool),
            a("status", Str),
            s("musicUrl", Str),
            s("progress", Str),
            s("error", Str),
        ],
    },
    Route {
        method: "GET",
        path: "/api/generate/image/{jobId}",
        body: &[a("success", Bool), s("imageId", Str), s("imageUrl", Str)],
    },
    // After the fixed /api/generate/... paths: any other segment is an image provider.
    Route {
        method: "POST",
        path: "/api/generate/{provider}",
        body: JOB_CREATED,
    },
    Route {
        method: "GET",
        path: "/api/agent/tools",
        body: &[
            a("success", Bool),
            a("parityToolIds", Strs),
            a("toolCount", Num),
        ],
    },
    Route {
        method: "POST",
        path: "/api/agent/overlay-text",
        body: &[a("success", Bool), a("mediaType", Str), a("url", Str)],
    },
    Route {
        method: "POST",
        path: "/api/agent/stitch-videos",
        body: &[a("success", Bool), a("videoUrl", Str), a("clipCount", Num)],
    },
    Route {
        method: "POST",
        path: "/api/agent/trim-video",
        body: &[
            a("success", Bool),
            a("videoUrl", Str),
            a("startTime", Num),
            a("endTime", Num),
        ],
    },
    Route {
        method: "POST",
        path: "/api/agent/mute-video",
        body: &[a("success", Bool), a("videoUrl", Str)],
    },
    Route {
        method: "POST",
        path: "/api/agent/write-shot-prompt",
        body: &[a("success", Bool), a("shotPrompt", Str)],
    },
    Route {
        method: "POST",
        path: "/api/photo-editor/remove-background",
        body: &[a("success", Bool), a("imageUrl", Str), a("imageId", Str)],
    },
    Route {
        method: "GET",
        path: "/api/user/jobs",
        body: &[
            a("success", Bool),
            a("jobs", ArrayOf(IMAGE_JOB)),
            s("recentJobs", ArrayOf(IMAGE_JOB)),
            a("subscriptionTier", Str),
            a("jobLimit", Num),
        ],
    },
    Route {
        method: "GET",
        path: "/api/user/images",
        body: &[
            a("success", Bool),
            a("characters", ArrayOf(LIBRARY_CHARACTER)),
            a("unassigned", ArrayOf(LIBRARY_ENTRY)),
        ],
    },
    Route {
        method: "DELETE",
        path: "/api/user/images",
        body: &[a("success", Bool)],
    },
    Route {
        method: "POST",
        path: "/api/slideshows/generate",
        body: &[
            a("success", Bool),
            a("id", Str),
            a("creditsCost", Num),
            a("pollUrl", Str),
        ],
    },
    Route {
        method: "GET",
        path: "/api/slideshows/{id}",
        body: &[a("success", Bool), a("slideshow", Object(SLIDESHOW))],
    },
    Route {
        method: "GET",
        path: "/api/hook-types",
        body: &[a("success", Bool), a("hookTypes", ArrayOf(HOOK_TYPE))],
    },
    Route {
        method: "POST",
        path: "/api/videos/add-music",
        body: &[a("success", Bool), a("videoUrl", Str)],
    },
];

/// The documented answer of `method path` (the path without its query), if the spec documents one.
pub fn route(method: &str, path: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|r| r.matches(method, path))
}

/// Keeps only the documented fields of `v` (recursively), then adds `unknown` to every object kept,
/// as a newer service would. A field of a type other than documented is kept as it is.
pub fn project(v: &mut Value, fields: &[Field], unknown: Option<(&str, &Value)>) {
    let Some(obj) = v.as_object_mut() else {
        return;
    };
    let mut kept = Map::new();
    for f in fields {
        let Some(mut val) = obj.remove(f.name) else {
            continue;
        };
        match f.kind {
            Object(inner) => project(&mut val, inner, unknown),
            ArrayOf(inner) => {
                if let Some(items) = val.as_array_mut() {
                    for item in items {
                        project(item, inner, unknown);
                    }
                }
            }
            Opaque => val = Value::Object(Map::new()),
            OpaqueArray => {
                if let Some(items) = val.as_array_mut() {
                    for item in items.iter_mut() {
                        *item = Value::Object(Map::new());
                    }
                }
            }
            _ => {}
        }
        kept.insert(f.name.to_string(), val);
    }
    if let Some((k, uv)) = unknown {
        kept.insert(k.to_string(), uv.clone());
    }
    *obj = kept;
}

/// What an answer lacks or carries differently from the spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// A field the spec lists without a condition is not there (or null).
    Missing { path: String },
    /// A field is there with another JSON type.
    OtherType {
        path: String,
        expected: &'static str,
        found: &'static str,
    },
}

impl Mismatch {
    pub fn path(&self) -> &str {
        match self {
            Mismatch::Missing { path } | Mismatch::OtherType { path, .. } => path,
        }
    }
}

/// The JSON type of a value, in the words of [`Kind::name`].
pub fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "number",
        Value::String(_) => "text",
        Value::Array(_) => "list",
        Value::Object(_) => "object",
    }
}

/// Compares an answer with its documented fields. A list is checked item by item (each problem once,
/// under `name[]`). Unknown fields are never a problem.
pub fn compare(v: &Value, fields: &[Field]) -> Vec<Mismatch> {
    let mut out = Vec::new();
    compare_into(v, fields, "", &mut out);
    out
}

fn push_once(out: &mut Vec<Mismatch>, m: Mismatch) {
    if !out.contains(&m) {
        out.push(m);
    }
}

fn compare_into(v: &Value, fields: &[Field], at: &str, out: &mut Vec<Mismatch>) {
    let Some(obj) = v.as_object() else {
        return;
    };
    for f in fields {
        let path = if at.is_empty() {
            f.name.to_string()
        } else {
            format!("{at}.{}", f.name)
        };
        let present = obj
            .get(f.name)
            .filter(|v| !v.is_null() || f.kind == StrOrNull);
        match present {
            None => {
                if f.always {
                    push_once(out, Mismatch::Missing { path });
                }
            }
            Some(val) if !f.kind.accepts(val) => push_once(
                out,
                Mismatch::OtherType {
                    path,
                    expected: f.kind.name(),
                    found: type_name(val),
                },
            ),
            Some(val) => match f.kind {
                Object(inner) => compare_into(val, inner, &path, out),
                ArrayOf(inner) => {
                    let item_path = format!("{path}[]");
                    for item in val.as_array().into_iter().flatten() {
                        if !item.is_object() {
                            push_once(
                                out,
                                Mismatch::OtherType {
                                    path: item_path.clone(),
                                    expected: "object",
                                    found: type_name(item),
                                },
                            );
                            continue;
                        }
                        compare_into(item, inner, &item_path, out);
                    }
                }
                _ => {}
            },
        }
    }
}

/// Items of a list looked at for its shape.
const SHAPE_ITEMS: usize = 50;

/// The shape of an answer: every field's name with its type in words, never a value. A list is written
/// as a one-item list holding the merged shape of its first items (`[]` when empty); fields found with
/// several types read "text | number".
pub fn shape_of(v: &Value) -> Value {
    match v {
        Value::Object(o) => {
            Value::Object(o.iter().map(|(k, x)| (k.clone(), shape_of(x))).collect())
        }
        Value::Array(items) => {
            let mut merged: Option<Value> = None;
            for item in items.iter().take(SHAPE_ITEMS) {
                let s = shape_of(item);
                merged = Some(match merged {
                    None => s,
                    Some(m) => merge_shapes(m, s),
                });
            }
            Value::Array(merged.into_iter().collect())
        }
        other => Value::String(type_name(other).to_string()),
    }
}

fn merge_shapes(a: Value, b: Value) -> Value {
    match (a, b) {
        (Value::Object(mut a), Value::Object(b)) => {
            for (k, vb) in b {
                let merged = match a.remove(&k) {
                    Some(va) => merge_shapes(va, vb),
                    None => vb,
                };
                a.insert(k, merged);
            }
            Value::Object(a)
        }
        (Value::Array(a), Value::Array(b)) => match (a.into_iter().next(), b.into_iter().next()) {
            (Some(x), Some(y)) => Value::Array(vec![merge_shapes(x, y)]),
            (x, y) => Value::Array(x.or(y).into_iter().collect()),
        },
        (a, b) if a == b => a,
        (a, b) => {
            let words = |v: &Value| match v {
                Value::String(s) => s.clone(),
                Value::Array(_) => "list".to_string(),
                Value::Object(_) => "object".to_string(),
                other => type_name(other).to_string(),
            };
            let mut all: Vec<String> = words(&a)
                .split(" | ")
                .chain(words(&b).split(" | "))
                .map(str::to_string)
                .collect();
            all.sort();
            all.dedup();
            Value::String(all.join(" | "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn routes_match_by_segment_and_fixed_paths_come_first() {
        assert_eq!(
            route("GET", "/api/generate/music/m_1").unwrap().path,
            "/api/generate/music/{jobId}"
        );
        assert_eq!(
            route("POST", "/api/generate/video").unwrap().path,
            "/api/generate/video"
        );
        assert_eq!(
            route("POST", "/api/generate/grok-image").unwrap().path,
            "/api/generate/{provider}"
        );
        assert!(route("GET", "/api/generate/video/j_1").is_none());
        assert!(route("GET", "/api/characters/").is_none());
        assert!(route("GET", "/api/characters/c_1/x").is_none());
    }

    #[test]
    fn projection_keeps_documented_fields_and_adds_the_unknown_one() {
        let mut v = json!({
            "success": true, "extra": 1,
            "characters": [{"id": "c", "name": "n", "images": [{"id": "i", "url": "u", "type": "image", "prompt": "p"}], "more": 2}],
            "unassigned": [{"id": "j", "url": "w", "createdAt": "t"}]
        });
        let r = route("GET", "/api/user/images").unwrap();
        let unknown = json!({"note": "newer"});
        project(&mut v, r.body, Some(("newerField", &unknown)));
        assert_eq!(
            v,
            json!({
                "success": true, "newerField": {"note": "newer"},
                "characters": [{"id": "c", "name": "n", "newerField": {"note": "newer"},
                    "images": [{"id": "i", "url": "u", "newerField": {"note": "newer"}}]}],
                "unassigned": [{"id": "j", "url": "w", "newerField": {"note": "newer"}}]
            })
        );
    }

    #[test]
    fn compare_names_missing_and_retyped_fields_once() {
        let r = route("GET", "/api/user/jobs").unwrap();
        let v = json!({
            "success": true, "jobLimit": "four",
            "jobs": [{"id": "a", "status": "pending"}, {"id": 3, "status": "pending"}, {"id": 4}],
            "other": 1
        });
        let m = compare(&v, r.body);
        assert_eq!(
            m,
            vec![
                Mismatch::OtherType {
                    path: "jobs[].id".into(),
                    expected: "text",
                    found: "number"
                },
                Mismatch::Missing {
                    path: "jobs[].status".into()
                },
                Mismatch::Missing {
                    path: "subscriptionTier".into()
                },
                Mismatch::OtherType {
                    path: "jobLimit".into(),
                    expected: "number",
                    found: "text"
                },
            ]
        );
        let ok = json!({"success": true, "jobs": [], "subscriptionTier": "pro", "jobLimit": 4, "error": null});
        assert!(compare(&ok, r.body).is_empty());
    }

    #[test]
    fn a_shape_names_fields_and_types_never_values() {
        let v = json!({
            "credits": 12.5, "tier": "pro", "secretish": "sl_abc",
            "keys": [{"id": "k1", "lastUsedAt": null}, {"id": 7, "name": "x"}],
            "empty": []
        });
        let shape = shape_of(&v);
        assert_eq!(
            shape,
            json!({
                "credits": "number", "tier": "text", "secretish": "text",
                "keys": [{"id": "number | text", "lastUsedAt": "null", "name": "text"}],
                "empty": []
            })
        );
        assert!(!shape.to_string().contains("sl_abc") && !shape.to_string().contains("k1"));
    }
}
