//! A small deterministic mutator for the bounded run on stable Rust: inputs made from the seeds by
//! the edits a fuzzer tries first (bytes flipped, set, inserted, removed, repeated; a piece of
//! another seed spliced in; JSON's boundary values put in place of a token). libFuzzer does far
//! better with its coverage feedback (`scripts/fuzz.sh`); this keeps every target exercised on every
//! run of the test command, the same inputs each time.

/// xorshift64*: deterministic, no dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// Values at JSON's and integers' edges, and the shapes a field can take.
const TOKENS: &[&[u8]] = &[
    b"0",
    b"-1",
    b"1",
    b"6",
    b"7",
    b"10",
    b"11",
    b"255",
    b"65536",
    b"4294967295",
    b"4294967296",
    b"18446744073709551616",
    b"-9223372036854775809",
    b"1e309",
    b"-0",
    b"0.5",
    b"1.0000000001",
    b"null",
    b"true",
    b"false",
    b"\"\"",
    b"\" \"",
    b"[]",
    b"{}",
    b"[{}]",
    b"\"\\u0000\"",
    b"\"\\ud800\"",
    b"\"a\xcc\x81\"",
    b"\"\xf0\x9f\x98\x80\"",
    b"\"https://127.0.0.1/x.png\"",
    b"\"http://169.254.169.254/\"",
    b"\"data:image/png;base64,iVBORw0KGgo=\"",
    b"\"#GGGGGG\"",
    b"\"9:16\"",
    b"\"completed\"",
    b"\"failed\"",
    b"\"brand-new\"",
];

/// One input made from `seeds` (at least one).
pub fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut out = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(4) {
        edit(rng, &mut out, seeds);
    }
    out
}

fn edit(rng: &mut Rng, v: &mut Vec<u8>, seeds: &[Vec<u8>]) {
    let len = v.len();
    let at = rng.below(len + 1);
    match rng.below(9) {
        0 if len > 0 => v[at.min(len - 1)] ^= 1 << rng.below(8),
        1 if len > 0 => v[at.min(len - 1)] = rng.next_u64() as u8,
        2 => {
            let n = 1 + rng.below(8);
            let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
            v.splice(at..at, bytes);
        }
        3 if len > 0 => {
            let end = (at + 1 + rng.below(16)).min(len);
            v.drain(at.min(end)..end);
        }
        4 if len > 0 => {
            // Repeat a piece (deep nesting, long strings).
            let end = (at + 1 + rng.below(32)).min(len);
            let piece = v[at.min(end)..end].to_vec();
            for _ in 0..1 + rng.below(8) {
                v.splice(at..at, piece.iter().copied());
            }
        }
        5 => {
            let other = &seeds[rng.below(seeds.len())];
            if !other.is_empty() {
                let from = rng.below(other.len());
                let end = (from + 1 + rng.below(64)).min(other.len());
                v.splice(at..at, other[from..end].iter().copied());
            }
        }
        6 => v.truncate(at),
        _ => replace_token(rng, v),
    }
}

/// Puts a boundary value where a JSON value starts (after `:`, `[` or `,`), replacing the token
/// that was there.
fn replace_token(rng: &mut Rng, v: &mut Vec<u8>) {
    let starts: Vec<usize> = v
        .iter()
        .enumerate()
        .filter(|(_, b)| matches!(b, b':' | b'[' | b','))
        .map(|(i, _)| i + 1)
        .collect();
    let token = TOKENS[rng.below(TOKENS.len())];
    if starts.is_empty() {
        v.extend_from_slice(token);
        return;
    }
    let s = starts[rng.below(starts.len())];
    let mut e = s;
    let mut depth = 0i32;
    let mut in_str = false;
    while e < v.len() {
        let b = v[e];
        match b {
            b'"' if e == s || v[e - 1] != b'\\' => in_str = !in_str,
            b'{' | b'[' if !in_str => depth += 1,
            b'}' | b']' if !in_str => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            b',' if !in_str && depth == 0 => break,
            _ => {}
        }
        e += 1;
        if depth == 0 && !in_str && e > s && matches!(v[e - 1], b'"' | b'}' | b']') {
            break;
        }
    }
    v.splice(s..e.min(v.len()), token.iter().copied());
}
