//! Narration in every language: each event of full random games and of the golden scenarios
//! gets a non-empty sentence in each language, the French differs from the English, and every
//! event kind is met (the few that games do not reach are built by hand).

use std::collections::BTreeSet;

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::narrate::{narrate, Lang};
use arbiter::rulesets::eredan::{ready_decks, scenario, Catalogue, EredanEvent, EredanGame, EventKind};
use serde_json::json;

/// Every event kind, by its JSON tag. `kind_of` matches without a wildcard, so a new kind
/// does not compile until it is listed here.
const ALL_KINDS: [&str; 36] = [
    "game_started",
    "deck_shuffled",
    "turn_started",
    "untapped",
    "cards_drawn",
    "out_of_cards",
    "fighters_chosen",
    "card_played",
    "start_of_combat",
    "card_resolved",
    "card_cancelled",
    "attached",
    "weapon_replaced",
    "armor_replaced",
    "modified",
    "classes_removed",
    "no_physical_attack",
    "attack_drawn",
    "damaged",
    "healed",
    "lost_life",
    "tokens_changed",
    "activated",
    "card_discarded",
    "tapped",
    "returned_to_deck",
    "discard_to_deck",
    "played_by_effect",
    "card_became",
    "combat_ended",
    "died",
    "hand_discarded",
    "lost_by_out_of_cards",
    "lost_by_card",
    "turn_ended",
    "game_over",
];

fn kind_of(kind: &EventKind) -> &'static str {
    use EventKind::*;
    match kind {
        GameStarted { .. } => "game_started",
        DeckShuffled { .. } => "deck_shuffled",
        TurnStarted { .. } => "turn_started",
        Untapped { .. } => "untapped",
        CardsDrawn { .. } => "cards_drawn",
        OutOfCards { .. } => "out_of_cards",
        FightersChosen { .. } => "fighters_chosen",
        CardPlayed { .. } => "card_played",
        StartOfCombat { .. } => "start_of_combat",
        CardResolved { .. } => "card_resolved",
        CardCancelled { .. } => "card_cancelled",
        Attached { .. } => "attached",
        WeaponReplaced { .. } => "weapon_replaced",
        ArmorReplaced { .. } => "armor_replaced",
        Modified { .. } => "modified",
        ClassesRemoved { .. } => "classes_removed",
        NoPhysicalAttack { .. } => "no_physical_attack",
        AttackDrawn { .. } => "attack_drawn",
        Damaged { .. } => "damaged",
        Healed { .. } => "healed",
        LostLife { .. } => "lost_life",
        TokensChanged { .. } => "tokens_changed",
        Activated { .. } => "activated",
        CardDiscarded { .. } => "card_discarded",
        Tapped { .. } => "tapped",
        ReturnedToDeck { .. } => "returned_to_deck",
        DiscardToDeck { .. } => "discard_to_deck",
        PlayedByEffect { .. } => "played_by_effect",
        CardBecame { .. } => "card_became",
        CombatEnded { .. } => "combat_ended",
        Died { .. } => "died",
        HandDiscarded { .. } => "hand_discarded",
        LostByOutOfCards { .. } => "lost_by_out_of_cards",
        LostByCard { .. } => "lost_by_card",
        TurnEnded { .. } => "turn_ended",
        GameOver { .. } => "game_over",
    }
}

/// The events of a full game between two random players.
fn random_game(seed: u64) -> Vec<EredanEvent> {
    let decks = ready_decks();
    let (mut game, mut events) = EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).unwrap();
    let mut rng = Rng::new(seed ^ 0x5eed);
    while let Some(c) = game.random_choice(&mut rng) {
        events.extend(game.choose(&c).unwrap());
    }
    assert!(game.outcome().is_some(), "seed {seed}: the game did not end");
    events
}

/// The events of the golden Eredan scenarios of tests/scenarios.
fn scenario_events() -> Vec<EredanEvent> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expected.json")
        })
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no scenario in {dir}");
    let mut events = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        if value["ruleset"] != "eredan" {
            continue;
        }
        let (_, ev) = scenario::run(value).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        events.extend(ev);
    }
    events
}

/// Hand-built events. Forty random games and the scenarios reach every kind today; these keep
/// every kind covered should a change make one rarer, and add the variants games seldom show
/// (empty lists, a requirement with "or", a draw).
fn hand_built() -> Vec<EredanEvent> {
    let ch = |player: u8, index: u8, card: &str| json!({ "player": player, "index": index, "card": card });
    let kinds = [
        json!({ "kind": "out_of_cards", "player": 1 }),
        json!({ "kind": "lost_by_out_of_cards", "player": 1 }),
        json!({ "kind": "card_cancelled", "player": 0, "card": "wakizashi", "position": 3,
                "requirement": "class Combattant" }),
        json!({ "kind": "card_cancelled", "player": 1, "card": "parole-de-l-empereur", "position": 2,
                "requirement": "guild Kotoba or Zil" }),
        json!({ "kind": "armor_replaced", "character": ch(0, 2, "garde-de-zil"),
                "replaced": "cuirasse-de-cuir", "by": "armure-de-zil" }),
        json!({ "kind": "classes_removed", "character": ch(1, 0, "anazra"), "lasting": "this_turn",
                "source": "amnesie" }),
        json!({ "kind": "lost_life", "source": "jugement", "target": ch(0, 1, "avatar-de-sol-ra"),
                "amount": 4, "pv": 9 }),
        json!({ "kind": "no_physical_attack", "character": ch(0, 0, "anazra"), "card": "boule-de-feu" }),
        json!({ "kind": "hand_discarded", "player": 0, "cards": [], "limit": 5 }),
        json!({ "kind": "cards_drawn", "player": 0, "cards": [] }),
        json!({ "kind": "cards_drawn", "player": 0, "cards": ["soin"] }),
        json!({ "kind": "game_over", "outcome": { "draw": true }, "scores": [12, 12] }),
        json!({ "kind": "game_over", "outcome": { "winner": 1 }, "scores": [10, 31] }),
        json!({ "kind": "attack_drawn", "character": ch(1, 0, "iro-le-duelliste"), "min": 3, "max": 5, "attack": 4 }),
        json!({ "kind": "returned_to_deck", "owner": 1, "card": "armure-de-zil", "from": ch(1, 0, "avatar-de-sol-ra") }),
        json!({ "kind": "tokens_changed", "source": "anazra", "character": ch(0, 2, "anazra"), "change": 3, "tokens": 3 }),
        json!({ "kind": "tokens_changed", "source": "soin", "character": ch(1, 0, "anazra"), "change": -2, "tokens": 1 }),
        json!({ "kind": "lost_by_card", "player": 0 }),
        json!({ "kind": "discard_to_deck", "owner": 0, "card": "wakizashi" }),
        json!({ "kind": "played_by_effect", "owner": 0, "card": "wakizashi", "by": ch(0, 1, "iro-le-duelliste"), "from": "deck" }),
        json!({ "kind": "played_by_effect", "owner": 1, "card": "soin", "by": ch(1, 0, "anazra"), "from": "created" }),
        json!({ "kind": "card_became", "owner": 0, "card": "charge", "into": "soin", "in_deck": false }),
        json!({ "kind": "card_became", "owner": 0, "card": "hidden", "into": "soin", "in_deck": true }),
    ];
    kinds
        .into_iter()
        .enumerate()
        .map(|(i, mut k)| {
            k["seq"] = json!(i);
            k["rule"] = json!("E-TEST");
            arbiter::core::json::from_value(k).unwrap()
        })
        .collect()
}

fn check(event: &EredanEvent) {
    let en = narrate(event, Lang::En);
    let fr = narrate(event, Lang::Fr);
    for (lang, s) in [("en", &en), ("fr", &fr)] {
        assert!(!s.trim().is_empty(), "empty {lang} sentence for {event:?}");
        assert!(!s.contains('{') && !s.contains('}'), "unfilled {lang} sentence {s:?}");
    }
    assert_ne!(en, fr, "the French is the English for {event:?}");
}

#[test]
fn every_event_of_random_games_and_scenarios_is_narrated_in_every_language() {
    let mut met = BTreeSet::new();
    let mut reached = BTreeSet::new();
    let mut count = 0;
    let games = (0..40).flat_map(random_game);
    for event in games.chain(scenario_events()) {
        check(&event);
        reached.insert(kind_of(&event.kind));
        count += 1;
    }
    assert!(count > 1000, "only {count} events");
    met.extend(reached.iter().copied());
    let built = hand_built();
    for event in &built {
        check(event);
        met.insert(kind_of(&event.kind));
    }
    let missing: Vec<_> = ALL_KINDS.iter().filter(|k| !met.contains(*k)).collect();
    assert!(missing.is_empty(), "event kinds never narrated: {missing:?}");
    assert_eq!(met.len(), ALL_KINDS.len());
    // The hand-built events are only for kinds the games cannot reach; say which ones.
    let unreached: Vec<_> = ALL_KINDS.iter().filter(|k| !reached.contains(*k)).collect();
    eprintln!("kinds covered only by hand-built events: {unreached:?}");
}

#[test]
fn french_reads_as_french() {
    let built = hand_built();
    let fr: Vec<String> = built.iter().map(|e| narrate(e, Lang::Fr)).collect();
    let nbsp = '\u{a0}';
    assert_eq!(fr[0], format!("Le joueur 1 ne peut pas compléter sa main à 5 cartes{nbsp}: il est à court de cartes et perdra à la fin de ce tour."));
    assert_eq!(
        fr[2],
        format!(
            "Wakizashi est annulée{nbsp}: sa condition (classe Combattant) n'est plus remplie, elle reste sans effet."
        )
    );
    assert!(fr[3].contains("(guilde Kotoba ou Zil)"), "{}", fr[3]);
    assert_eq!(
        fr[4],
        "Armure de Zil remplace l'armure Cuirasse de cuir sur Garde de Zil (joueur 0)."
    );
    assert_eq!(
        fr[5],
        "Anazra (joueur 1) perd toutes ses classes pour ce tour (Amnésie)."
    );
    assert_eq!(
        fr[6],
        "Jugement fait perdre 4 PV à Avatar de Sol'Ra (joueur 0), qui tombe à 9 PV."
    );
    assert_eq!(
        fr[8],
        format!("Le joueur 0 ne défausse rien (limite de main{nbsp}: 5).")
    );
    assert_eq!(fr[9], "Le joueur 0 ne pioche aucune carte.");
    assert_eq!(fr[10], format!("Le joueur 0 pioche 1 carte{nbsp}: Soin."));
    assert_eq!(
        fr[11],
        format!("La partie se termine sur une égalité. Scores{nbsp}: 12 à 12.")
    );
    assert_eq!(
        fr[12],
        format!("Le joueur 1 remporte la partie. Scores{nbsp}: 10 à 31.")
    );
    // The resolution order "in N" and damage plurals.
    let ev = |k: serde_json::Value| -> EredanEvent {
        let mut k = k;
        k["seq"] = json!(0);
        k["rule"] = json!("E-RES-2");
        arbiter::core::json::from_value(k).unwrap()
    };
    let resolved = ev(json!({ "kind": "card_resolved", "player": 1, "card": "charge", "position": 1 }));
    assert_eq!(
        narrate(&resolved, Lang::Fr),
        "Charge (joueur 1) se résout\u{a0}: 1re carte de l'ordre «\u{a0}en N\u{a0}»."
    );
    let target = json!({ "player": 1, "index": 0, "card": "mache-l-ame" });
    let one = ev(
        json!({ "kind": "damaged", "source": "chimere-noire", "target": target, "amount": 1,
                         "harm": "direct", "pv": 13 }),
    );
    assert_eq!(
        narrate(&one, Lang::Fr),
        "Chimère noire inflige 1 dégât direct à Mâche l'âme (joueur 1), qui tombe à 13 PV."
    );
    let none = ev(
        json!({ "kind": "damaged", "source": "anazra", "target": target, "amount": 0,
                          "harm": "physical", "pv": 14 }),
    );
    assert_eq!(
        narrate(&none, Lang::Fr),
        "Anazra inflige 0 dégât physique à Mâche l'âme (joueur 1), qui reste à 14 PV."
    );
    let four = ev(
        json!({ "kind": "damaged", "source": "lame-sorciere", "target": target, "amount": 4,
                          "harm": "magic", "pv": 10 }),
    );
    assert_eq!(
        narrate(&four, Lang::Fr),
        "Lame sorcière inflige 4 dégâts magiques à Mâche l'âme (joueur 1), qui tombe à 10 PV."
    );
}

#[test]
fn lang_parse_reads_every_code_and_names_an_unknown_one() {
    assert_eq!(Lang::parse("en"), Ok(Lang::En));
    assert_eq!(Lang::parse("fr"), Ok(Lang::Fr));
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.code()), Ok(lang));
    }
    let err = Lang::parse("it").unwrap_err().to_string();
    assert!(err.contains("\"it\""), "{err}");
    assert!(err.contains("\"en\"") && err.contains("\"fr\""), "{err}");
    assert!(Lang::parse("FR").is_err());
    assert!(Lang::parse("").is_err());
}

/// An event read back for narration (`session::narrate`, what JS's `narrate` calls) is read
/// field by field: every event of a game reads back to itself, and a malformed one is refused
/// with the path of its field, a missing or unknown field named, a misspelt kind suggested.
#[test]
fn events_read_back_for_narration_name_the_field_that_is_wrong() {
    for e in random_game(11).iter().chain(&hand_built()) {
        let json = serde_json::to_value(e).unwrap();
        let sentence = arbiter::session::narrate(json, "fr").expect("a game's own event reads back");
        assert_eq!(sentence, narrate(e, Lang::Fr));
    }
    let refused = |event: serde_json::Value| arbiter::session::narrate(event, "en").unwrap_err().to_string();
    let base = json!({"seq": 0, "rule": "E-SET", "kind": "untapped", "player": 1, "characters": []});
    let with = |key: &str, value: serde_json::Value| {
        let mut e = base.clone();
        e[key] = value;
        e
    };
    assert_eq!(
        refused(with("player", json!("x"))),
        "event.player: expected a whole number, got the text \"x\""
    );
    assert_eq!(
        refused(with("characters", json!([{"player": 0, "index": 1}]))),
        "event.characters[0]: the field \"card\" is missing"
    );
    assert_eq!(
        refused(with("extra", json!(1))),
        "event.extra: unknown field \"extra\" (allowed: \"player\", \"characters\")"
    );
    let mut no_player = base.clone();
    no_player.as_object_mut().unwrap().remove("player");
    assert_eq!(refused(no_player), "event: the field \"player\" is missing");
    assert!(refused(with("kind", json!("untaped"))).ends_with("did you mean \"untapped\"?"));
    assert!(refused(with("seq", json!(-1))).starts_with("event.seq: expected a whole number"));
    assert_eq!(refused(json!([1])), "event.rule: \"\" is no rule id of a known ruleset");
}
