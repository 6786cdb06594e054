//! Eredan scenarios (the scenario contract): a position, the fighters, the plays and the discards,
//! resolved by the same game as a full match, through the same checked choices.

use super::view::PublicState;
use crate::core::{ReadError, RuleError};
use serde::Deserialize;
use smol_str::SmolStr;
use std::sync::Arc;

use super::cards::{Attach, Catalogue};
use super::equipment::can_carry_too;
use super::game::{Choice, EredanEvent, EredanGame};
use super::rules;
use super::state::{Attachment, Character, Phase, Player, State};
use super::Eredan;
use crate::core::envelope::Envelope;
use crate::core::event::EventLog;
use crate::core::{Card, Game, Modifiers, Rng};
use crate::rulesets::Ruleset;

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanScenarioFields"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EredanScenario {
    #[serde(default = "crate::core::envelope::first_turn")]
    turn: u32,
    #[serde(default)]
    active: u8,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "EredanScenarioFrom"))]
    from: StartFrom,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "EredanPlayerPosition[]"))]
    players: Vec<PlayerPosition>,
    fighters: [u8; 2],
    plays: [Vec<SmolStr>; 2],
    #[serde(default)]
    discards: Option<[Vec<SmolStr>; 2]>,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "EredanScenarioUntil"))]
    until: Until,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanScenarioFrom"))]
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum StartFrom {
    #[default]
    Play,
    Start,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanScenarioUntil"))]
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Until {
    EndOfCombat,
    #[default]
    EndOfTurn,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanPlayerPosition"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerPosition {
    #[cfg_attr(target_arch = "wasm32", tsify(type = "EredanCharacterPosition[]"))]
    characters: Vec<CharacterPosition>,
    #[serde(default)]
    hand: Vec<SmolStr>,
    #[serde(default)]
    deck: Vec<SmolStr>,
    #[serde(default)]
    discard: Vec<SmolStr>,
    #[serde(default)]
    score: i32,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanCharacterPosition"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CharacterPosition {
    card: SmolStr,
    #[serde(default)]
    pv: Option<i32>,
    #[serde(default)]
    tapped: bool,
    #[serde(default)]
    dead: bool,
    #[serde(default)]
    attached: Vec<SmolStr>,
}

/// The most cards a scenario may name in one zone (keeps input size bounded).
const MAX_ZONE: usize = 200;

/// The highest `score` a scenario may give a player (`players[i].score`: 0 to this): far above
/// any game's, and low enough that a game's damage and healing never overflow it.
const MAX_SCORE: i32 = 1_000_000;

/// Resolves an Eredan scenario: returns the game at its stop point and the events.
pub fn run(value: serde_json::Value) -> Result<(EredanGame, Vec<EredanEvent>), RuleError> {
    resolve(value, false).map(|(game, events, ..)| (game, events))
}

/// A resolution and its frames: `(game, events, public state before the first event,
/// public state after each event)`.
pub type Framed = (EredanGame, Vec<EredanEvent>, PublicState, Vec<PublicState>);

/// Resolves an Eredan scenario as `run` does, recording the public state before the first
/// event and one frame right after each event.
pub fn run_framed(value: serde_json::Value) -> Result<Framed, RuleError> {
    let (game, events, before, frames) = resolve(value, true)?;
    let before = before.ok_or_else(|| RuleError::internal("no frame before the first event"))?;
    Ok((game, events, before, frames))
}

/// A resolution and, when framed, the public state before its first event; its frames.
type Resolved = (EredanGame, Vec<EredanEvent>, Option<PublicState>, Vec<PublicState>);

/// Resolves a scenario; with `framing`, also the states of `run_framed` (else none).
fn resolve(
    value: serde_json::Value,
    framing: bool,
) -> Result<Resolved, RuleError> {
    let mut value = value;
    let envelope = Envelope::take(&mut value, Eredan::ID)?;
    let sc: EredanScenario = crate::core::json::from_value(value)?;
    let cat = Catalogue::with_extra(&envelope.cards, "cards").map_err(|e| e.0)?;
    let mut game = build(&sc, cat, envelope.rng())?;
    let before = framing.then(|| {
        game.set_framing(true);
        game.public_state()
    });
    let names = ["fighters[0]", "fighters[1]"];
    match sc.from {
        StartFrom::Play => {
            game.turn_orders();
            choose_fighters(&mut game, &sc, names)?;
        }
        StartFrom::Start => {
            game.begin_turn();
            choose_fighters(&mut game, &sc, names)?;
        }
    }
    for player in game.st.player_order() {
        if game.st.phase != Phase::Play(player) {
            break;
        }
        let cards = sc.plays[usize::from(player)].clone();
        game.choose_step(&Choice::Play { player, cards })
            .map_err(|e| e.within(&format!("plays[{player}]")))?;
    }
    if sc.until == Until::EndOfTurn {
        for player in game.st.player_order() {
            if game.st.phase != Phase::Discard(player) {
                break;
            }
            let cards = match &sc.discards {
                Some(d) => d[usize::from(player)].clone(),
                None => {
                    // Default: a hand over the limit drops its last cards.
                    let hand = game.hand_ids(player);
                    let excess = game.view().discard_minimum(player);
                    hand[hand.len() - excess..].to_vec()
                }
            };
            game.choose_step(&Choice::Discard { player, cards })
                .map_err(|e| e.within(&format!("discards[{player}]")))?;
        }
    }
    let events = game.take_events();
    let frames = game.take_frames();
    Ok((game, events, before, frames))
}

fn choose_fighters(game: &mut EredanGame, sc: &EredanScenario, names: [&str; 2]) -> Result<(), RuleError> {
    let a = game.st.active;
    let (own, opp) = (sc.fighters[0], sc.fighters[1]);
    game.check_fighter(super::state::Pos { player: a, index: own }, names[0])?;
    game.check_fighter(
        super::state::Pos {
            player: 1 - a,
            index: opp,
        },
        names[1],
    )?;
    game.start_combat(own, opp);
    Ok(())
}

/// A malformed scenario field.
fn bad(path: &str, reason: &str) -> RuleError {
    ReadError::at(path, reason).into()
}

fn build(sc: &EredanScenario, cat: Arc<Catalogue>, rng: Rng) -> Result<EredanGame, RuleError> {
    if sc.players.len() != 2 {
        return Err(bad("players", &format!("an Eredan scenario has exactly 2 players, not {}",
            sc.players.len()
        )));
    }
    if sc.active > 1 {
        return Err(bad("active", &format!("must be 0 or 1, not {}", sc.active)));
    }
    if sc.turn == 0 || sc.turn > 10_000 {
        return Err(bad("turn", &format!("must be between 1 and 10000, not {}", sc.turn)));
    }
    let mut uid = 0u32;
    let mut placed = 0u32;
    let mut players = Vec::new();
    for (pi, pp) in sc.players.iter().enumerate() {
        let field = format!("players[{pi}]");
        if pp.characters.len() != 3 {
            return Err(bad(&format!("{field}.characters"), &format!("exactly 3 characters, not {}",
                pp.characters.len()
            )));
        }
        let mut zone = |ids: &[SmolStr], name: &str| -> Result<Vec<Card>, RuleError> {
            if ids.len() > MAX_ZONE {
                return Err(bad(&format!("{field}.{name}"), &format!("at most {MAX_ZONE} cards, not {}", ids.len())));
            }
            let mut out = Vec::new();
            for (i, id) in ids.iter().enumerate() {
                let f = format!("{field}.{name}[{i}]");
                let def = cat.require(id, || f.clone())?;
                if cat.get(def).is_character() {
                    return Err(bad(&f, &format!("\"{id}\" is a character; characters belong in `characters`"
                    )));
                }
                out.push(Card { uid, def });
                uid += 1;
            }
            Ok(out)
        };
        if !(0..=MAX_SCORE).contains(&pp.score) {
            return Err(bad(&format!("{field}.score"), &format!("0 to {MAX_SCORE}, not {}", pp.score)));
        }
        let hand = zone(&pp.hand, "hand")?;
        let deck = zone(&pp.deck, "deck")?;
        let discard = zone(&pp.discard, "discard")?;
        let mut characters = Vec::new();
        for (ci, cp) in pp.characters.iter().enumerate() {
            let f = format!("{field}.characters[{ci}]");
            let def = cat.require(&cp.card, || format!("{f}.card"))?;
            let d = cat.get(def);
            if !d.is_character() {
                return Err(bad(&format!("{f}.card"), &format!("\"{}\" is not a character", cp.card)));
            }
            let max = d.pv.unwrap_or(1);
            let pv = cp.pv.unwrap_or(if cp.dead { 0 } else { max });
            if pv > max {
                return Err(bad(&format!("{f}.pv"), &format!("{pv} is above {}'s max PV of {max}", d.name)));
            }
            if !cp.dead && pv <= 0 {
                return Err(bad(&format!("{f}.pv"), &format!("a living character cannot be at {pv} PV (it would have died [{}]); mark it dead",
                    rules::E_END_3
                )));
            }
            if pv < -999 {
                return Err(bad(&format!("{f}.pv"), &format!("{pv} is out of range")));
            }
            if cp.dead && !cp.attached.is_empty() {
                return Err(bad(&format!("{f}.attached"), &format!("a dead character has no attached cards [{}]",
                    rules::E_END_3
                )));
            }
            if cp.attached.len() > 20 {
                return Err(bad(&format!("{f}.attached"), &format!("at most 20 cards, not {}", cp.attached.len())));
            }
            let mut attached: Vec<Attachment> = Vec::new();
            for (ai, id) in cp.attached.iter().enumerate() {
                let af = format!("{f}.attached[{ai}]");
                let adef = cat.require(id, || af.clone())?;
                let a = cat.get(adef);
                if a.attaches == Attach::No {
                    return Err(bad(&af, &format!("\"{id}\" does not attach to a character")));
                }
                let equipped: Vec<_> = attached.iter().map(|x| cat.get(x.card.def)).collect();
                can_carry_too(&equipped, a).map_err(|e| bad(&af, &e))?;
                let owner = if a.attaches == Attach::OpposingFighter {
                    1 - pi as u8
                } else {
                    pi as u8
                };
                attached.push(Attachment {
                    card: Card { uid, def: adef },
                    owner,
                    placed,
                    active: true,
                    // It arrived in an earlier combat, which counted.
                    combats_left: a.lasts_combats.map(|n| n.saturating_sub(1).max(1)),
                });
                uid += 1;
                placed += 1;
            }
            characters.push(Character {
                def,
                pv,
                tapped: cp.tapped,
                dead: cp.dead,
                attached,
                gained_this_turn: 0,
                dealt_this_combat: 0,
                received_this_combat: 0,
                tokens: 0,
            });
        }
        players.push(Player {
            characters,
            hand,
            deck,
            discard,
            score: pp.score,
            out_of_cards: false,
        });
    }
    let [p0, p1]: [Player; 2] = players.try_into().map_err(|_| RuleError::internal("not 2 players"))?;
    let st = State {
        turn: sc.turn,
        active: sc.active,
        players: [p0, p1],
        rng,
        phase: Phase::Fighters,
        combat: None,
        mods: Modifiers::default(),
        delayed: vec![],
        outcome: None,
        next_uid: uid,
        next_placed: placed,
        tokens_lost: 0,
 activating: None,
 dying: None,
                subject: None,
                harm: None,
                played_this_turn: Default::default(),
 losing: [false; 2],
        log: EventLog::default(),
    };
    Ok(EredanGame::from_state(cat, st))
}
