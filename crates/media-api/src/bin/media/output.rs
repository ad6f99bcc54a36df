//! Printing results: pretty JSON with --json, short `key: value` lines otherwise.

use serde::Serialize;
use serde_json::Value;

pub fn print<T: Serialize>(json: bool, value: &T) {
    let v = serde_json::to_value(value).unwrap_or(Value::Null);
    if json {
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        human(&v, 0);
    }
}

fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Null => Some("-".into()),
        _ => None,
    }
}

fn one_line(v: &Value) -> String {
    match v {
        Value::Object(m) => m
            .iter()
            .filter_map(|(k, v)| scalar(v).map(|s| format!("{k}={s}")))
            .collect::<Vec<_>>()
            .join("  "),
        other => scalar(other).unwrap_or_else(|| other.to_string()),
    }
}

fn human(v: &Value, indent: usize) {
    let pad = " ".repeat(indent);
    match v {
        Value::Object(m) => {
            for (k, v) in m.iter().filter(|(k, _)| k.as_str() != "success") {
                match v {
                    Value::Array(items) => {
                        println!(
                            "{pad}{k}: ({} item{})",
                            items.len(),
                            if items.len() == 1 { "" } else { "s" }
                        );
                        for item in items {
                            println!("{pad}  - {}", one_line(item));
                        }
                    }
                    Value::Object(_) => {
                        println!("{pad}{k}:");
                        human(v, indent + 2);
                    }
                    other => println!("{pad}{k}: {}", scalar(other).unwrap_or_default()),
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                println!("{pad}- {}", one_line(item));
            }
        }
        other => println!("{pad}{}", scalar(other).unwrap_or_default()),
    }
}

/// Prints an error to stderr (JSON with --json) and returns the exit code: 2 validation, 3 auth,
/// 4 credits, 1 anything else.
pub fn error(json: bool, e: &media_api::Error) -> i32 {
    use media_api::Error as E;
    let code = match e {
        E::Validation(_) => 2,
        E::Unauthorized { .. } | E::Forbidden { .. } => 3,
        E::InsufficientCredits { .. } => 4,
        _ => 1,
    };
    if json {
        let body = serde_json::json!({"error": {"code": e.code(), "message": e.to_string(),
            "status": e.status(), "fields": e.field_errors()}});
        eprintln!("{body}");
    } else if let E::Validation(fields) = e {
        eprintln!("error: the request is not valid:");
        for f in fields {
            eprintln!("  {f}");
        }
    } else {
        eprintln!("error: {e}");
    }
    code
}
