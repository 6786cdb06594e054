//! The built-in Eredan pool (`data/eredan.json`): its size per guild, each card a distinct use
//! of the card language, every text written in both languages, the illustrative mark on every
//! card whose numbers are ours, one legal ready deck per guild [E-SET] [E-DECK], and the
//! computer playing whole games with every pair of ready decks.

use std::collections::{BTreeMap, BTreeSet};

use arbiter::bots::{decide, BotKind, Searchable};
use arbiter::core::Game;
use arbiter::rulesets::eredan::card_text::card_text;
use arbiter::rulesets::eredan::cards::CardDef;
use arbiter::rulesets::eredan::deck_rules::{guilds_of, problems, warnings};
use arbiter::rulesets::eredan::narrate::Lang;
use arbiter::rulesets::eredan::{ready_decks, Catalogue, EredanGame};
use serde_json::Value;

/// A card's guild for the pool's count: the guild it requires, or a character's guild;
/// "mercenary" for neither [E-DECK-1] [E-DECK-2].
fn guild_of(c: &CardDef) -> String {
    let guilds = if c.is_character() { &c.guilds } else { &c.requires.guild };
    guilds
        .first()
        .map_or_else(|| "mercenary".to_string(), |g| g.to_string())
}

#[test]
fn the_pool_has_at_least_20_characters_and_80_other_cards_over_the_guilds_and_mercenaries() {
    let cat = Catalogue::builtin();
    let mut per_guild: BTreeMap<String, [usize; 2]> = BTreeMap::new();
    for c in cat.cards() {
        per_guild.entry(guild_of(c)).or_default()[usize::from(!c.is_character())] += 1;
    }
    for (guild, [characters, others]) in &per_guild {
        println!("pool {guild}: {characters} characters, {others} other cards");
    }
    let characters: usize = per_guild.values().map(|n| n[0]).sum();
    let others: usize = per_guild.values().map(|n| n[1]).sum();
    println!("pool: {characters} characters, {others} other cards");
    assert!(characters >= 20, "{characters} characters");
    assert!(others >= 80, "{others} other cards");
    // Every guild has characters enough for a deck of its own and cards of its own.
    for (guild, [c, o]) in &per_guild {
        assert!(*c >= 3 && *o >= 8, "{guild}: {c} characters, {o} other cards");
    }
}

/// What a card does with its numbers reduced to their sign (a weapon's hands kept): two cards
/// with the same shape would be the same effect with other numbers.
fn shape(c: &CardDef) -> String {
    fn signs(v: &mut Value, key: &str) {
        match v {
            Value::Number(n) if key != "hands" => {
                let x = n.as_f64().unwrap_or(0.0);
                *v = Value::from(i64::from(x > 0.0) - i64::from(x < 0.0));
            }
            Value::Array(a) => a.iter_mut().for_each(|x| signs(x, key)),
            Value::Object(o) => o.iter_mut().for_each(|(k, x)| signs(x, k)),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(c).unwrap();
    let o = v.as_object_mut().unwrap();
    for k in [
        "id",
        "name",
        "text",
        "illustrative",
        "guilds",
        "races",
        "castes",
        "classes",
        "pv",
        "def",
    ] {
        o.remove(k);
    }
    // A character's attack printed as a range is a use of its own [E-CLASH-1].
    if let Some(max) = o.remove("att_max") {
        o.insert("att_max".into(), Value::from(max != o["att"]));
    }
    o.remove("att");
    signs(&mut v, "");
    v.to_string()
}

#[test]
fn each_card_added_to_the_pool_is_a_distinct_use_of_the_card_language() {
    let cat = Catalogue::builtin();
    let mut seen: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for c in cat.cards() {
        seen.entry(shape(c)).or_default().push(&c.id);
    }
    let shared: Vec<&Vec<&str>> = seen.values().filter(|ids| ids.len() > 1).collect();
    // The first catalogue's plain characters (a guild's and a mercenary's with the same
    // ability) share a shape; no card added since does.
    assert_eq!(
        shared,
        vec![
            &vec!["anazra", "sorciere-vagabonde"],
            &vec!["garde-de-zil", "veilleur-des-routes"]
        ],
        "cards that are the same effect with other numbers"
    );
    let distinct = |character: bool| {
        seen.iter()
            .filter(|(_, ids)| cat.get(cat.index_of(ids[0]).unwrap()).is_character() == character)
            .count()
    };
    println!(
        "distinct shapes: {} characters, {} other cards",
        distinct(true),
        distinct(false)
    );
    assert!(distinct(true) >= 20 && distinct(false) >= 80);
}

#[test]
fn every_cards_text_is_written_in_english_and_french() {
    let cat = Catalogue::builtin();
    for c in cat.cards() {
        for lang in [Lang::En, Lang::Fr] {
            let text = card_text(c, &cat, lang);
            assert!(text.len() > 8 && text.ends_with('.'), "{} in {lang:?}: {text:?}", c.id);
        }
    }
}

#[test]
fn every_card_with_numbers_of_ours_is_marked_illustrative() {
    // The seeds say what these cards do, numbers included (Parole de l'Empereur +2/+2, Dague
    // vivante 2 PV and +2 ATT, Lame sorcière 4 magic damage), or they have no number.
    let sourced = [
        "parole-de-l-empereur",
        "dague-vivante",
        "lame-sorciere",
        "amnesie",
        "desarmement",
        "sagesse-du-dragon",
    ];
    let cat = Catalogue::builtin();
    for c in cat.cards() {
        assert_eq!(c.illustrative, !sourced.contains(&c.id.as_str()), "{}", c.id);
    }
    // The mark is data the pages read (the card list keeps it).
    let listed = arbiter::session::cards_in(arbiter::rulesets::RulesetId::Eredan, "en").unwrap();
    let marked = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["illustrative"] == true)
        .count();
    assert_eq!(marked, cat.cards().len() - sourced.len());
}

#[test]
fn one_legal_ready_deck_per_guild_and_the_first_two_unchanged() {
    let cat = Catalogue::builtin();
    let decks = ready_decks();
    assert_eq!(decks[0].id, "lames-de-kotoba");
    assert_eq!(decks[1].id, "zil-et-sortileges");
    let mut guilds = BTreeSet::new();
    for d in &decks {
        assert_eq!(problems(&cat, d), vec![], "{} [E-SET] [E-DECK]", d.id);
        assert_eq!(
            warnings(&cat, d),
            vec![],
            "{}: a card none of its characters can play [E-DECK-3]",
            d.id
        );
        let defs = d.characters.iter().map(|id| cat.get(cat.index_of(id).unwrap()));
        let guild = guilds_of(defs);
        assert_eq!(guild.len(), 1, "{}: one guild", d.id);
        println!("ready deck {}: {}, {} cards", d.id, guild[0], d.cards.len());
        assert!(
            guilds.insert(guild[0].to_string()),
            "{}: a second deck of {}",
            d.id,
            guild[0]
        );
    }
    let pool_guilds: BTreeSet<String> = cat.cards().iter().map(guild_of).filter(|g| g != "mercenary").collect();
    assert_eq!(guilds, pool_guilds, "a ready deck for every guild of the pool");
}

/// Plays one whole game between two ready decks; the number of decisions it took.
fn whole_game(a: usize, b: usize, seed: u64, bot: BotKind, playouts: u32) -> usize {
    let decks = ready_decks();
    let (mut game, _) = EredanGame::new(Catalogue::builtin(), seed, [&decks[a], &decks[b]]).unwrap();
    let mut n = 0u64;
    while let Some(p) = game.to_move() {
        let c = decide(bot, &game, seed * 1000 + n, playouts).unwrap_or_else(|| {
            panic!(
                "{} vs {}, seed {seed}: a decision without a choice",
                decks[a].id, decks[b].id
            )
        });
        game.choose(&c)
            .unwrap_or_else(|e| panic!("{} vs {}, seed {seed}, seat {p}: {e}", decks[a].id, decks[b].id));
        n += 1;
    }
    assert!(
        game.outcome().is_some(),
        "{} vs {}: the game ends",
        decks[a].id,
        decks[b].id
    );
    n as usize
}

#[test]
fn the_computer_plays_whole_games_with_every_pair_of_ready_decks() {
    let n = ready_decks().len();
    for a in 0..n {
        for b in 0..n {
            for seed in 0..2 {
                whole_game(a, b, seed, BotKind::Greedy, 1);
            }
        }
    }
    // The computer's own level (playouts) with each deck once, against the next one.
    for a in 0..n {
        whole_game(a, (a + 1) % n, 7, BotKind::Strong, 16);
    }
}
