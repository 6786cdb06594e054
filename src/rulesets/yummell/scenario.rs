//! Yummell scenarios (the scenario contract envelope + the fields of docs/yummell-scenarios.md): a
//! position (players, turn order, whose turn, the step of the turn, the deck) and the choices
//! made from it, resolved through the same checked `choose` as a full race.

use crate::core::{ReadError, RuleError};
use serde::Deserialize;
use smol_str::SmolStr;

use super::cards::{CardType, Catalogue};
use super::game::{Choice, Player, Step, TurnFlags, YummellEvent, YummellGame};
use super::Yummell;
use crate::core::envelope::Envelope;
use crate::core::event::EventLog;
use crate::core::{Card, Game};
use crate::rulesets::Ruleset;

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellScenarioFields"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct YummellScenario {
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellPlayerPosition[]"))]
    players: Vec<PlayerPosition>,
    #[serde(default)]
    order: Option<Vec<u8>>,
    #[serde(default = "crate::core::envelope::first_turn")]
    round: u32,
    #[serde(default)]
    turn: Option<u8>,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellScenarioAt"))]
    at: At,
    #[serde(default)]
    encounter: Option<SmolStr>,
    #[serde(default)]
    used: TurnFlags,
    #[serde(default)]
    deck: Option<Vec<SmolStr>>,
    #[serde(default)]
    discard: Vec<SmolStr>,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellChoice[]"))]
    choices: Vec<serde_json::Value>,
}

/// Where the scenario's turn stands when its choices begin.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellScenarioAt"))]
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum At {
    /// The turn starts: Preparation draws a card, then the window before Movement.
    #[default]
    Preparation,
    AfterPreparation,
    Movement,
    AfterMovement,
    /// A creature (`encounter`) awaits the card of the challenge.
    Challenge,
    AfterEncounter,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellPlayerPosition"))]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerPosition {
    character: SmolStr,
    advantage: SmolStr,
    #[serde(default)]
    square: u8,
    #[serde(default)]
    hand: Vec<SmolStr>,
    #[serde(default)]
    active: Vec<SmolStr>,
    #[serde(default)]
    activating: Vec<SmolStr>,
}

/// The most cards a scenario may name in one zone (keeps input size bounded).
const MAX_ZONE: usize = 200;

struct Builder<'a> {
    cat: &'a Catalogue,
    next_uid: u32,
}

impl Builder<'_> {
    fn cards(&mut self, ids: &[SmolStr], field: &str) -> Result<Vec<Card>, RuleError> {
        if ids.len() > MAX_ZONE {
            return Err(bad(field, &format!("at most {MAX_ZONE} cards")));
        }
        ids.iter()
            .enumerate()
            .map(|(i, id)| {
                let def = self
                    .cat
                    .card_index(id)
                    .ok_or_else(|| self.cat.unknown(&format!("{field}[{i}]"), "card", id))?;
                self.next_uid += 1;
                Ok(Card {
                    uid: self.next_uid - 1,
                    def,
                })
            })
            .collect()
    }
}

/// Resolves a Yummell scenario: the game at its stop point and the events, numbered from 0.
pub fn run(value: serde_json::Value) -> Result<(YummellGame, Vec<YummellEvent>), RuleError> {
    let (mut game, script) = position(value)?;
    script.play(&mut game)?;
    let events = game.take_events();
    Ok((game, events))
}

/// [`run`], with the frames of its events: the game, the events, the public state before the
/// first event, and the public state right after each event (one frame per event).
pub fn run_framed(
    value: serde_json::Value,
) -> Result<
    (
        YummellGame,
        Vec<YummellEvent>,
        super::view::PublicState,
        Vec<super::view::PublicState>,
    ),
    RuleError,
> {
    let (mut game, script) = position(value)?;
    game.set_framing(true);
    let before = game.public_state();
    script.play(&mut game)?;
    let events = game.take_events();
    let frames = game.take_frames();
    Ok((game, events, before, frames))
}

/// What a scenario does from its position: start the turn (at `preparation`), then its choices.
struct Script {
    begin_turn: bool,
    choices: Vec<serde_json::Value>,
}

impl Script {
    fn play(self, game: &mut YummellGame) -> Result<(), RuleError> {
        if self.begin_turn {
            game.begin_turn();
        }
        for (i, v) in self.choices.into_iter().enumerate() {
            let field = format!("choices[{i}]");
            let choice: Choice = crate::core::json::from_value_in(v, &field)?;
            game.choose_step(&choice).map_err(|e| e.within(&field))?;
        }
        Ok(())
    }
}

/// The scenario's position (no event yet) and what it does from there.
fn position(value: serde_json::Value) -> Result<(YummellGame, Script), RuleError> {
    let mut value = value;
    let envelope = Envelope::take(&mut value, Yummell::ID)?;
    let sc: YummellScenario = crate::core::json::from_value(value)?;
    let cat = Catalogue::with_extra(&envelope.cards, "cards")?;
    let n = sc.players.len();
    if !(2..=8).contains(&n) {
        return Err(bad("players", &format!("2 to 8 players, not {n}")));
    }
    let mut b = Builder { cat: &cat, next_uid: 0 };
    let mut players = Vec::with_capacity(n);
    for (i, p) in sc.players.iter().enumerate() {
        let character = cat
            .character_index(&p.character)
            .ok_or_else(|| cat.unknown(&format!("players[{i}].character"), "character", &p.character))?;
        let advantage = cat
            .advantage_index(&p.advantage)
            .ok_or_else(|| cat.unknown(&format!("players[{i}].advantage"), "advantage", &p.advantage))?;
        if p.square >= cat.finish() {
            return Err(bad(&format!("players[{i}].square"), &format!("the finish is square {}; the race is run on squares 0 to {}",
                cat.finish(),
                cat.finish() - 1
            )));
        }
        let hand = b.cards(&p.hand, &format!("players[{i}].hand"))?;
        let active = b.cards(&p.active, &format!("players[{i}].active"))?;
        let activating = b.cards(&p.activating, &format!("players[{i}].activating"))?;
        for (field, zone) in [("active", &active), ("activating", &activating)] {
            if let Some(j) = zone.iter().position(|c| cat.card(c.def).kind != CardType::Artefact) {
                return Err(bad(&format!("players[{i}].{field}[{j}]"), &format!("\"{}\" is not an Artefact",
                    cat.card(zone[j].def).id
                )));
            }
        }
        players.push(Player {
            character,
            advantage,
            square: p.square,
            hand,
            active,
            activating,
        });
    }
    let order = match &sc.order {
        Some(o) => {
            let mut sorted = o.clone();
            sorted.sort_by_key(|o| *o);
            if sorted != (0..n as u8).collect::<Vec<_>>() {
                return Err(bad("order", &format!("every player index 0 to {} exactly once", n - 1)));
            }
            o.clone()
        }
        None => (0..n as u8).collect(),
    };
    let turn = sc.turn.unwrap_or(order[0]);
    let Some(turn_index) = order.iter().position(|p| *p == turn) else {
        return Err(bad("turn", &format!("there is no player {turn}")));
    };
    let mut rng = envelope.rng();
    let deck = match &sc.deck {
        Some(ids) => b.cards(ids, "deck")?,
        None => {
            let mut deck: Vec<Card> = cat
                .deck_defs()
                .into_iter()
                .map(|def| {
                    b.next_uid += 1;
                    Card {
                        uid: b.next_uid - 1,
                        def,
                    }
                })
                .collect();
            rng.shuffle(&mut deck);
            deck
        }
    };
    let discard = b.cards(&sc.discard, "discard")?;
    let encounter = match (&sc.encounter, sc.at) {
        (Some(id), At::Challenge) => {
            let c = b.cards(std::slice::from_ref(id), "encounter")?;
            if cat.card(c[0].def).kind != CardType::Creature {
                return Err(bad("encounter", &format!("\"{id}\" is not a Creature")));
            }
            Some(c[0])
        }
        (None, At::Challenge) => return Err(bad("encounter", "the creature of the challenge (at \"challenge\")")),
        (Some(_), _) => return Err(bad("encounter", "only with at \"challenge\"")),
        (None, _) => None,
    };
    if sc.at == At::Challenge && players[usize::from(turn)].hand.is_empty() {
        return Err(bad("players", "at \"challenge\" the player whose turn it is has a card to play"));
    }
    let mut flags = sc.used.clone();
    if sc.at == At::Preparation {
        flags = TurnFlags::default();
    }
    let game = YummellGame {
        cat: cat.clone(),
        players,
        order,
        turn_index,
        round: sc.round.max(1),
        step: match sc.at {
            At::Preparation | At::AfterPreparation => Step::AfterPreparation,
            At::Movement => Step::Movement,
            At::AfterMovement => Step::AfterMovement,
            At::Challenge => Step::Challenge,
            At::AfterEncounter => Step::AfterEncounter,
        },
        flags,
        deck,
        discard,
        encounter,
        winner: None,
        rng,
        log: EventLog::default(),
        next_uid: b.next_uid,
    };
    let script = Script {
        begin_turn: sc.at == At::Preparation,
        choices: sc.choices,
    };
    Ok((game, script))
}

/// A malformed scenario field.
fn bad(path: &str, reason: &str) -> RuleError {
    ReadError::at(path, reason).into()
}
