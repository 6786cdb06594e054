//! A live game driven by the fuzzer's bytes: the first bytes pick the ruleset, the seed and
//! the setup; the rest is a stream of instructions, each a legal option of `pending_json()`,
//! a few random legal steps, or an illegal or malformed choice (wrong player, a field changed,
//! another type, any JSON, truncated text, raw bytes). After every choice: the invariants
//! hold, the events leave the dead alone, `why_not` agrees with `choose_json`, a legal option
//! is accepted, and a refused choice leaves the state byte-identical.

#![no_main]

use arbiter::bots::BotKind;
use arbiter::core::Rng;
use arbiter::saves::{GameLog, Resumable};
use arbiter::session::Session;
use arbiter_fuzz::{
    assert_invariants, bad_choice, check_events, dead_in_state, engine_json, game_log, legal_choice, offered, Bytes,
    Dead,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let log = game_log(&mut b);
    let Ok(game) = Resumable::start(&log) else {
        return;
    };
    let opening = game.opening_events().unwrap_or_else(|e| panic!("the opening: {e}"));
    let mut s = game.session;
    let ruleset = s.ruleset();
    let mut dead = Dead::new();
    if let Err(e) = check_events(ruleset, &engine_json("opening", &opening), &mut dead) {
        panic!("opening: {e}");
    }
    assert_invariants(s.as_ref(), "after the setup");
    let mut rng = Rng::new(u64::from(b.u16()));
    let mut over = 0;
    // Legal options applied, random steps, illegal choices accepted and refused.
    let mut counts = [0usize; 4];
    while !b.is_empty() && over < 4 {
        let op = b.u8();
        if op % 16 == 7 {
            // A few random legal steps (to reach deep positions with few bytes).
            for _ in 0..=b.below(64) {
                let Some(events) = s.random_step(&mut rng) else { break };
                counts[1] += 1;
                if let Err(e) = check_events(ruleset, &engine_json("events", &events), &mut dead) {
                    panic!("random step: {e}");
                }
                assert_invariants(s.as_ref(), "after a random step");
            }
            continue;
        }
        let pending_text = s.pending_json();
        let pending = engine_json("pending", &pending_text);
        if pending.is_null() {
            over += 1;
        }
        match op % 16 {
            // A legal option: it must be accepted.
            0..=5 => {
                let Some(c) = legal_choice(&pending, &mut b) else {
                    continue;
                };
                apply(s.as_mut(), &c.to_string(), &pending_text, true, &mut dead);
                counts[0] += 1;
            }
            // A computer opponent's choice: the bots never play illegally.
            6 => {
                let kind = [BotKind::Random, BotKind::Greedy, BotKind::Strong][b.below(3)];
                let (seed, playouts) = (u64::from(b.u8()), 1 + b.below(3) as u32);
                match s.suggest(kind, seed, playouts) {
                    Some(c) => {
                        apply(s.as_mut(), &c, &pending_text, true, &mut dead);
                        counts[0] += 1;
                    }
                    None => assert!(pending.is_null(), "no suggestion for {pending_text}"),
                }
            }
            // An illegal or malformed choice (which may happen to be legal).
            k => {
                let legal = legal_choice(&pending, &mut b);
                let text = bad_choice(k, legal.as_ref(), &mut b);
                let accepted = apply(s.as_mut(), &text, &pending_text, false, &mut dead);
                counts[if accepted { 2 } else { 3 }] += 1;
                if accepted {
                    // Accepted: it must have been offered.
                    let recorded = s.choices().pop().unwrap_or_default();
                    assert!(
                        offered(&pending, &recorded),
                        "{text} (recorded as {recorded}) was accepted but not offered: {pending_text}"
                    );
                }
            }
        }
    }
    // A game awaits a choice until it has an outcome.
    assert_eq!(
        s.pending_json() == "null",
        s.outcome().is_some(),
        "awaiting nothing without an outcome, or the reverse: {}",
        s.pending_json()
    );
    // The choices recorded replay to the same game (what a saved game relies on).
    let replay = GameLog {
        choices: s.choices(),
        ..log
    };
    let replayed = Resumable::start(&replay).unwrap_or_else(|e| panic!("the game's own log: {e}"));
    let opening_again = replayed
        .opening_events()
        .unwrap_or_else(|e| panic!("the replay's opening: {e}"));
    assert!(opening_again == opening, "the replay opens differently");
    let again = replayed.session;
    assert!(
        again.internal_state() == s.internal_state(),
        "the replayed choices lead elsewhere"
    );
    // The dead the events named are the dead of the state.
    let state = s.internal_state();
    assert_eq!(
        dead,
        dead_in_state(ruleset, &state),
        "the events' dead and the state's differ"
    );
    if stats() {
        let [legal, random, accepted, refused] = counts;
        let end = s.outcome().is_some();
        eprintln!("stats {ruleset} legal={legal} random={random} accepted={accepted} refused={refused} over={end}");
    }
});

/// FUZZ_STATS=1: one line per input on stderr (what the inputs reach; docs/fuzzing.md).
fn stats() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("FUZZ_STATS").is_some())
}

/// Tries `text` as a choice and checks everything a choice must keep; whether it was accepted.
fn apply(s: &mut dyn Session, text: &str, pending: &str, legal: bool, dead: &mut Dead) -> bool {
    let before = s.internal_state().to_string();
    let why = s.why_not(text);
    match s.choose_json(text) {
        Ok(events) => {
            assert!(
                why.is_none(),
                "why_not refused {text} ({why:?}) but choose_json accepted it"
            );
            let events = engine_json("events", &events);
            if let Err(e) = check_events(s.ruleset(), &events, dead) {
                panic!("choice {text}: {e}");
            }
            assert_invariants(s, &format!("after the choice {text}"));
            true
        }
        Err(e) => {
            assert!(!legal, "the legal option {text} was refused: {e}\npending: {pending}");
            assert!(!e.message.is_empty(), "an empty error for {text}");
            assert_eq!(
                why.as_ref().map(|w| w.to_string()),
                Some(e.to_string()),
                "why_not and choose_json disagree on {text}"
            );
            assert!(
                s.internal_state().to_string() == before,
                "the refused choice {text} changed the state ({e})"
            );
            assert!(
                s.pending_json() == pending,
                "the refused choice {text} changed the decision ({e})"
            );
            false
        }
    }
}
