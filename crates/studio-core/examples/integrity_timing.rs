//! Figures for docs/architecture.md, printed, never asserted: `quick_check` against `integrity_check`
//! with the app's own SQLite on a seeded library (`gallery_seed_bench --items 100000 --keep DIR`), and
//! what a commit costs with `synchronous=FULL` against `NORMAL`.
//! `cargo run --release -p studio-core --example integrity_timing -- DIR`

use std::path::Path;
use std::time::Instant;

fn main() {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: integrity_timing DATA_DIR (a seeded data folder)");
        std::process::exit(2);
    };
    let db = Path::new(&dir).join("library.sqlite");
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY;
    for round in 1..=3 {
        let conn = rusqlite::Connection::open_with_flags(&db, flags).unwrap();
        let items: i64 = conn
            .query_row("SELECT COUNT(*) FROM media", [], |r| r.get(0))
            .unwrap();
        for pragma in ["quick_check", "integrity_check"] {
            let t = Instant::now();
            let ok: String = conn
                .query_row(&format!("PRAGMA {pragma}"), [], |r| r.get(0))
                .unwrap();
            eprintln!(
                "round {round}: {pragma} on {items} items: {ok} in {} ms",
                t.elapsed().as_millis()
            );
        }
    }
    let scratch = tempfile::tempdir().unwrap();
    for mode in ["NORMAL", "FULL"] {
        let conn =
            rusqlite::Connection::open(scratch.path().join(format!("{mode}.sqlite"))).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.pragma_update(None, "synchronous", mode).unwrap();
        conn.execute_batch("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)")
            .unwrap();
        let t = Instant::now();
        for i in 0..200 {
            conn.execute(
                "INSERT OR REPLACE INTO t VALUES (?1 % 7, ?2)",
                rusqlite::params![i, "x".repeat(500)],
            )
            .unwrap();
        }
        eprintln!(
            "synchronous={mode}: {:.2} ms per commit",
            t.elapsed().as_secs_f64() * 1000.0 / 200.0
        );
    }
}
