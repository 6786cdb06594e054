//! Saved games: a snapshot of a real game (built from the first bytes, then random legal
//! steps) restores to the identical snapshot and a game that keeps its invariants; the same
//! snapshot damaged by the remaining bytes (bits flipped, bytes inserted, deleted, replaced,
//! text truncated, a digit changed) never panics, and if it still restores, the game keeps
//! its invariants and saves and restores again identically. Raw bytes are also fed to
//! `Resumable::restore` and `saves::read_log`.

#![no_main]

use arbiter::core::Rng;
use arbiter::saves::{self, Resumable};
use arbiter_fuzz::{assert_invariants, game_log, Bytes, JSON_BYTES};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    if b.u8().is_multiple_of(4) {
        raw(b.rest());
        return;
    }
    let log = game_log(&mut b);
    let Ok(mut game) = Resumable::start(&log) else {
        return;
    };
    let steps = usize::from(b.u8());
    let mut rng = Rng::new(u64::from(b.u16()));
    for _ in 0..steps {
        if game.session.random_step(&mut rng).is_none() {
            break;
        }
    }
    let snap = game.snapshot();
    let back = Resumable::restore(&snap).unwrap_or_else(|e| panic!("a fresh snapshot is refused: {e}\n{snap}"));
    assert!(
        back.snapshot() == snap,
        "a restored snapshot differs"
    );
    assert_invariants(back.session.as_ref(), "restored");
    // The log reads back as written (`restore` above replayed it).
    let log_text = serde_json::to_string(&game.log()).expect("a log serializes");
    let read = saves::read_log(&log_text).unwrap_or_else(|e| panic!("a fresh log is refused: {e}"));
    assert!(read == game.log(), "a log reads back differently");

    // The snapshot damaged.
    let mut bytes = snap.clone().into_bytes();
    for _ in 0..=b.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = b.below(bytes.len());
        match b.u8() % 6 {
            0 => bytes[at] ^= 1 << (b.u8() % 8),
            1 => bytes[at] = JSON_BYTES[b.below(JSON_BYTES.len())],
            2 => bytes.insert(at, b.u8()),
            3 => {
                let end = (at + 1 + b.below(16)).min(bytes.len());
                bytes.drain(at..end);
            }
            4 => bytes.truncate(at),
            _ => {
                // Change the k-th digit: seeds, indices, counts, PV, uids.
                let digits: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i].is_ascii_digit()).collect();
                if let Some(&i) = b.pick(&digits) {
                    bytes[i] = b'0' + b.u8() % 10;
                }
            }
        }
    }
    let text = String::from_utf8_lossy(&bytes);
    match Resumable::restore(&text) {
        Ok(game) => {
            assert_invariants(game.session.as_ref(), "a damaged snapshot restored");
            let again = game.snapshot();
            if text == snap {
                assert!(again == snap, "an undamaged snapshot restores differently");
            }
            let back = Resumable::restore(&again).unwrap_or_else(|e| panic!("a re-saved snapshot is refused: {e}"));
            assert!(
                back.snapshot() == again,
                "a re-saved snapshot restores differently"
            );
        }
        Err(e) => {
            assert!(text != snap, "an undamaged snapshot is refused: {e}");
            assert!(!e.message.is_empty());
        }
    }
});

/// Raw bytes as a snapshot and as a log: an error or a game that keeps its invariants.
fn raw(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = Resumable::restore(&text) {
        assert_invariants(game.session.as_ref(), "restored from raw bytes");
        let snap = game.snapshot();
        let back = Resumable::restore(&snap).unwrap_or_else(|e| panic!("a re-saved snapshot is refused: {e}"));
        assert!(
            back.snapshot() == snap,
            "a re-saved snapshot restores differently"
        );
    }
    if let Ok(log) = saves::read_log(&text) {
        if let Ok(game) = Resumable::start(&log) {
            assert_invariants(game.session.as_ref(), "started from a raw log");
            let snap = game.snapshot();
            let back = Resumable::restore(&snap).unwrap_or_else(|e| panic!("the snapshot of a log is refused: {e}"));
            assert!(
                back.snapshot() == snap,
                "the snapshot of a log restores differently"
            );
        }
    }
}
