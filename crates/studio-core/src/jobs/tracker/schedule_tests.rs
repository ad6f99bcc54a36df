use super::*;

fn job(id: &str, kind: JobKind) -> JobRow {
    JobRow {
        id: id.into(),
        status: JobState::Processing,
        remote_id: Some(format!("r-{id}")),
        created_at: "2026-11-23T00:00:00Z".into(),
        updated_at: "2026-11-23T00:00:00Z".into(),
        ..JobRow::new(kind, "p", serde_json::json!({}))
    }
}

/// The mix: 4 image jobs, 12 videos, 8 tracks, 4 slideshows.
fn mix() -> Vec<JobRow> {
    let mut v = vec![];
    for i in 0..4 {
        v.push(job(&format!("img{i}"), JobKind::Image));
    }
    for i in 0..12 {
        v.push(job(&format!("vid{i}"), JobKind::Video));
    }
    for i in 0..8 {
        v.push(job(&format!("mus{i}"), JobKind::Music));
    }
    for i in 0..4 {
        v.push(job(&format!("ss{i}"), JobKind::Slideshow));
    }
    v
}

/// Runs the schedule for `secs` seconds in 100 ms steps; answers every (time, check).
fn run(s: &mut Schedule, jobs: &[JobRow], start: Instant, secs: u64) -> Vec<(Duration, Check)> {
    let mut sent = vec![];
    for step in 0..secs * 10 {
        let now = start + Duration::from_millis(step * 100);
        for c in s.plan(now, jobs, false) {
            sent.push((now - start, c));
        }
    }
    sent
}

#[test]
fn the_mix_stays_within_the_budget_and_every_job_gets_its_turn() {
    let start = Instant::now();
    let mut s = Schedule::new(Duration::from_millis(2500), 60);
    let jobs = mix();
    let sent = run(&mut s, &jobs, start, 300);
    for (t, _) in &sent {
        let in_minute = sent
            .iter()
            .filter(|(u, _)| *u >= *t && *u < *t + Duration::from_secs(60))
            .count();
        assert!(
            in_minute <= 60,
            "{in_minute} requests in the minute from {t:?}"
        );
    }
    // One list for the images, one listing for the videos, and the leader of each cohort (the
    // tracks, the slideshows: alike and sent together) are asked at least every 15 s, from the
    // start; the other members of a cohort are asked when their leader finishes (below) and on
    // their own only now and then: at least every 90 s, the first time within 2 minutes (long-overdue
    // followers take their turns one at a time).
    let mut leaders: Vec<Check> = vec![
        Check::ImageJobs,
        Check::VideoLibrary,
        Check::Job("mus0".into()),
        Check::Job("ss0".into()),
    ];
    let followers: Vec<Check> = jobs
        .iter()
        .filter(|j| matches!(j.kind, JobKind::Music | JobKind::Slideshow))
        .map(|j| Check::Job(j.id.clone()))
        .filter(|c| !leaders.contains(c))
        .collect();
    for (list, first, most) in [(&mut leaders, 15, 15), (&mut followers.clone(), 120, 90)] {
        for c in list.iter() {
            let times: Vec<Duration> = sent
                .iter()
                .filter(|(_, x)| x == c)
                .map(|(t, _)| *t)
                .collect();
            assert!(
                times[0] <= Duration::from_secs(first),
                "{c:?} first at {:?}",
                times[0]
            );
            for w in times.windows(2) {
                assert!(
                    w[1] - w[0] <= Duration::from_secs(most),
                    "{c:?}: {:?} apart",
                    w[1] - w[0]
                );
            }
        }
    }
    // Image jobs are never asked one by one while the list shows them; videos only now and then.
    assert!(!sent
        .iter()
        .any(|(_, c)| matches!(c, Check::Job(id) if id.starts_with("img"))));
}

#[test]
fn a_single_job_is_asked_every_few_seconds_then_less_often_as_it_ages() {
    let start = Instant::now();
    let mut s = Schedule::new(Duration::from_millis(2500), 60);
    let jobs = vec![job("m", JobKind::Music)];
    let sent = run(&mut s, &jobs, start, 180);
    let times: Vec<Duration> = sent.iter().map(|(t, _)| *t).collect();
    let gaps: Vec<Duration> = times.windows(2).map(|w| w[1] - w[0]).collect();
    assert!(gaps[0] <= Duration::from_millis(2600), "{gaps:?}");
    assert!(gaps.last().unwrap() >= &Duration::from_secs(12), "{gaps:?}");
    assert!(
        gaps.iter().all(|g| *g <= Duration::from_millis(12_600)),
        "{gaps:?}"
    );
    // Three minutes of a running job: well under the budget.
    assert!(times.len() < 30, "{}", times.len());
}

#[test]
fn a_busy_service_pauses_every_poll_for_its_retry_after() {
    let start = Instant::now();
    let mut s = Schedule::new(Duration::from_millis(2500), 60);
    let jobs = mix();
    let first = s.plan(start, &jobs, false);
    assert!(!first.is_empty());
    s.budget.back_off(start, Some(Duration::from_secs(30)));
    for step in 1..300 {
        let now = start + Duration::from_millis(step * 100);
        assert!(
            s.plan(now, &jobs, false).is_empty(),
            "sent during the pause"
        );
    }
    assert!(!s
        .plan(start + Duration::from_secs(30), &jobs, false)
        .is_empty());
}

#[test]
fn new_videos_in_the_listing_are_looked_for_oldest_job_first() {
    let start = Instant::now();
    let mut s = Schedule::new(Duration::from_millis(2500), 600);
    let jobs: Vec<JobRow> = (0..3)
        .map(|i| job(&format!("v{i}"), JobKind::Video))
        .collect();
    assert_eq!(s.plan(start, &jobs, false), vec![Check::VideoLibrary]);
    s.videos_listed(start, HashSet::new(), &jobs);
    // The first listing of a run asks every video job once.
    let t1 = start + Duration::from_millis(200);
    assert_eq!(
        s.plan(t1, &jobs, false),
        vec![
            Check::Job("v0".into()),
            Check::Job("v1".into()),
            Check::Job("v2".into())
        ]
    );
    // Two videos appear: the two oldest jobs are asked.
    let t2 = start + Duration::from_secs(3);
    let plan = s.plan(t2, &jobs, false);
    assert_eq!(plan, vec![Check::VideoLibrary]);
    s.videos_listed(t2, ["a".to_string(), "b".to_string()].into(), &jobs);
    let t3 = t2 + Duration::from_millis(200);
    assert_eq!(
        s.plan(t3, &jobs, false),
        vec![Check::Job("v0".into()), Check::Job("v1".into())]
    );
    // v0 had "a"; "b" was not v1's: the next job not asked since is.
    s.video_claimed("a");
    let t4 = t3 + Duration::from_millis(200);
    assert_eq!(s.plan(t4, &jobs, false), vec![Check::Job("v2".into())]);
    // Nobody claims "b": every job was asked since it appeared, so it is dropped.
    let t5 = t4 + Duration::from_millis(200);
    assert!(s.plan(t5, &jobs, false).is_empty());
}

#[test]
fn when_a_track_finishes_its_siblings_are_asked_next() {
    let start = Instant::now();
    let mut s = Schedule::new(Duration::from_millis(2500), 600);
    let jobs: Vec<JobRow> = (0..3)
        .map(|i| job(&format!("m{i}"), JobKind::Music))
        .collect();
    assert!(
        run(&mut s, &jobs, start, 1).is_empty(),
        "just sent: not asked yet"
    );
    let now = start + Duration::from_secs(1);
    s.finished(now, &jobs[0], &jobs);
    let plan = s.plan(now + Duration::from_millis(100), &jobs, false);
    assert_eq!(plan, vec![Check::Job("m1".into()), Check::Job("m2".into())]);
}
