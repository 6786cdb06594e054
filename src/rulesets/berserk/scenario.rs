//! Berserk scenarios (docs/berserk-scenarios.md): a position on the board and the choices
//! made in it, resolved through the same checked choices as a full game.

use crate::core::{ReadError, RuleError};
use serde::Deserialize;
use smol_str::SmolStr;

use super::board::{COLUMNS, ROWS};
use super::card_code::{def_code_ability, CardCode, CodeWhen};
use super::cards::{Catalogue, Kind};
use super::events::Cell;
use super::game::{BerserkEvent, BerserkGame, Choice, Creature, DecisionKind, Phase};
use super::rules::{B_GAME_13, B_GAME_8, B_TABLE_1, B_WIN};
use super::turn::MAX_TURNS;
use super::Berserk;
use crate::core::envelope::Envelope;
use crate::core::Game;
use crate::rulesets::Ruleset;

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkScenarioFields"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BerserkScenario {
    #[serde(default = "crate::core::envelope::first_turn")]
    turn: u32,
    #[serde(default)]
    active: u8,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkScenarioFrom"))]
    from: StartFrom,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkCreaturePosition[]"))]
    creatures: Vec<CreaturePosition>,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ScenarioChoice<BerserkChoice>[]"))]
    choices: Vec<serde_json::Value>,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkScenarioUntil"))]
    until: Until,
    /// Each player's deck, top first (card ids), for what reads the deck (a prophecy
    /// [B-PROPHECY]); none: no deck.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    decks: Option<[Vec<SmolStr>; 2]>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkScenarioFrom"))]
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum StartFrom {
    /// The active player's main phase [B-TURN-2] (default).
    #[default]
    Main,
    /// Run the start of the active player's turn first [B-TURN-1].
    Start,
    /// Start the battle first (the active player going first): its start-of-battle abilities,
    /// then the start of the turn [B-GAME-7], [B-GAME-13].
    Battle,
    /// The squads just placed, every card face down on its owner's half as the placement order
    /// allows [B-GAME-6] (the active player going first): the cards acting after deployment,
    /// then the reveal and the battle [B-GAME-13], [B-GAME-7].
    Deployment,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkScenarioUntil"))]
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Until {
    /// After the choices, every priority is passed until the attack in progress ends.
    #[default]
    AttackEnd,
    /// Stop right after the last choice.
    ChoicesEnd,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkCreaturePosition"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreaturePosition {
    card: SmolStr,
    owner: u8,
    cell: Cell,
    #[serde(default)]
    wounds: u8,
    #[serde(default)]
    closed: bool,
    #[serde(default)]
    dead: bool,
    /// Wounds its poison markers deal at the start of its owner's turn.
    #[serde(default)]
    poison: u8,
    #[serde(default)]
    moved: bool,
    #[serde(default)]
    luck_used: bool,
    #[serde(default)]
    armour_used: u8,
    /// Face down (its card hidden until it is revealed).
    #[serde(default)]
    hidden: bool,
    /// In its side's flyer zone, off the board (a flyer's card only) [B-GAME-8]; its `cell`
    /// is then where it took off from.
    #[serde(default)]
    flying: bool,
    /// Counters on it [B-GAME-9].
    #[serde(default)]
    counters: u8,
    /// Incarnation tokens on its card in the graveyard [B-INCARNATION].
    #[serde(default)]
    incarnation: u8,
    /// Extra lives on it, above its card's life [B-DEATH-1].
    #[serde(default)]
    extra_lives: u8,
    /// The crystals paid above its card's cost at recruitment, for a card that allows it
    /// [B-GAME-3].
    #[serde(default)]
    paid_extra: u8,
    /// Brought into the squad with its side's Linnet (an elite creature costing at most 7): it
    /// dies when she leaves the battlefield [B-GAME-3].
    #[serde(default)]
    companion: bool,
    /// Dead and exiled from the graveyard: out of the game [B-GAME-12].
    #[serde(default)]
    exiled: bool,
    /// Placed to use its card's ability after deployment (the Pathfinder; a scenario from
    /// deployment only) [B-GAME-13].
    #[serde(default)]
    after_deployment: bool,
}

const MAX_CREATURES: usize = 30;
const MAX_CHOICES: usize = 2000;

/// A scenario resolved: the game at its stop point, the events, and, when framed, the
/// public state before the first event and one after each event.
type Resolved = (
    BerserkGame,
    Vec<BerserkEvent>,
    super::view::PublicState,
    Vec<super::view::PublicState>,
);

/// Resolves a Berserk scenario: returns the game at its stop point and the events.
pub fn run(value: serde_json::Value) -> Result<(BerserkGame, Vec<BerserkEvent>), RuleError> {
    let (game, events, _, _) = resolve(value, false)?;
    Ok((game, events))
}

/// Resolves a Berserk scenario with frames: the game, the events, the public state before
/// the first event, and the public state right after each event (one frame per event).
pub fn run_framed(value: serde_json::Value) -> Result<Resolved, RuleError> {
    let (game, events, before, frames) = resolve(value, true)?;
    let before = before.ok_or_else(|| RuleError::internal("no frame before the first event"))?;
    Ok((game, events, before, frames))
}

/// A resolution and, when framed, the public state before its first event; its frames.
type Resolving = (BerserkGame, Vec<BerserkEvent>, Option<super::view::PublicState>, Vec<super::view::PublicState>);

fn resolve(value: serde_json::Value, framed: bool) -> Result<Resolving, RuleError> {
    let mut value = value;
    let envelope = Envelope::take(&mut value, Berserk::ID)?;
    let sc: BerserkScenario = crate::core::json::from_value(value)?;
    let cat = Catalogue::with_extra(&envelope.cards, "cards")?;
    // A position past the turn limit could never arise (the game is drawn at its end).
    if sc.turn == 0 || sc.turn > MAX_TURNS {
        return Err(bad("turn", &format!("1 to {MAX_TURNS} (turns count from 1; the game is drawn at turn {MAX_TURNS}), not {}",
            sc.turn
        )));
    }
    if sc.active > 1 {
        return Err(bad("active", &format!("a player index is 0 or 1, not {}", sc.active)));
    }
    if sc.creatures.len() > MAX_CREATURES {
        return Err(bad("creatures", &format!("at most {MAX_CREATURES} creatures")));
    }
    if sc.choices.len() > MAX_CHOICES {
        return Err(bad("choices", &format!("at most {MAX_CHOICES} choices")));
    }
    let mut creatures: Vec<Creature> = Vec::with_capacity(sc.creatures.len());
    for (i, p) in sc.creatures.iter().enumerate() {
        let at = format!("creatures[{i}]");
        let def = cat.require(&p.card, &format!("{at}.card"))?;
        let life = cat.get(def).life;
        if p.owner > 1 {
            return Err(bad(&format!("{at}.owner"), &format!("a player index is 0 or 1, not {}", p.owner)));
        }
        if p.cell[0] >= COLUMNS || p.cell[1] >= ROWS {
            return Err(bad(&format!("{at}.cell"), &format!("{:?} is off the board (columns 0-4, rows 0-5)",
                p.cell
            )));
        }
        if p.flying && cat.get(def).kind != Some(Kind::Flyer) {
            return Err(bad(&format!("{at}.flying"), &format!("\"{}\" is no flyer [{B_GAME_8}]", p.card)));
        }
        if !p.dead && !p.flying && creatures.iter().any(|c| !c.dead && !c.flying && c.cell == p.cell) {
            return Err(bad(&format!("{at}.cell"), &format!("{:?} is taken by another creature", p.cell)));
        }
        if p.exiled && !p.dead {
            return Err(bad(&format!("{at}.exiled"), &format!("only a dead card is exiled from the graveyard, and \"{}\" lives [{}]", p.card, super::rules::B_GAME_12)));
        }
        if !p.dead && p.wounds >= life {
            return Err(bad(&format!("{at}.wounds"), &format!("a living \"{}\" has fewer wounds than its life {life}, not {}",
                p.card, p.wounds
            )));
        }
        let max = super::deck::extra_price(cat.get(def)).map_or(0, |(max, _)| max);
        if p.paid_extra > max {
            return Err(bad(&format!("{at}.paid_extra"), &format!("\"{}\" may be paid at most {max} more at recruitment, not {} [{}]",
                p.card, p.paid_extra, super::rules::B_GAME_3
            )));
        }
        if p.companion {
            let d = cat.get(def);
            let linnet = sc.creatures.iter().find_map(|q| {
                let max = super::deck::companion_rule(cat.get(cat.find(&q.card)?))?;
                (q.owner == p.owner).then_some(max)
            });
            let fits = |max: u8| d.elite == Some(true) && d.cost.is_some_and(|c| c <= max);
            match linnet {
                None => {
                    return Err(bad(&format!("{at}.companion"), &format!("player {} has no creature that brings a companion into the squad (Linnet) [{}]",
                        p.owner, super::rules::B_GAME_3
                    )))
                }
                Some(max) if !fits(max) => {
                    return Err(bad(&format!("{at}.companion"), &format!("\"{}\" is no elite creature costing at most {max} [{}]",
                        p.card, super::rules::B_GAME_3
                    )))
                }
                Some(_) => {}
            }
        }
        creatures.push(Creature {
            uid: i as u16,
            def,
            owner: p.owner,
            cell: p.cell,
            wounds: p.wounds,
            closed: p.closed,
            poison: p.poison,
            moved: p.moved,
            cells_moved: 0,
            luck_used: p.luck_used,
            armour_used: p.armour_used,
            dead: p.dead,
            hidden: p.hidden,
            gained: vec![],
            flying: p.flying,
            counters: p.counters,
            used: vec![],
            stunned: 0,
            incarnation: p.incarnation,
            struck: vec![],
            extra_lives: p.extra_lives,
            paid_extra: p.paid_extra,
            companion: p.companion,
            rooted_by: vec![],
            wounded_this_turn: 0,
            attack_wounded: false,
            ranged_wounded: 0,
            marked: vec![],
            next_roll: 0,
            next_strike: 0,
            poison_death: false,
            blanked_by: vec![],
            featureless: false,
            next_throw: 0,
            branch_roll: 0,
            borrowed: vec![],
            exiled: p.exiled,
            strike_bonus: 0,
            life_bonus: 0,
        });
    }
    for player in 0..2u8 {
        if !creatures.iter().any(|c| c.owner == player && !c.dead) {
            return Err(bad("creatures", &format!("player {player} has no living creature [{B_WIN}]")));
        }
    }
    let decks = match &sc.decks {
        None => None,
        Some(decks) => {
            let mut out: [Vec<u16>; 2] = [vec![], vec![]];
            for (player, deck) in decks.iter().enumerate() {
                if deck.len() > super::deck::DECK_MAX {
                    return Err(bad(&format!("decks[{player}]"), &format!("at most {} cards", super::deck::DECK_MAX)));
                }
                for (i, id) in deck.iter().enumerate() {
                    out[player].push(cat.require(id, &format!("decks[{player}][{i}]"))?);
                }
            }
            Some(out)
        }
    };
    if sc.from == StartFrom::Deployment {
        deployed(&sc, &mut creatures)?;
    }
    let mut game = BerserkGame::from_position(cat, envelope.seed, sc.turn, sc.active, creatures);
    if decks.is_some() || sc.from == StartFrom::Deployment {
        // The active player counts as the first, as in a scenario without decks.
        let mut prep = super::preparation::Preparation::new(decks.unwrap_or_default());
        prep.first = Some(sc.active);
        game.st.prep = Some(Box::new(prep));
    }
    for (i, p) in sc.creatures.iter().enumerate().filter(|(_, p)| p.after_deployment) {
        let uid = i as u16;
        let acts = def_code_ability(game.def_of(uid), CardCode::Vs177, CodeWhen::AfterDeployment).is_some();
        if sc.from != StartFrom::Deployment || !acts {
            return Err(bad(&format!("creatures[{i}].after_deployment"), &format!("only a card acting after deployment, in a scenario from deployment, is placed to use it then, not {} [{}]",
                p.card, super::rules::B_GAME_13
            )));
        }
        game.prep_mut().to_use.push(uid);
    }
    if sc.from == StartFrom::Deployment {
        // [B-GAME-6] The placement is over: the game stands before the reveal.
        game.st.phase = Phase::Place;
        game.st.turn = 0;
        for player in 0..2u8 {
            let cells: Vec<Cell> = game.alive().filter(|c| c.owner == player).map(|c| c.cell).collect();
            if !game.placement_allows(player, &cells) {
                return Err(bad("creatures", &format!("player {player}'s cards do not lie as the placement order allows: each group of cells of their half full before a card lies in the next [{}]",
                    super::rules::B_GAME_6
                )));
            }
        }
    }
    game.st.rng = envelope.rng();
    game.set_framing(framed);
    let before = framed.then(|| game.public_state());
    match sc.from {
        StartFrom::Deployment => game.after_deployment(),
        StartFrom::Battle => game.begin_battle(),
        StartFrom::Main => {}
        _ => game.start_turn(),
    }
    let mut events = game.st.log.take();
    for (i, raw) in sc.choices.iter().enumerate() {
        let at = format!("choices[{i}]");
        let Some(decision) = game.pending() else {
            return Err(bad(&at, "the game is over"));
        };
        let mut value = match raw {
            serde_json::Value::String(s) => crate::rulesets::object([("type", serde_json::Value::String(s.clone()))]),
            v => v.clone(),
        };
        if let Some(obj) = value.as_object_mut() {
            obj.entry("player").or_insert(decision.player.into());
        }
        let choice: Choice = crate::core::json::from_value_in(value, &at)?;
        events.extend(game.choose(&choice).map_err(|e| e.within(&at))?);
    }
    if sc.until == Until::AttackEnd {
        let mut guard = 0;
        while game.st.phase == Phase::Attack && guard < 10_000 {
            guard += 1;
            let Some(d) = game.pending() else { break };
            if d.kind == DecisionKind::Trigger && matches!(d.options.first(), Some(Choice::KeepDie { .. })) {
                return Err(bad("choices", &format!("player {} must keep one of the two dice rolled [{}] (\"keep_die\")",
                    d.player, super::rules::B_ATK_2
                )));
            }
            if matches!(d.kind, DecisionKind::Trigger | DecisionKind::Targets) {
                return Err(bad("choices", &format!("player {} must answer a triggered ability [{B_GAME_13}] (\"trigger\", \"decline\", \"effect\", \"number\", \"cell\", \"reveal\" or, for a card looked at, \"put_back\")",
                    d.player
                )));
            }
            if d.kind == DecisionKind::Exchange {
                return Err(bad("choices", &format!("player {} must make the exchange choice [{B_TABLE_1}] (\"as_rolled\" or \"lower\")",
                    d.player
                )));
            }
            let pass = Choice::Pass { player: d.player };
            events.extend(game.choose(&pass).map_err(|e| e.within("choices"))?);
        }
    }
    let frames = game.take_frames();
    Ok((game, events, before, frames))
}

/// [B-GAME-6] A scenario starting at deployment: turn 1, every creature alive, on the board on
/// its owner's half, and face down as placed.
fn deployed(sc: &BerserkScenario, creatures: &mut [Creature]) -> Result<(), RuleError> {
    if sc.turn != 1 {
        return Err(bad("turn", &format!("a scenario from deployment starts before turn 1, so its turn is 1, not {}", sc.turn)));
    }
    for (i, c) in creatures.iter_mut().enumerate() {
        let own = super::board::board_cell(c.owner, c.cell)[1] < 3;
        if c.dead || c.flying || !own {
            return Err(bad(&format!("creatures[{i}]"), &format!("at deployment every creature lies alive on a cell of its owner's half, not {:?} [{}]",
                c.cell, super::rules::B_GAME_6
            )));
        }
        c.hidden = true;
    }
    Ok(())
}

/// A malformed scenario field.
fn bad(path: &str, reason: &str) -> RuleError {
    ReadError::at(path, reason).into()
}
