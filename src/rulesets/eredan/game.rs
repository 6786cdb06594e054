//! The Eredan game: setup from two decks [E-SET], the decision awaited, and the checked
//! application of choices. The rules themselves live in `play`, `combat` and `turn`.

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;
use std::sync::Arc;

use super::cards::Catalogue;
use super::events::EventKind;
use super::narrate::{pick, say, Lang};
use super::rules;
use super::state::{Character, Phase, Player, Pos, State, View};
use crate::core::event::{Event, EventLog};
use crate::core::{ByPlayer, Card, ErrorKind, Game, Modifiers, Outcome, ReadError, Rng, RuleError};
use crate::rulesets::Frames;

pub type EredanEvent = Event<EventKind>;

crate::tagged_enum! { "type";
/// A player's choice. `player` must be the one the pending decision names.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanChoice"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Choice {
    /// [E-FIGHT] The active player's fighter and the opposing one, by index in each line.
    Fighters { player: u8, own: u8, opponent: u8 },
    /// [E-PLAY] 0, 1 or 2 card ids from hand, in play order.
    Play { player: u8, cards: Vec<SmolStr> },
    /// [E-DISC] Card ids from hand to discard.
    Discard { player: u8, cards: Vec<SmolStr> },
}
}

impl ByPlayer for Choice {
    fn player(&self) -> u8 {
        match self {
            Choice::Fighters { player, .. } | Choice::Play { player, .. } | Choice::Discard { player, .. } => *player,
        }
    }
}

/// A card the player cannot play first, and why.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Blocked {
    pub card: SmolStr,
    pub rule: SmolStr,
    pub reason: String,
}

/// The decision awaited: who decides, its `kind`, and every legal choice in full.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanDecision"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// [E-FIGHT] The active player picks a ready character of each line.
    Fighters {
        player: u8,
        /// Every legal pair of fighters.
        #[cfg_attr(
            target_arch = "wasm32",
            tsify(type = "Extract<EredanChoice, { type: \"fighters\" }>[]")
        )]
        options: Vec<Choice>,
    },
    /// [E-PLAY] Each fighter's owner in turn plays 0, 1 or 2 cards.
    Play {
        player: u8,
        fighter: u8,
        /// Every legal play (card ids in play order), the empty play first.
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Extract<EredanChoice, { type: \"play\" }>[]"))]
        options: Vec<Choice>,
        /// Cards in hand that cannot be played first, with the reason.
        blocked: Vec<Blocked>,
    },
    /// [E-DISC] The player discards any cards of `hand`, at least down to `limit`.
    Discard {
        player: u8,
        hand: Vec<SmolStr>,
        /// How many cards must at least / may at most be discarded.
        min: usize,
        max: usize,
        limit: usize,
        /// Every distinct discard (as a multiset of `hand`), the smallest first.
        #[cfg_attr(
            target_arch = "wasm32",
            tsify(type = "Extract<EredanChoice, { type: \"discard\" }>[]")
        )]
        options: Vec<Choice>,
    },
}

impl ByPlayer for Decision {
    fn player(&self) -> u8 {
        match self {
            Decision::Fighters { player, .. } | Decision::Play { player, .. } | Decision::Discard { player, .. } => {
                *player
            }
        }
    }
}

impl crate::core::Decision for Decision {
    type Choice = Choice;
    fn kind(&self) -> &'static str {
        match self {
            Decision::Fighters { .. } => "fighters",
            Decision::Play { .. } => "play",
            Decision::Discard { .. } => "discard",
        }
    }
    fn options(&self) -> &[Choice] {
        match self {
            Decision::Fighters { options, .. } | Decision::Play { options, .. } | Decision::Discard { options, .. } => {
                options
            }
        }
    }
}

/// A deck: three characters and the cards, by id.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanDeck"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    #[serde(default)]
    pub id: SmolStr,
    #[serde(default)]
    pub name: String,
    pub characters: Vec<SmolStr>,
    pub cards: Vec<SmolStr>,
}

/// A deck checked against a catalogue [E-SET]: three characters, 20 to 50 cards, at most
/// three copies of a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckDefs {
    pub characters: [u16; 3],
    pub cards: Vec<u16>,
}

impl DeckDefs {
    /// Checks `deck`; errors name the field (`field` is where the deck was given).
    pub fn resolve(cat: &Catalogue, deck: &Deck, field: &str) -> Result<DeckDefs, RuleError> {
        let err = |path: String, m: String| ReadError::at(&path, &m).by_rule(ErrorKind::IllegalByRule, rules::E_SET);
        let unknown = |e: ReadError| e.by_rule(ErrorKind::Malformed, rules::E_SET);
        if deck.characters.len() != 3 {
            return Err(err(
                format!("{field}.characters"),
                format!("a player has exactly 3 characters, not {}", deck.characters.len()),
            ));
        }
        let mut characters = [0u16; 3];
        for (i, id) in deck.characters.iter().enumerate() {
            let def = cat
                .require(id, || format!("{field}.characters[{i}]"))
                .map_err(unknown)?;
            if !cat.get(def).is_character() {
                return Err(err(format!("{field}.characters[{i}]"), format!("\"{id}\" is not a character")));
            }
            characters[i] = def;
        }
        if !(20..=50).contains(&deck.cards.len()) {
            return Err(err(
                format!("{field}.cards"),
                format!("a deck has 20 to 50 cards, not {}", deck.cards.len()),
            ));
        }
        let mut cards = Vec::with_capacity(deck.cards.len());
        for (i, id) in deck.cards.iter().enumerate() {
            let def = cat.require(id, || format!("{field}.cards[{i}]")).map_err(unknown)?;
            if cat.get(def).is_character() {
                return Err(err(
                    format!("{field}.cards[{i}]"),
                    format!("\"{id}\" is a character, not a card for the deck"),
                ));
            }
            cards.push(def);
            if cards.iter().filter(|d| **d == def).count() > 3 {
                return Err(err(format!("{field}.cards"), format!("more than 3 copies of \"{id}\"")));
            }
        }
        // [E-SET] [E-DECK] The deck's other rules (different characters, one guild, the
        // guild's cards): refused by the first problem's rule, every one named.
        let problems = super::deck_rules::problems(cat, deck);
        if let Some(first) = problems.first() {
            use super::deck_rules::DeckProblem;
            let at = match first {
                DeckProblem::OtherGuild { card, .. } => {
                    let i = deck.cards.iter().position(|c| c == card).unwrap_or(0);
                    format!("{field}.cards[{i}]")
                }
                DeckProblem::SameCharacter { card } => {
                    let i = deck.characters.iter().rposition(|c| c == card).unwrap_or(0);
                    format!("{field}.characters[{i}]")
                }
                _ => format!("{field}.characters"),
            };
            let all: Vec<String> = problems
                .iter()
                .map(|p| match p.rule() {
                    r if r == first.rule() => p.message(),
                    r => format!("{} [{r}]", p.message()),
                })
                .collect();
            let message = format!("the deck is not legal: {}", all.join("; "));
            return Err(ReadError::at(&at, &message).by_rule(ErrorKind::IllegalByRule, first.rule()));
        }
        Ok(DeckDefs { characters, cards })
    }
}

/// The ready decks of `data/eredan.json` (read once).
pub fn ready_decks() -> Vec<Deck> {
    ready().to_vec()
}

fn ready() -> &'static [Deck] {
    static DECKS: std::sync::OnceLock<Vec<Deck>> = std::sync::OnceLock::new();
    DECKS.get_or_init(|| {
        let decks = super::cards::builtin_value().get("decks").cloned().unwrap_or_default();
        crate::core::json::from_value_in(decks, "decks").unwrap_or_default()
    })
}

/// The ready decks checked against the built-in catalogue [E-SET], once: every game started
/// from the ready setup takes them as they are (`ruleset::tests` checks that they start the
/// games of the two decks given in full; a deck that failed its check would be missing here).
pub(crate) fn ready_deck_defs() -> &'static [DeckDefs] {
    static DEFS: std::sync::OnceLock<Vec<DeckDefs>> = std::sync::OnceLock::new();
    DEFS.get_or_init(|| {
        let cat = Catalogue::builtin();
        ready()
            .iter()
            .filter_map(|deck| DeckDefs::resolve(&cat, deck, "decks").ok())
            .collect()
    })
}

#[derive(Debug, Clone, PartialEq)]
pub struct EredanGame {
    pub cat: Arc<Catalogue>,
    pub st: State,
}

impl EredanGame {
    pub fn view(&self) -> View<'_> {
        View {
            cat: &self.cat,
            st: &self.st,
        }
    }

    /// [E-SET] A new game: decks checked, shuffled with the seeded RNG, five cards each, the
    /// first player drawn; then turn 1 starts. Returns the game and the events so far.
    pub fn new(cat: Arc<Catalogue>, seed: u64, decks: [&Deck; 2]) -> Result<(Self, Vec<EredanEvent>), RuleError> {
        Self::new_framed(cat, seed, decks, false).map(|(game, events, _)| (game, events))
    }

    /// As `new`; with `framed`, also the public state before the first event and after each.
    pub fn new_framed(
        cat: Arc<Catalogue>,
        seed: u64,
        decks: [&Deck; 2],
        framed: bool,
    ) -> Result<(Self, Vec<EredanEvent>, Option<super::view::PublicFrames>), RuleError> {
        let a = DeckDefs::resolve(&cat, decks[0], "decks[0]")?;
        let b = DeckDefs::resolve(&cat, decks[1], "decks[1]")?;
        Ok(Self::set_up(cat, seed, [&a, &b], framed))
    }

    /// [E-SET] As `new`, from decks already checked against the catalogue (simulations
    /// resolve their decks once).
    pub fn from_decks(cat: Arc<Catalogue>, seed: u64, decks: [&DeckDefs; 2]) -> (Self, Vec<EredanEvent>) {
        let (game, events, _) = Self::set_up(cat, seed, decks, false);
        (game, events)
    }

    /// [E-SET] As `from_decks`; with `framed`, also the frames.
    pub(crate) fn set_up(
        cat: Arc<Catalogue>,
        seed: u64,
        decks: [&DeckDefs; 2],
        framed: bool,
    ) -> (Self, Vec<EredanEvent>, Option<super::view::PublicFrames>) {
        let mut players = Vec::with_capacity(2);
        let mut next_uid = 0u32;
        for deck in decks {
            let characters = deck
                .characters
                .iter()
                .map(|&def| Character {
                    def,
                    pv: cat.get(def).pv.unwrap_or(1),
                    tapped: false,
                    dead: false,
                    attached: vec![],
                    gained_this_turn: 0,
                    dealt_this_combat: 0,
                    received_this_combat: 0,
                    tokens: 0,
                })
                .collect();
            let cards = deck
                .cards
                .iter()
                .map(|&def| {
                    next_uid += 1;
                    Card { uid: next_uid - 1, def }
                })
                .collect();
            players.push(Player {
                characters,
                hand: Vec::with_capacity(8),
                deck: cards,
                discard: vec![],
                score: 0,
                out_of_cards: false,
            });
        }
        let mut players = players.into_iter();
        let (Some(p0), Some(p1)) = (players.next(), players.next()) else {
            unreachable!("two decks make two players")
        };
        let mut g = EredanGame {
            cat,
            st: State {
                turn: 1,
                active: 0,
                players: [p0, p1],
                rng: Rng::new(seed),
                phase: Phase::TurnOver,
                combat: None,
                mods: Modifiers::default(),
                delayed: vec![],
                outcome: None,
                next_uid,
                next_placed: 0,
                tokens_lost: 0,
 activating: None,
 dying: None,
                subject: None,
                harm: None,
                played_this_turn: Default::default(),
 losing: [false; 2],
                log: EventLog::default(),
            },
        };
        let frames = Frames::record(&mut g, framed, |g| g.public_state(), EredanGame::open);
        let events = g.st.log.take();
        (g, events, frames)
    }

    /// [E-SET] The opening: decks shuffled, the first player drawn, five cards each; then
    /// turn 1 starts.
    fn open(&mut self) {
        for p in 0..2u8 {
            let mut deck = std::mem::take(&mut self.st.players[usize::from(p)].deck);
            self.st.rng.shuffle(&mut deck);
            self.st.players[usize::from(p)].deck = deck;
            self.emit(rules::E_SET, EventKind::DeckShuffled { player: p });
        }
        let first = self.st.rng.below(2) as u8;
        self.st.active = first;
        self.emit(rules::E_SET, EventKind::GameStarted { first_player: first });
        for p in [first, 1 - first] {
            self.draw_up_to_five(p, rules::E_SET);
        }
        self.begin_turn();
    }

    /// A game restored from its parts (scenarios, snapshots).
    pub fn from_state(cat: Arc<Catalogue>, st: State) -> Self {
        EredanGame { cat, st }
    }

    /// Hand ids of `player`.
    pub fn hand_ids(&self, player: u8) -> Vec<SmolStr> {
        self.st.players[usize::from(player)]
            .hand
            .iter()
            .map(|c| self.view().id(*c))
            .collect()
    }

    /// Runs the automatic steps until a decision is awaited or the game is over. With
    /// `stop_at_turn_end`, a finished turn is left as it is (scenarios stop there).
    pub fn advance(&mut self, stop_at_turn_end: bool) {
        while self.st.phase == Phase::TurnOver && self.st.outcome.is_none() && !stop_at_turn_end {
            self.next_turn();
        }
    }

    pub fn take_events(&mut self) -> Vec<EredanEvent> {
        self.st.log.take()
    }

    /// Records an event of `rule`; while framing, also the public state right after it. Every
    /// event goes through here, once the change it describes is made.
    pub(crate) fn emit(&mut self, rule: &'static str, kind: EventKind) {
        self.st.log.push(rule, kind);
        if self.st.log.framing() {
            let frame = self.public_state();
            self.st.log.push_frame(frame);
        }
    }

    /// The refusal of a choice that does not answer the pending decision: the game is over,
    /// the turn is over (a scenario's stop), the choice is another player's to make, or it
    /// answers another decision.
    fn wrong_decision(&self, choice: &Choice) -> RuleError {
        let Some(pending) = self.pending() else {
            return match self.st.outcome {
                Some(_) => RuleError::game_over(
                    rules::E_WIN,
                    say!(Lang::worded(), en: "the game is over", fr: "la partie est finie"),
                ),
                None => RuleError::not_an_option(
                    rules::E_EOT,
                    say!(Lang::worded(),
                        en: "the turn is over: no choice is awaited",
                        fr: "le tour est fini : aucun choix n'est attendu",
                    ),
                ),
            };
        };
        let (rule, awaited) = match &pending {
            Decision::Fighters { player, .. } => super::play::awaiting_fighters(*player),
            Decision::Play { player, .. } => super::play::awaiting_play(*player),
            Decision::Discard { player, .. } => super::turn::awaiting_discard(*player),
        };
        let lang = Lang::worded();
        let what = match choice {
            Choice::Fighters { .. } => pick(lang, "a choice of fighters", "un choix de combattants"),
            Choice::Play { .. } => pick(lang, "a play", "un jeu de cartes"),
            Choice::Discard { .. } => pick(lang, "a discard", "une défausse"),
        };
        let who = choice.player();
        if who == pending.player() {
            let message = say!(lang,
                en: "not {what} now: waiting for {awaited}",
                fr: "pas {what} maintenant : on attend {awaited}",
            );
            RuleError::not_an_option(rule, message)
        } else {
            let message = say!(lang,
                en: "out of turn: got {what} from player {who}, but waiting for {awaited}",
                fr: "hors de son tour : {what} du joueur {who}, alors qu'on attend {awaited}",
            );
            RuleError::wrong_player(rule, message)
        }
    }

    /// Applies a choice without advancing past a finished turn (see `advance`).
    pub fn choose_step(&mut self, choice: &Choice) -> Result<(), RuleError> {
        match (self.st.phase, choice) {
            (Phase::Fighters, Choice::Fighters { player, own, opponent }) if *player == self.st.active => {
                self.choose_fighters(*own, *opponent)
            }
            (Phase::Play(p), Choice::Play { player, cards }) if *player == p => self.choose_play(p, cards),
            (Phase::Discard(p), Choice::Discard { player, cards }) if *player == p => self.choose_discard(p, cards),
            _ => Err(self.wrong_decision(choice)),
        }
    }

    pub fn positions_of(&self, player: u8) -> impl Iterator<Item = Pos> + '_ {
        self.st.positions(player)
    }
}

impl Game for EredanGame {
    type Decision = Decision;
    type Choice = Choice;
    type EventKind = EventKind;
    type Frame = super::view::PublicState;

    fn pending(&self) -> Option<Decision> {
        match self.st.phase {
            Phase::Fighters => Some(self.fighters_decision()),
            Phase::Play(p) => Some(self.play_decision(p)),
            Phase::Discard(p) => Some(self.discard_decision(p)),
            Phase::TurnOver | Phase::Over => None,
        }
    }

    fn choose(&mut self, choice: &Choice) -> Result<Vec<EredanEvent>, RuleError> {
        self.choose_step(choice)?;
        self.advance(false);
        Ok(self.st.log.take())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.st.outcome
    }

    fn random_choice(&self, rng: &mut Rng) -> Option<Choice> {
        match self.st.phase {
            Phase::Fighters => {
                // Uniform over the legal pairs: each side's ready character drawn uniformly.
                let player = self.st.active;
                let pick = |rng: &mut Rng, side: u8| {
                    let ready = |p: &Pos| {
                        let c = self.st.ch(*p);
                        !c.dead && !c.tapped
                    };
                    let n = self.st.positions(side).filter(ready).count();
                    let k = rng.index(n.max(1));
                    self.st.positions(side).filter(ready).nth(k).map(|p| p.index)
                };
                let own = pick(rng, player)?;
                let opponent = pick(rng, 1 - player)?;
                Some(Choice::Fighters { player, own, opponent })
            }
            Phase::Play(p) => {
                let options = self.play_option_defs(p);
                let cards = self.play_ids(options[rng.index(options.len())]);
                Some(Choice::Play { player: p, cards })
            }
            Phase::Discard(p) => {
                let hand = &self.st.players[usize::from(p)].hand;
                let min = self.view().discard_minimum(p);
                let extra = usize::from(rng.below(4) == 0 && hand.len() > min);
                let mut left: Vec<u16> = hand.iter().map(|c| c.def).collect();
                let mut cards = Vec::with_capacity(min + extra);
                for _ in 0..min + extra {
                    let def = left.swap_remove(rng.index(left.len()));
                    cards.push(self.cat.get(def).id.clone());
                }
                Some(Choice::Discard { player: p, cards })
            }
            _ => None,
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn log_mut(&mut self) -> &mut EventLog<EventKind, super::view::PublicState> {
        &mut self.st.log
    }
}

impl EredanGame {
    /// The uid of every card that is somewhere: decks, hands, discard piles, attached, and
    /// the row of played cards. Each card must appear exactly once (tests and fuzzing check it).
    pub fn card_uids(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for pl in &self.st.players {
            out.extend(pl.hand.iter().chain(&pl.deck).chain(&pl.discard).map(|c| c.uid));
            for ch in &pl.characters {
                out.extend(ch.attached.iter().map(|a| a.card.uid));
            }
        }
        if let Some(c) = &self.st.combat {
            for row in &c.played {
                out.extend(
                    row.iter()
                        .filter(|p| {
                            matches!(
                                p.status,
                                super::state::PlayStatus::Waiting | super::state::PlayStatus::Resolved
                            )
                        })
                        .map(|p| p.card.uid),
                );
            }
        }
        out
    }
}

/// A deck given by the id of a ready deck or in full.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum DeckChoice {
    Ready(SmolStr),
    Full(Deck),
}

/// Read by hand rather than as an untagged enum, whose one message ("none of the forms")
/// hides the problem: a string is a ready deck's id, an object a deck whose own errors name
/// their field.
impl<'de> Deserialize<'de> for DeckChoice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(DeckChoiceVisitor)
    }
}

struct DeckChoiceVisitor;

impl<'de> serde::de::Visitor<'de> for DeckChoiceVisitor {
    type Value = DeckChoice;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a ready deck's id or a deck {\"characters\", \"cards\"}")
    }
    fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<DeckChoice, E> {
        Ok(DeckChoice::Ready(id.into()))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<DeckChoice, A::Error> {
        Deck::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(DeckChoice::Full)
    }
}

impl DeckChoice {
    /// The deck itself; an unknown ready-deck id is an error that names it.
    pub fn deck(&self, field: &str) -> Result<Deck, RuleError> {
        match self {
            DeckChoice::Full(d) => Ok(d.clone()),
            DeckChoice::Ready(id) => ready().iter().find(|d| d.id == *id).cloned().ok_or_else(|| {
                let decks = ready();
                let known: Vec<String> = decks.iter().map(|d| format!("\"{}\"", d.id)).collect();
                let hint = crate::core::suggest::unknown_id(
                    field,
                    "deck",
                    id,
                    &decks
                        .iter()
                        .map(|d| (d.id.as_str(), d.name.as_str()))
                        .collect::<Vec<_>>(),
                );
                let hint = hint.to_string();
                RuleError::of(
                    ErrorKind::Malformed,
                    Some(rules::E_SET),
                    format!("{hint} (ready decks: {})", known.join(", ")),
                )
                .at_field(field)
            }),
        }
    }
}
