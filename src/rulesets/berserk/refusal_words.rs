//! Refusals worded in Russian: every refusal a player can meet has a Russian sentence, with
//! the same kind, rule and field as the English one.

use std::collections::BTreeSet;

use serde_json::json;

use super::cards::Catalogue;
use super::events::{Exchange, Role};
use super::game::{BerserkGame, Choice};
use super::scenario::run;
use crate::core::{worded_in, ErrorKind, Game, Rng, RuleError};

/// Every kind of choice, by each player, for each creature (and one past the last).
fn candidates(game: &BerserkGame, rng: &mut Rng) -> Vec<Choice> {
    let n = game.st.creatures.len() as u16;
    let mut all = Vec::new();
    for player in 0..2u8 {
        all.push(Choice::Pass { player });
        for choice in [Exchange::AsRolled, Exchange::Lower] {
            all.push(Choice::Exchange { player, choice });
        }
        for creature in 0..=n {
            let to = [rng.index(6) as u8, rng.index(6) as u8];
            let target = rng.index(usize::from(n) + 1) as u16;
            let feature = rng.index(3) as u8;
            all.extend([
                Choice::Move { player, creature, to },
                Choice::Strike { player, attacker: creature, target },
                Choice::Redirect { player, creature },
                Choice::Defender { player, creature },
                Choice::Reroll { player, creature, role: Role::Attacker },
                Choice::Reroll { player, creature, role: Role::Defender },
                Choice::Block { player, creature },
                Choice::Inspire { player, creature },
                Choice::Use { player, creature, feature },
            ]);
        }
    }
    all
}

/// `choice`'s refusal worded in English and in Russian, if it is refused.
fn refusals(game: &BerserkGame, choice: &Choice) -> Option<(RuleError, RuleError)> {
    let en = game.check(choice).err()?;
    let ru = worded_in("ru", || game.check(choice)).expect_err("refused in English, accepted in Russian");
    Some((en, ru))
}

/// A Russian sentence: no Latin letters but in the input values it quotes.
fn is_russian(message: &str) -> bool {
    !message.replace("as_rolled", "").replace("lower", "").chars().any(|c| c.is_ascii_alphabetic())
}

/// A sentence without the numbers and names it was written with.
fn template(message: &str) -> String {
    let mut depth = 0;
    let kept = message.chars().filter(|&c| {
        depth += i32::from(c == '(') - i32::from(c == ')');
        depth == 0 && c != ')' && !c.is_ascii_digit()
    });
    kept.collect()
}

#[test]
fn every_refusal_met_in_random_games_is_worded_in_russian() {
    let cat = Catalogue::builtin().unwrap();
    let squads = cat.squads.len() as u64;
    let mut rules = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    let mut sentences = BTreeSet::new();
    for seed in 0..12u64 {
        let pair = [&cat.squads[(seed % squads) as usize], &cat.squads[((seed / squads + seed + 1) % squads) as usize]];
        let (mut game, _) = BerserkGame::new(cat.clone(), seed, pair).unwrap();
        let mut rng = Rng::new(seed ^ 0x5eed);
        loop {
            for _ in 0..40 {
                let all = candidates(&game, &mut rng);
                let choice = &all[rng.index(all.len())];
                let Some((en, ru)) = refusals(&game, choice) else { continue };
                let what = format!("seed {seed}, {choice:?}: {en} / {}", ru.message);
                assert_eq!((en.kind, &en.rule, &en.field), (ru.kind, &ru.rule, &ru.field), "{what}");
                assert_eq!(worded_in("en", || game.check(choice)), Err(en.clone()), "{what}");
                assert_ne!(en.message, ru.message, "{what}");
                assert!(is_russian(&ru.message), "English words in the Russian sentence: {what}");
                rules.insert(en.rule.clone().unwrap_or_default().to_string());
                kinds.insert(en.kind.name());
                sentences.insert(template(&ru.message));
            }
            let Some(choice) = game.random_choice(&mut rng) else { break };
            game.choose(&choice).unwrap();
        }
    }
    let wanted = ["B-ATK-1", "B-ATK-2", "B-ATK-3", "B-ATK-4", "B-STACK-1", "B-TABLE-1", "B-TURN-2", "B-WIN"];
    for rule in wanted {
        assert!(rules.contains(rule), "no refusal by {rule} met: {rules:?}");
    }
    for kind in [ErrorKind::IllegalByRule, ErrorKind::NotAnOption, ErrorKind::WrongPlayer, ErrorKind::GameOver] {
        assert!(kinds.contains(kind.name()), "no {} refusal met: {kinds:?}", kind.name());
    }
    assert!(sentences.len() >= 35, "only {} sentences met: {sentences:#?}", sentences.len());
}

/// A duel of plain creatures: militia (player 0) has struck the brute (player 1); player 0
/// holds priority in the preliminary stage.
fn duel_struck() -> BerserkGame {
    let cards = json!([
        { "id": "militia", "name": { "en": "Militia", "ru": "Ополченец" },
          "life": 10, "strike": [1, 2, 3], "movement": 1 },
        { "id": "brute", "name": { "en": "Brute", "ru": "Громила" },
          "life": 10, "strike": [2, 4, 6], "movement": 1 }
    ]);
    let creatures = json!([
        { "card": "militia", "owner": 0, "cell": [2, 2] },
        { "card": "brute", "owner": 1, "cell": [2, 3] }
    ]);
    let choices = json!([{ "type": "strike", "attacker": 0, "target": 1 }]);
    let scenario = json!({ "ruleset": "berserk", "dice": [], "cards": cards, "creatures": creatures, "choices": choices, "until": "choices_end" });
    run(scenario).unwrap().0
}

#[test]
fn a_block_without_the_feature_is_refused_in_russian_with_the_cards_russian_name() {
    let game = duel_struck();
    let block = Choice::Block { player: 0, creature: 0 };
    let (en, ru) = refusals(&game, &block).unwrap();
    assert_eq!(en.to_string(), "[B-ATK-1] creature 0 (militia) cannot block: it has no Блок");
    assert_eq!(ru.to_string(), "[B-ATK-1] существо 0 (Ополченец) не может блокировать: у него нет особенности «Блок»");
}

#[test]
fn another_players_choice_and_a_choice_of_another_decision_are_refused_in_russian() {
    let game = duel_struck();
    let by_other = Choice::Pass { player: 1 };
    let (_, ru) = refusals(&game, &by_other).unwrap();
    assert_eq!(ru.to_string(), "[B-STACK-1] решает игрок 0, а не игрок 1");
    let move_now = Choice::Move { player: 0, creature: 0, to: [1, 2] };
    let (en, ru) = refusals(&game, &move_now).unwrap();
    assert_eq!(en.kind, ErrorKind::NotAnOption);
    assert_eq!(
        ru.to_string(),
        "[B-STACK-1] с приоритетом игрок может спасовать или выполнить одно из перечисленных действий"
    );
}
