#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| media_fuzz::run("sandbox", data));
