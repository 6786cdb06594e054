#![cfg(not(target_arch = "wasm32"))]
//! Decks [B-GAME-1], crystals [B-GAME-2] and what a squad costs [B-GAME-3], with the printed
//! cards of «Война стихий»; the plain list fans paste, read and written.

use arbiter::rulesets::berserk::deck::{
    check_deck, check_squad, read_list, write_list, Crystals, DeckProblem, Order, SquadProblem,
};
use arbiter::rulesets::berserk::{Catalogue, Lang};
use smol_str::SmolStr;

fn ids(list: &[(&str, usize)]) -> Vec<SmolStr> {
    list.iter()
        .flat_map(|(id, n)| std::iter::repeat_n(SmolStr::from(*id), *n))
        .collect()
}

/// `n` different ordinary steppe cards, 3 copies each.
fn deck_of(n: usize) -> Vec<SmolStr> {
    (1..=n)
        .flat_map(|i| std::iter::repeat_n(SmolStr::from(format!("vs-{i:03}")), 3))
        .collect()
}

#[test]
fn a_deck_has_30_to_50_printed_cards_and_at_most_3_copies_of_each() {
    let cat = Catalogue::builtin().unwrap();
    assert_eq!(check_deck(&deck_of(10), &cat), vec![], "30 cards, 3 copies each");
    let mut fifty = deck_of(16);
    fifty.extend(ids(&[("vs-100", 2)]));
    assert_eq!(check_deck(&fifty, &cat), vec![], "50 cards");

    let mut short = deck_of(10);
    short.pop();
    assert_eq!(
        check_deck(&short, &cat),
        vec![DeckProblem::TooFew { cards: 29, min: 30 }]
    );
    let mut long = deck_of(17);
    assert_eq!(
        check_deck(&long, &cat),
        vec![DeckProblem::TooMany { cards: 51, max: 50 }]
    );
    long.truncate(47);
    long.push("vs-001".into());
    assert_eq!(
        check_deck(&long, &cat),
        vec![DeckProblem::TooManyCopies {
            card: "vs-001".into(),
            copies: 4,
            max: 3
        }]
    );
}

#[test]
fn every_problem_of_a_deck_is_given_at_once_as_data() {
    let cat = Catalogue::builtin().unwrap();
    let deck = ids(&[("vs-001", 4), ("no-such-card", 1), ("wraith", 1)]);
    let problems = check_deck(&deck, &cat);
    assert_eq!(
        problems,
        vec![
            DeckProblem::UnknownCard {
                card: "no-such-card".into()
            },
            DeckProblem::TooManyCopies {
                card: "vs-001".into(),
                copies: 4,
                max: 3
            },
            DeckProblem::NotPrinted { card: "wraith".into() },
            DeckProblem::TooFew { cards: 6, min: 30 },
        ]
    );
    let json = serde_json::to_value(&problems).unwrap();
    assert_eq!(
        json[1],
        serde_json::json!({ "problem": "too_many_copies", "card": "vs-001", "copies": 4, "max": 3 })
    );
}

#[test]
fn a_unique_card_may_be_in_a_deck_three_times_but_in_a_squad_once() {
    let cat = Catalogue::builtin().unwrap();
    // vs-004 Гиррит is unique; deck_of(10) has three of it.
    let deck = deck_of(10);
    assert_eq!(deck.iter().filter(|c| *c == "vs-004").count(), 3);
    assert_eq!(check_deck(&deck, &cat), vec![]);
    let (_, problems) = check_squad(&ids(&[("vs-004", 2)]), Crystals::at_start(Order::First), &cat);
    assert_eq!(
        problems,
        vec![SquadProblem::UniqueTwice {
            card: "vs-004".into(),
            copies: 2
        }]
    );
}

#[test]
fn the_first_player_has_24_gold_and_22_silver_the_second_25_and_23() {
    assert_eq!(Crystals::at_start(Order::First), Crystals { gold: 24, silver: 22 });
    assert_eq!(Crystals::at_start(Order::Second), Crystals { gold: 25, silver: 23 });
}

#[test]
fn elite_cards_cost_gold_ordinary_ones_silver_then_gold() {
    let cat = Catalogue::builtin().unwrap();
    let first = Crystals::at_start(Order::First);
    // vs-034 Минотавр, elite, 9: gold only.
    let (cost, problems) = check_squad(&ids(&[("vs-034", 1)]), first, &cat);
    assert_eq!((cost.gold, cost.silver, problems.len()), (9, 0, 0));
    assert_eq!(cost.left, Crystals { gold: 15, silver: 22 });
    // Ordinary cards worth 3 + 4 + 4 + 5 + 5 + 6 + 7 = 34: 22 silver, then 12 gold.
    let ordinary = ids(&[
        ("vs-001", 1),
        ("vs-003", 1),
        ("vs-005", 1),
        ("vs-011", 1),
        ("vs-012", 1),
        ("vs-017", 1),
        ("vs-019", 1),
    ]);
    let (cost, problems) = check_squad(&ordinary, first, &cat);
    assert_eq!((cost.silver, cost.gold, cost.left.silver), (22, 12, 0));
    assert_eq!(problems, vec![]);
}

#[test]
fn each_element_beyond_the_first_costs_a_gold_and_neutral_cards_none() {
    let cat = Catalogue::builtin().unwrap();
    let first = Crystals::at_start(Order::First);
    // Steppes (vs-001), Mountains (vs-035), Forests (vs-070 is a forest flyer): 2 extra elements;
    // a neutral card (vs-171) adds none.
    let squad = ids(&[("vs-001", 1), ("vs-035", 1), ("vs-070", 1), ("vs-171", 1)]);
    let (cost, problems) = check_squad(&squad, first, &cat);
    assert_eq!((cost.extra_elements, cost.gold, cost.silver), (2, 2, 12));
    assert_eq!(problems, vec![]);
    let (cost, _) = check_squad(&ids(&[("vs-001", 1), ("vs-171", 1)]), first, &cat);
    assert_eq!(cost.extra_elements, 0);
}

#[test]
fn a_squad_that_costs_more_gold_than_the_player_has_is_refused_with_the_numbers() {
    let cat = Catalogue::builtin().unwrap();
    // Elite 9 + 7 + 7 = 23 gold, fine for the first player (24); one more elite 4 is 27.
    let squad = ids(&[("vs-034", 1), ("vs-030", 1), ("vs-031", 1)]);
    assert_eq!(check_squad(&squad, Crystals::at_start(Order::First), &cat).1, vec![]);
    let mut more = squad.clone();
    more.push("vs-020".into());
    let (_, problems) = check_squad(&more, Crystals::at_start(Order::First), &cat);
    assert_eq!(problems, vec![SquadProblem::NotEnoughGold { needed: 27, have: 24 }]);
    // The second player has 25: still short by 2.
    let (_, problems) = check_squad(&more, Crystals::at_start(Order::Second), &cat);
    assert_eq!(problems, vec![SquadProblem::NotEnoughGold { needed: 27, have: 25 }]);
}

#[test]
fn the_flyers_of_a_squad_cost_at_most_15_together() {
    let cat = Catalogue::builtin().unwrap();
    let rich = Crystals { gold: 60, silver: 60 };
    // Forest flyers 3 + 3 + 4 + 5 = 15: allowed; with a swamp flyer of 3: 18.
    let flyers = ids(&[("vs-070", 1), ("vs-072", 1), ("vs-074", 1), ("vs-093", 1)]);
    let (cost, problems) = check_squad(&flyers, rich, &cat);
    assert_eq!((cost.flyers, problems), (15, vec![]));
    let mut more = flyers.clone();
    more.push("vs-106".into());
    let (_, problems) = check_squad(&more, rich, &cat);
    assert_eq!(problems, vec![SquadProblem::FlyersOverCap { cost: 18, max: 15 }]);
}

#[test]
fn a_pasted_list_reads_russian_and_english_names_and_says_which_lines_it_cannot_read() {
    let cat = Catalogue::builtin().unwrap();
    let text =
        "# моя колода\n3 Кочевник\n2x Kshar\nМинотавр\nшитоносец x3\n\n3 Щитоносец\n4 Nobody\n99 Кочевник\n// end\n";
    let (cards, problems) = read_list(text, &cat);
    let want = ids(&[("vs-001", 3), ("vs-002", 2), ("vs-034", 1), ("vs-019", 3)]);
    assert_eq!(cards, want);
    let lines: Vec<(usize, &str)> = problems.iter().map(|p| (p.line, p.reason.as_str())).collect();
    assert_eq!(
        lines,
        vec![
            (5, "no printed card is named \"шитоносец\""),
            (8, "no printed card is named \"Nobody\""),
            (9, "the count is not a number from 1 to 50"),
        ]
    );
    // ё and е are the same letter for a fan typing a name; case does not matter.
    let (cards, problems) = read_list("1 ПОСВЯЩЕННЫЙ ДЗАРА", &cat);
    assert_eq!((cards, problems), (ids(&[("vs-024", 1)]), vec![]));
}

#[test]
fn a_deck_written_as_a_list_reads_back_the_same() {
    let cat = Catalogue::builtin().unwrap();
    let deck = ids(&[("vs-019", 3), ("vs-034", 1), ("vs-187", 2)]);
    for lang in [Lang::Ru, Lang::En] {
        let text = write_list(&deck, &cat, lang);
        let (back, problems) = read_list(&text, &cat);
        assert_eq!((back, problems), (deck.clone(), vec![]), "{text}");
    }
    assert_eq!(
        write_list(&deck, &cat, Lang::Ru),
        "3 Щитоносец\n1 Минотавр\n2 Лазутчица\n"
    );
}

#[test]
fn the_marauder_brings_a_gold_crystal_when_recruited() {
    // Marauder (vs-171, neutral, cost 3): recruiting it gives its player 1 gold. Glorm (vs-020,
    // elite 4) with 3 gold is short by one; with the Marauder (paid in silver) it is not.
    let cat = Catalogue::builtin().unwrap();
    let purse = Crystals { gold: 3, silver: 3 };
    let (_, problems) = check_squad(&ids(&[("vs-020", 1)]), purse, &cat);
    assert_eq!(problems, vec![SquadProblem::NotEnoughGold { needed: 4, have: 3 }]);
    let (cost, problems) = check_squad(&ids(&[("vs-020", 1), ("vs-171", 1)]), purse, &cat);
    assert_eq!(problems, vec![]);
    assert_eq!((cost.gold, cost.silver, cost.left.gold, cost.left.silver), (4, 3, 0, 0));
    // Two Marauders bring two.
    let (cost, _) = check_squad(&ids(&[("vs-171", 2)]), Crystals { gold: 0, silver: 6 }, &cat);
    assert_eq!(cost.left.gold, 2);
}
