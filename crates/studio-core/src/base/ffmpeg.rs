//! Running ffmpeg and ffprobe on files of the library: to their end or a deadline (then stopped),
//! with stderr read on its own thread and bounded, and within a memory allowance ([`MEMORY_LIMIT`]:
//! a crafted file can't make it take the computer's memory). Callers pass `-protocol_whitelist file`
//! and a `-format_whitelist`, so only local files of known containers are ever opened.

use media_api::{say, Words};
use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The two programs the app runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Program {
    Ffmpeg,
    Ffprobe,
}

impl Program {
    fn name(self) -> &'static str {
        match self {
            Program::Ffmpeg => "ffmpeg",
            Program::Ffprobe => "ffprobe",
        }
    }

    /// Its file name on this system ("ffmpeg.exe" on Windows).
    fn file_name(self) -> String {
        format!("{}{}", self.name(), std::env::consts::EXE_SUFFIX)
    }
}

/// Where `program` is: beside the app's own executable first (where the Windows and macOS bundles put
/// the ffmpeg they bring: `bundle.externalBin` in src-tauri/bundle/), else on the PATH (the Linux
/// packages depend on the system's ffmpeg). `None`: not found.
pub(crate) fn locate(program: Program) -> Option<PathBuf> {
    let exe = std::env::current_exe().ok();
    locate_in(
        program,
        exe.as_deref().and_then(Path::parent),
        std::env::var_os("PATH"),
    )
}

fn locate_in(program: Program, beside: Option<&Path>, path: Option<OsString>) -> Option<PathBuf> {
    let name = program.file_name();
    let bundled = beside.map(|d| d.join(&name)).filter(|p| p.is_file());
    bundled.or_else(|| {
        std::env::split_paths(&path.unwrap_or_default())
            .map(|d| d.join(&name))
            .find(|p| p.is_file())
    })
}

/// A command for `program`, found as [`locate`] says (by its bare name when it is nowhere, so running
/// it fails with the missing-program words of [`run_capture`] and its siblings).
pub(crate) fn command(program: Program) -> Command {
    Command::new(locate(program).unwrap_or_else(|| PathBuf::from(program.name())))
}

/// The words for a program that could not be started.
fn could_not_run(name: &str, e: &std::io::Error) -> String {
    let program = Path::new(name)
        .file_stem()
        .map_or(name.to_string(), |s| s.to_string_lossy().into_owned());
    if e.kind() == std::io::ErrorKind::NotFound {
        format!(
            "{program} is missing: Media Studio needs it to make and read videos and music on this computer. \
             Install ffmpeg (on Debian or Ubuntu: sudo apt install ffmpeg), or reinstall Media Studio, which brings it on Windows and macOS"
        )
    } else {
        format!("{program} could not run: {e}")
    }
}

/// How a run ended: whether it succeeded, and the start of what it wrote (64 KiB of each at most).
pub(crate) struct Ran {
    pub ok: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Reads at most 64 KiB of a pipe on its own thread, so a chatty program never blocks on a full pipe.
fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(p) = pipe {
            let mut p = p.take(64 * 1024);
            let _ = p.read_to_string(&mut s);
            // What is left unread is drained, so the program can finish.
            let _ = std::io::copy(p.get_mut(), &mut std::io::sink());
        }
        s
    })
}

/// The most memory (heap and other private data) an ffmpeg or ffprobe run may take: a 1080p mix or
/// poster needs a few hundred megabytes; past this its allocations fail and it stops.
pub(crate) const MEMORY_LIMIT: u64 = 2 << 30;

/// Applies a data-size limit to the child before it starts (Linux and other Unix systems; on Windows the
/// child is put in a job object once started: [`job`]).
fn limit_memory(cmd: &mut Command, bytes: u64) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let limit = libc::rlimit {
            rlim_cur: bytes as libc::rlim_t,
            rlim_max: bytes as libc::rlim_t,
        };
        // SAFETY: between fork and exec only setrlimit runs, which is async-signal-safe.
        unsafe {
            cmd.pre_exec(move || {
                if libc::setrlimit(libc::RLIMIT_DATA, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    }
    #[cfg(not(unix))]
    let _ = (cmd, bytes);
}

/// A job object around one child (Windows): the most memory its processes may commit, and the child ends
/// when the job's handle is closed (this process ending included).
#[cfg(windows)]
mod job {
    use std::os::windows::io::AsRawHandle;
    use windows_sys::Win32::Foundation::{CloseHandle, HANDLE};
    use windows_sys::Win32::System::JobObjects::{
        AssignProcessToJobObject, CreateJobObjectW, JobObjectExtendedLimitInformation,
        SetInformationJobObject, JOBOBJECT_EXTENDED_LIMIT_INFORMATION,
        JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, JOB_OBJECT_LIMIT_PROCESS_MEMORY,
    };

    pub(super) struct Job(HANDLE);

    impl Drop for Job {
        fn drop(&mut self) {
            // SAFETY: the handle is this job's own, closed once.
            unsafe { CloseHandle(self.0) };
        }
    }

    fn check(ok: i32) -> std::io::Result<()> {
        if ok == 0 {
            Err(std::io::Error::last_os_error())
        } else {
            Ok(())
        }
    }

    /// Puts `child` in a new job whose processes may commit at most `bytes` each.
    pub(super) fn limit(child: &std::process::Child, bytes: u64) -> std::io::Result<Job> {
        // SAFETY: plain Win32 calls on a job created here and the child's own process handle; the
        // information block is a zeroed plain struct of the size given.
        unsafe {
            let handle = CreateJobObjectW(std::ptr::null(), std::ptr::null());
            if handle.is_null() {
                return Err(std::io::Error::last_os_error());
            }
            let job = Job(handle);
            let mut info: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = std::mem::zeroed();
            info.BasicLimitInformation.LimitFlags =
                JOB_OBJECT_LIMIT_PROCESS_MEMORY | JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
            info.ProcessMemoryLimit = usize::try_from(bytes).unwrap_or(usize::MAX);
            check(SetInformationJobObject(
                job.0,
                JobObjectExtendedLimitInformation,
                (&info as *const JOBOBJECT_EXTENDED_LIMIT_INFORMATION).cast(),
                std::mem::size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
            ))?;
            check(AssignProcessToJobObject(
                job.0,
                child.as_raw_handle() as HANDLE,
            ))?;
            Ok(job)
        }
    }
}

/// Runs a command to its end or its deadline (then kills it).
pub(crate) fn run_capture(cmd: Command, deadline: Duration) -> Result<Ran, String> {
    run_until(cmd, deadline, None)
}

/// What hears each line a program writes (ffmpeg's progress).
pub(crate) type OnLine = Box<dyn Fn(&str) + Send>;
/// Reads a pipe line by line on its own thread, handing each line to `line` (ffmpeg's `-progress
/// pipe:1` report), keeping at most 64 KiB of it.
fn drain_lines<R: Read + Send + 'static>(
    pipe: Option<R>,
    line: OnLine,
) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        use std::io::BufRead;
        let mut kept = String::new();
        if let Some(p) = pipe {
            let mut reader = std::io::BufReader::new(p);
            let mut buf = String::new();
            // Each line is bounded: a line longer than 4 KiB is read in pieces.
            while reader
                .by_ref()
                .take(4096)
                .read_line(&mut buf)
                .is_ok_and(|n| n > 0)
            {
                line(buf.trim_end());
                if kept.len() < 64 * 1024 {
                    kept.push_str(&buf);
                }
                buf.clear();
            }
        }
        kept
    })
}

/// [`run_until`], with every line the program writes to its standard output handed to `line` as it
/// comes (ffmpeg's progress).
pub(crate) fn run_reporting(
    cmd: Command,
    deadline: Duration,
    stop: Option<&AtomicBool>,
    line: OnLine,
) -> Result<Ran, String> {
    run_within(cmd, deadline, stop, MEMORY_LIMIT, Some(line))
}

/// Runs a command to its end, its deadline or the moment `stop` is set (then kills it).
pub(crate) fn run_until(
    cmd: Command,
    deadline: Duration,
    stop: Option<&AtomicBool>,
) -> Result<Ran, String> {
    run_within(cmd, deadline, stop, MEMORY_LIMIT, None)
}

/// [`run_until`] within `memory` bytes of data, each line of its output handed to `line` when given.
fn run_within(
    mut cmd: Command,
    deadline: Duration,
    stop: Option<&AtomicBool>,
    memory: u64,
    line: Option<OnLine>,
) -> Result<Ran, String> {
    let name = cmd.get_program().to_string_lossy().into_owned();
    limit_memory(&mut cmd, memory);
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| could_not_run(&name, &e))?;
    let out = match line {
        Some(line) => drain_lines(child.stdout.take(), line),
        None => drain(child.stdout.take()),
    };
    let err = drain(child.stderr.take());
    // Windows: the child's memory is limited by a job of its own, closed (and the child with it) when this
    // returns. A moment passes between its start and the limit; a child the limit can't be put on runs
    // without it, said in the log.
    #[cfg(windows)]
    let _job = job::limit(&child, memory)
        .map_err(|e| tracing::warn!("{name} runs without its memory limit: {e}"))
        .ok();
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|e| e.to_string())? {
            Some(s) => break Some(s),
            None if start.elapsed() >= deadline
                || stop.is_some_and(|s| s.load(Ordering::SeqCst)) =>
            {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    match status {
        Some(s) => Ok(Ran {
            ok: s.success(),
            stdout,
            stderr,
        }),
        None if start.elapsed() < deadline => Err(format!("{name} was stopped")),
        None => Err(format!(
            "{name} took longer than {} s and was stopped",
            deadline.as_secs()
        )),
    }
}

/// What ffprobe tells of a local media file: its length in seconds and whether it has sound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Probe {
    pub duration: Option<f64>,
    pub has_audio: bool,
}

/// Asks ffprobe (local file only, known containers only, within `deadline`).
pub(crate) fn probe(
    path: &std::path::Path,
    formats: &str,
    deadline: Duration,
) -> Result<Probe, String> {
    let mut cmd = command(Program::Ffprobe);
    cmd.args(["-v", "error", "-protocol_whitelist", "file"])
        .args(["-format_whitelist", formats])
        .args([
            "-show_entries",
            "format=duration:stream=codec_type",
            "-of",
            "json",
        ])
        .arg(path);
    let ran = run_capture(cmd, deadline)?;
    if !ran.ok {
        return Err(format!(
            "it is not a media file ffprobe can read: {}",
            ran.stderr.chars().take(200).collect::<String>()
        ));
    }
    let v: serde_json::Value =
        serde_json::from_str(&ran.stdout).map_err(|e| format!("ffprobe's answer: {e}"))?;
    let duration = v["format"]["duration"]
        .as_str()
        .and_then(|d| d.parse::<f64>().ok())
        .filter(|d| d.is_finite() && *d > 0.0);
    let has_audio = v["streams"]
        .as_array()
        .is_some_and(|s| s.iter().any(|s| s["codec_type"] == "audio"));
    Ok(Probe {
        duration,
        has_audio,
    })
}

/// The H.264 (or, failing that, MPEG-4) encoders a video made on this computer may use, best first.
/// Only GPL builds of ffmpeg have libx264, and the ffmpeg Media Studio brings on Windows and macOS is
/// an LGPL one: there the system's own encoder (Media Foundation, VideoToolbox) or Cisco's OpenH264 makes
/// H.264, and ffmpeg's own MPEG-4 Part 2 encoder, in every build, is the last resort.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VideoEncoder {
    MediaFoundation,
    VideoToolbox,
    OpenH264,
    X264,
    Mpeg4,
}

impl VideoEncoder {
    pub const BEST_FIRST: [VideoEncoder; 5] = [
        VideoEncoder::MediaFoundation,
        VideoEncoder::VideoToolbox,
        VideoEncoder::OpenH264,
        VideoEncoder::X264,
        VideoEncoder::Mpeg4,
    ];

    /// Its name in `ffmpeg -encoders`.
    pub fn name(self) -> &'static str {
        match self {
            VideoEncoder::MediaFoundation => "h264_mf",
            VideoEncoder::VideoToolbox => "h264_videotoolbox",
            VideoEncoder::OpenH264 => "libopenh264",
            VideoEncoder::X264 => "libx264",
            VideoEncoder::Mpeg4 => "mpeg4",
        }
    }

    /// Its output arguments: codec, quality, pixel format.
    pub fn args(self) -> Vec<&'static str> {
        let mut a = vec!["-c:v", self.name()];
        a.extend(match self {
            // Quality by a fixed rate where the encoder has no constant-quality mode: 6 Mbit/s is
            // plenty for 1080 x 1920 slides.
            VideoEncoder::MediaFoundation => &["-b:v", "6M", "-pix_fmt", "nv12"][..],
            VideoEncoder::VideoToolbox | VideoEncoder::OpenH264 => {
                &["-b:v", "6M", "-pix_fmt", "yuv420p"][..]
            }
            VideoEncoder::X264 => &["-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"][..],
            VideoEncoder::Mpeg4 => &["-q:v", "3", "-tag:v", "mp4v", "-pix_fmt", "yuv420p"][..],
        });
        a
    }

    /// What a video it makes is, for a person.
    pub fn words(self) -> Words {
        match self {
            VideoEncoder::Mpeg4 => say!(
                "ffmpeg.makes_mpeg4",
                "An MP4 video in the older MPEG-4 format: it plays in the usual video players, but some phones and sites may refuse it"
            ),
            _ => say!(
                "ffmpeg.makes_h264",
                "An MP4 video in H.264, which plays on phones, in players and on every site"
            ),
        }
    }
}

/// The first of `candidates` the ffmpeg at hand lists and can really use (a listed hardware encoder
/// may have no hardware: each is tried on two small frames), within `deadline` each.
pub(crate) fn video_encoder(
    candidates: &[VideoEncoder],
    deadline: Duration,
) -> Result<VideoEncoder, String> {
    let mut cmd = command(Program::Ffmpeg);
    cmd.args(["-hide_banner", "-encoders"]);
    let listed = run_capture(cmd, deadline)?;
    if !listed.ok {
        return Err(format!(
            "ffmpeg could not list its encoders: {}",
            listed.stderr.trim()
        ));
    }
    let has = |name: &str| {
        listed
            .stdout
            .lines()
            .any(|l| l.split_whitespace().nth(1) == Some(name))
    };
    for &e in candidates.iter().filter(|e| has(e.name())) {
        let mut cmd = command(Program::Ffmpeg);
        cmd.args(["-nostdin", "-v", "error", "-f", "lavfi", "-i"])
            .arg("testsrc2=size=128x128:rate=10")
            .args(["-frames:v", "2"])
            .args(e.args())
            .args(["-f", "null", "-"]);
        if run_capture(cmd, deadline).is_ok_and(|r| r.ok) {
            return Ok(e);
        }
    }
    Err("this ffmpeg has no video encoder Media Studio can use (H.264 or MPEG-4)".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Five frames of a 1080p test picture encoded with x264, written nowhere.
    fn encode_1080p() -> Command {
        let mut cmd = Command::new("ffmpeg");
        cmd.args([
            "-hide_banner",
            "-f",
            "lavfi",
            "-i",
            "testsrc2=size=1920x1080:rate=10",
        ])
        .args(["-frames:v", "5", "-c:v", "libx264", "-f", "null", "-"]);
        cmd
    }

    #[test]
    fn the_ffmpeg_beside_the_app_comes_before_the_systems() {
        let (app, system) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let name = Program::Ffmpeg.file_name();
        std::fs::write(system.path().join(&name), b"").unwrap();
        let path = Some(std::env::join_paths([system.path()]).unwrap());
        assert_eq!(
            locate_in(Program::Ffmpeg, Some(app.path()), path.clone()),
            Some(system.path().join(&name)),
            "none beside the app: the system's"
        );
        std::fs::write(app.path().join(&name), b"").unwrap();
        assert_eq!(
            locate_in(Program::Ffmpeg, Some(app.path()), path.clone()),
            Some(app.path().join(&name)),
            "the one the app brought"
        );
        assert_eq!(locate_in(Program::Ffprobe, Some(app.path()), path), None);
    }

    #[test]
    fn a_missing_program_is_named_in_words() {
        let err = run_capture(Command::new("/nonexistent/ffprobe"), Duration::from_secs(5))
            .err()
            .unwrap();
        assert!(
            err.starts_with("ffprobe is missing: Media Studio needs it"),
            "{err}"
        );
        assert!(err.contains("sudo apt install ffmpeg"), "{err}");
    }

    /// Set in the child this test starts: the bytes it takes and touches, then it ends.
    const ALLOCATE_ENV: &str = "MEDIA_STUDIO_ALLOCATE_BYTES";

    /// The limit holds on any child (this test's own program, started again), on Linux (a data-size limit)
    /// and on Windows (a job object): with room, 256 MiB is taken; with 48 MiB allowed it is refused.
    #[test]
    fn a_child_runs_within_its_memory_allowance() {
        if let Some(n) = std::env::var_os(ALLOCATE_ENV) {
            let n: usize = n.to_str().unwrap().parse().unwrap();
            let mut v: Vec<u8> = Vec::new();
            // A failed allocation aborts this child (what ffmpeg does in its own way).
            v.reserve_exact(n);
            v.resize(n, 1);
            assert_eq!(
                v.iter().step_by(4096).map(|&b| b as usize).sum::<usize>(),
                n.div_ceil(4096)
            );
            return;
        }
        let me = std::env::current_exe().unwrap();
        let child = |bytes: u64| {
            let mut cmd = Command::new(&me);
            cmd.args([
                "--exact",
                "base::ffmpeg::tests::a_child_runs_within_its_memory_allowance",
            ])
            .env(ALLOCATE_ENV, (256usize << 20).to_string());
            run_within(cmd, Duration::from_secs(60), None, bytes, None).unwrap()
        };
        let roomy = child(MEMORY_LIMIT);
        assert!(roomy.ok, "256 MiB fits the allowance: {}", roomy.stderr);
        let starved = child(48 << 20);
        assert!(
            !starved.ok,
            "48 MiB is too little for 256 MiB: the allowance is applied: {}",
            starved.stdout
        );
    }

    /// Set in the child the job test starts: the file it writes once it is waiting.
    #[cfg(windows)]
    const WAIT_ENV: &str = "MEDIA_STUDIO_WAIT_SECONDS";

    /// Windows: a child in its job ends when the job is closed (what the app's end does to an ffmpeg
    /// still running), long before it would have ended by itself.
    #[cfg(windows)]
    #[test]
    fn a_childs_job_takes_it_along_when_closed() {
        // The child: says it is waiting (a file), then waits a minute.
        if let Some(marker) = std::env::var_os(WAIT_ENV) {
            std::fs::write(&marker, b"waiting").unwrap();
            std::thread::sleep(Duration::from_secs(60));
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let marker = dir.path().join("waiting");
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "base::ffmpeg::tests::a_childs_job_takes_it_along_when_closed",
            ])
            .env(WAIT_ENV, &marker)
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let job = job::limit(&child, MEMORY_LIMIT).unwrap();
        let until = Instant::now() + Duration::from_secs(30);
        while !marker.exists() {
            assert!(
                child.try_wait().unwrap().is_none(),
                "the child ended before it waited"
            );
            assert!(Instant::now() < until, "the child never started waiting");
            std::thread::sleep(Duration::from_millis(50));
        }
        // Closed, the job ends its child long before the child's minute is up.
        drop(job);
        let until = Instant::now() + Duration::from_secs(20);
        while child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < until, "the child outlived its job");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    #[test]
    fn ffmpeg_runs_within_its_memory_allowance() {
        let ran = run_within(
            encode_1080p(),
            Duration::from_secs(60),
            None,
            MEMORY_LIMIT,
            None,
        )
        .unwrap();
        assert!(ran.ok, "a 1080p encode fits the allowance: {}", ran.stderr);
        let starved = run_within(
            encode_1080p(),
            Duration::from_secs(60),
            None,
            24 << 20,
            None,
        );
        assert!(
            starved.as_ref().map_or(true, |r| !r.ok),
            "24 MiB is too little for a 1080p encode: the allowance is applied"
        );
    }
}
