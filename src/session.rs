//! A game of any ruleset behind one interface, JSON in and out: what the CLI, saves and the JS
//! binding drive. `Typed<R>` adapts any [`Ruleset`]'s game to [`Session`]; `start` reaches the
//! ruleset through the build's registry (`RulesetId::visit`), `start_named` through any
//! [`Registry`], `start_of` is given it, so nothing here names a ruleset.

use serde::Serialize;
use serde_json::Value;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::marker::PhantomData;

pub use crate::core::Seat;

/// A step as one seat sees it: its events (an array) and its frames (an array as long), each in
/// the session's encoding.
pub type SeenStep<Out> = (Out, Out);

use crate::bots::{self, BotKind};
use crate::core::{json, ByPlayer, Decision, ErrorKind, Event, Game, Outcome, Rng, RuleError};
use crate::rulesets::{read_setup, to_json, Frames, Played, Registry, Ruleset, RulesetId, Texts, Visitor};

/// How a session writes the values it returns (decisions, events, frames, states, choices):
/// JSON text ([`JsonText`], the default), or another encoding of the same values that an
/// embedder picks (the JS binding can build JS values directly).
pub trait Encoding: 'static {
    type Out;
    fn encode<T: Serialize + ?Sized>(value: &T) -> Self::Out;
}

/// Values as compact JSON text.
pub struct JsonText;

impl Encoding for JsonText {
    type Out = String;
    fn encode<T: Serialize + ?Sized>(value: &T) -> String {
        text(value)
    }
}

/// A game in progress, whatever its ruleset. Choices come in as JSON text (read by
/// `core::json`: bounded, field paths in errors); what the `_json` methods return is in the
/// session's encoding `E` (JSON text by default).
pub trait Session<E: Encoding = JsonText> {
    /// Its ruleset's id (`Ruleset::ID`).
    fn ruleset(&self) -> &'static str;
    /// The version of its ruleset's saves (`Ruleset::SAVE_VERSION`).
    fn save_version(&self) -> u32;
    /// A new game of the same ruleset from `seed` and `setup` (the start of a replay), with as
    /// much of its opening as asked.
    fn restart(&self, seed: u64, setup: &Value, opening: Opening) -> Result<Started<E>, RuleError>;
    /// The decision awaited, or `null` once the game is over.
    fn pending_json(&self) -> E::Out;
    /// Applies a choice given as JSON; returns the events (an array). An illegal choice is
    /// an error naming the rule (or the field) and changes nothing.
    fn choose_json(&mut self, choice: &str) -> Result<E::Out, RuleError>;
    /// As `choose_json`, and also the frames: the public state right after each event (an
    /// array as long as the events').
    fn step_json(&mut self, choice: &str) -> Result<(E::Out, E::Out), RuleError>;
    /// Why a choice (JSON) would be refused now — the error `choose_json` would give — or
    /// `None` if it is legal. Nothing changes (pages use it to disable a button with a reason).
    fn why_not(&self, choice: &str) -> Option<RuleError>;
    /// The code of one of the ruleset's languages (for `core::worded_in`: a reason worded in
    /// it), or an error at `lang` naming them.
    fn language(&self, lang: &str) -> Result<&'static str, RuleError>;
    /// The bot and its playouts that play a computer seat of `level` in this game (the hard
    /// level's playouts are the ruleset's, for the game's seats).
    fn bot_for(&self, level: crate::bots::Level) -> (BotKind, u32);
    /// A computer opponent's choice for the decision awaited.
    fn suggest(&self, bot: BotKind, seed: u64, playouts: u32) -> Option<E::Out>;
    /// How many options the decision awaited lists (`pending_json`'s `options`); 0 once the
    /// game is over.
    fn option_count(&self) -> usize;
    /// Who makes the decision awaited and its kind (`pending_json`'s `player` and `kind`),
    /// read without writing the decision; `None` once the game is over.
    fn pending_head(&self) -> Option<(u8, &'static str)>;
    /// The options of the decision awaited (`pending_json`'s `options`) written alone; `null`
    /// once the game is over.
    fn options_json(&self) -> E::Out;
    /// Applies option `index` of the decision awaited, exactly as `choose_json` applies that
    /// option written out. With `keep`, returns its events; without, keeps none (their numbers
    /// go on): loops that read no events pay nothing for them. An index that is not an option,
    /// or a game over, is refused and changes nothing.
    fn choose_option(&mut self, index: usize, keep: bool) -> Result<Option<E::Out>, RuleError>;
    /// Option `index` of the decision awaited as JSON text (what `choose_json` takes), refused
    /// as `choose_option` refuses it.
    fn option_text(&self, index: usize) -> Result<String, RuleError>;
    /// An independent copy: the same game, its choices so far, its generator.
    fn copy(&self) -> Box<dyn Session<E>>;
    /// Applies a uniformly random legal choice; returns the events, or `None` if none is awaited.
    fn random_step(&mut self, rng: &mut Rng) -> Option<E::Out>;
    /// Plays to the end with uniformly random legal choices (no events kept: simulations).
    fn play_out(&mut self, rng: &mut Rng);
    /// The public state (the shape documented for the ruleset's scenarios).
    fn state_json(&self) -> E::Out;
    /// The whole internal state, for integrity checks of saved games.
    fn internal_state(&self) -> Value;
    fn outcome(&self) -> Option<Outcome>;
    /// The choices made so far, as JSON values.
    fn choices(&self) -> Vec<Value>;
    /// How many choices were made so far (what `choices().len()` says, without writing them).
    fn choice_count(&self) -> usize;
    /// Choice `index` as a JSON value (what `choices().get(index)` says, writing that one alone).
    fn choice(&self, index: usize) -> Option<Value>;
    /// How many seats (players) the game has.
    fn seats(&self) -> usize;
    /// [X-SEE] The public state as `seat` sees it (`None`: a spectator): every card it may
    /// not see written `hidden`. A seat the game does not have is an error.
    fn view_json(&self, seat: Seat) -> Result<E::Out, RuleError>;
    /// As `step_json`, with the events and the frames as each of `seats` sees them: one pair
    /// (events, frames) per seat, in the order of `seats`. A refused choice, or a seat the
    /// game does not have, changes nothing.
    fn step_as(&mut self, choice: &str, seats: &[Seat]) -> Result<Vec<SeenStep<E::Out>>, RuleError>;
    /// `view_json` of each of `seats`, in their order, the public state built once.
    fn views_as(&self, seats: &[Seat]) -> Result<Vec<E::Out>, RuleError>;
    /// Every event of the game so far as `seat` sees them, replayed from its `seed` and
    /// `setup` (those it was started with): an array of arrays, the opening's events first,
    /// then each choice's.
    fn history_as(&self, seed: u64, setup: &Value, seat: Seat) -> Result<E::Out, RuleError>;
    /// The ruleset's invariants (`Game::check_invariants`), for the tests and the fuzz targets;
    /// not in the .wasm, which never calls it (2.6 KB gzipped of Eredan's engine).
    #[cfg(not(target_arch = "wasm32"))]
    fn check_invariants(&self) -> Result<(), String>;
}

/// A ruleset's typed game as a [`Session`] writing in encoding `E`.
struct Typed<R: Ruleset, E> {
    game: R::Game,
    choices: Vec<R::Choice>,
    /// The decision awaited, once built (by `pending_json` or `option_count`), until the game
    /// changes: the decision a choice by index picks from.
    last: OnceCell<Option<Pending<R>>>,
    encoding: PhantomData<E>,
}

/// A ruleset's decision type.
type Pending<R> = <<R as Ruleset>::Game as Game>::Decision;

/// JSON text of an engine value.
fn text<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".into())
}

impl<R: Ruleset, E> Typed<R, E> {
    fn new(game: R::Game, choices: Vec<R::Choice>) -> Self {
        Typed {
            game,
            choices,
            last: OnceCell::new(),
            encoding: PhantomData,
        }
    }

    /// The decision awaited (built once per position).
    fn last(&self) -> Option<&Pending<R>> {
        self.last.get_or_init(|| self.game.pending()).as_ref()
    }

    /// The game, to be changed: the decision awaited is built again when asked.
    fn game_mut(&mut self) -> &mut R::Game {
        self.last.take();
        &mut self.game
    }

    /// Option `index` of the decision awaited; refused if there is none (the game is over: the
    /// ruleset's own refusal, that of the last choice made again) or it has fewer options.
    fn option(&self, index: usize) -> Result<R::Choice, RuleError> {
        let Some(decision) = self.last() else {
            return Err(match self.choices.last() {
                Some(last) => self.game.clone().choose(last).err(),
                None => None,
            }
            .unwrap_or_else(|| RuleError::of(ErrorKind::GameOver, None, "the game is over")));
        };
        let count = decision.options().len();
        decision.options().get(index).cloned().ok_or_else(|| {
            RuleError::of(
                ErrorKind::NotAnOption,
                None,
                format!(
                    "choice: {index} is no option of the decision (its {count} options are 0 to {})",
                    count - 1
                ),
            )
            .at_field("choice")
        })
    }

    fn read(choice: &str) -> Result<R::Choice, RuleError> {
        json::from_str_in(choice, "choice").map_err(RuleError::from)
    }

    /// [X-SEE] `seat`, if the game has it.
    fn check_seat(&self, seat: Seat) -> Result<(), RuleError> {
        let seats = R::seats(&self.game);
        match seat {
            Some(s) if usize::from(s) >= seats => Err(RuleError::malformed(format!(
                "seat: {s} is no seat of this game (its seats are 0 to {}, or null for a spectator)",
                seats.saturating_sub(1)
            ))
            .at_field("seat")),
            _ => Ok(()),
        }
    }

    /// Applies a choice (JSON) recording its events' frames; the choice joins the game's
    /// choices. Refused, it changes nothing.
    #[allow(clippy::type_complexity)]
    fn framed_choose(&mut self, choice: &str) -> Result<(Vec<Event<R::EventKind>>, Vec<R::Public>), RuleError> {
        let choice = Self::read(choice)?;
        let game = self.game_mut();
        game.set_framing(true);
        let result = game.choose(&choice);
        let frames = game.take_frames();
        game.set_framing(false);
        let events = result.map_err(|e| e.rooted("choice"))?;
        self.choices.push(choice);
        Ok((events, frames))
    }

    /// A public state (now, or a frame) as `seat` sees it.
    fn seen(&self, mut public: R::Public, seat: Seat) -> R::Public {
        R::hide(&self.game, &mut public, seat);
        public
    }
}

/// Events as `seat` sees them: each the ruleset's hidden version, or itself.
fn events_seen<R: Ruleset>(events: &[Event<R::EventKind>], seat: Seat) -> Vec<Cow<'_, Event<R::EventKind>>> {
    events
        .iter()
        .map(|e| R::hide_event(e, seat).map_or(Cow::Borrowed(e), Cow::Owned))
        .collect()
}

impl<R: Ruleset, E: Encoding> Session<E> for Typed<R, E> {
    fn ruleset(&self) -> &'static str {
        R::ID
    }
    fn save_version(&self) -> u32 {
        R::SAVE_VERSION
    }
    fn restart(&self, seed: u64, setup: &Value, opening: Opening) -> Result<Started<E>, RuleError> {
        start_of::<R, E>(seed, setup, "setup", opening)
    }
    fn pending_json(&self) -> E::Out {
        E::encode(&self.last())
    }
    fn choose_json(&mut self, choice: &str) -> Result<E::Out, RuleError> {
        let choice = Self::read(choice)?;
        let events = self.game_mut().choose(&choice).map_err(|e| e.rooted("choice"))?;
        self.choices.push(choice);
        Ok(E::encode(&events))
    }
    fn step_json(&mut self, choice: &str) -> Result<(E::Out, E::Out), RuleError> {
        let (events, frames) = self.framed_choose(choice)?;
        Ok((E::encode(&events), E::encode(&frames)))
    }
    fn why_not(&self, choice: &str) -> Option<RuleError> {
        match Self::read(choice) {
            Ok(c) => self.game.clone().choose(&c).err().map(|e| e.rooted("choice")),
            Err(e) => Some(e),
        }
    }
    fn language(&self, lang: &str) -> Result<&'static str, RuleError> {
        R::language(lang)
    }
    fn bot_for(&self, level: crate::bots::Level) -> (BotKind, u32) {
        match level {
            crate::bots::Level::Easy => (BotKind::Random, 1),
            crate::bots::Level::Medium => (BotKind::Greedy, 1),
            crate::bots::Level::Hard => (BotKind::Strong, R::hard_playouts(R::seats(&self.game))),
        }
    }
    fn suggest(&self, bot: BotKind, seed: u64, playouts: u32) -> Option<E::Out> {
        bots::decide(bot, &self.game, seed, playouts).map(|c| E::encode(&c))
    }
    fn option_count(&self) -> usize {
        self.last().map_or(0, |d| d.options().len())
    }
    fn pending_head(&self) -> Option<(u8, &'static str)> {
        self.last().map(|d| (d.player(), d.kind()))
    }
    fn options_json(&self) -> E::Out {
        E::encode(&self.last().map(|d| d.options()))
    }
    fn choose_option(&mut self, index: usize, keep: bool) -> Result<Option<E::Out>, RuleError> {
        let choice = self.option(index)?;
        let game = self.game_mut();
        game.set_quiet(!keep);
        let events = game.choose(&choice);
        game.set_quiet(false);
        let events = events?;
        self.choices.push(choice);
        Ok(keep.then(|| E::encode(&events)))
    }
    fn option_text(&self, index: usize) -> Result<String, RuleError> {
        self.option(index).map(|choice| text(&choice))
    }
    fn copy(&self) -> Box<dyn Session<E>> {
        Box::new(Typed::<R, E>::new(self.game.clone(), self.choices.clone()))
    }
    fn random_step(&mut self, rng: &mut Rng) -> Option<E::Out> {
        let choice = self.game.random_choice(rng)?;
        let events = self.game_mut().choose(&choice).ok()?;
        self.choices.push(choice);
        Some(E::encode(&events))
    }
    fn play_out(&mut self, rng: &mut Rng) {
        self.last.take();
        self.game.set_quiet(true);
        while let Some(choice) = self.game.random_choice(rng) {
            if self.game.choose(&choice).is_err() {
                break;
            }
            self.choices.push(choice);
        }
        self.game.set_quiet(false);
    }
    fn state_json(&self) -> E::Out {
        E::encode(&R::public(&self.game))
    }
    fn internal_state(&self) -> Value {
        R::internal(&self.game)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn choices(&self) -> Vec<Value> {
        self.choices.iter().map(to_json).collect()
    }
    fn choice_count(&self) -> usize {
        self.choices.len()
    }
    fn choice(&self, index: usize) -> Option<Value> {
        self.choices.get(index).map(to_json)
    }
    fn seats(&self) -> usize {
        R::seats(&self.game)
    }
    fn view_json(&self, seat: Seat) -> Result<E::Out, RuleError> {
        self.check_seat(seat)?;
        Ok(E::encode(&self.seen(R::public(&self.game), seat)))
    }
    fn step_as(&mut self, choice: &str, seats: &[Seat]) -> Result<Vec<SeenStep<E::Out>>, RuleError> {
        for &seat in seats {
            self.check_seat(seat)?;
        }
        let (events, mut frames) = self.framed_choose(choice)?;
        let mut seen = Vec::with_capacity(seats.len());
        for (i, &seat) in seats.iter().enumerate() {
            // The last seat's frames are the recorded ones, hidden in place.
            let mine: Vec<R::Public> = if i + 1 == seats.len() {
                std::mem::take(&mut frames)
            } else {
                frames.clone()
            };
            let mine: Vec<R::Public> = mine.into_iter().map(|f| self.seen(f, seat)).collect();
            seen.push((E::encode(&events_seen::<R>(&events, seat)), E::encode(&mine)));
        }
        Ok(seen)
    }
    fn views_as(&self, seats: &[Seat]) -> Result<Vec<E::Out>, RuleError> {
        for &seat in seats {
            self.check_seat(seat)?;
        }
        let public = R::public(&self.game);
        Ok(seats
            .iter()
            .map(|&seat| E::encode(&self.seen(public.clone(), seat)))
            .collect())
    }
    fn history_as(&self, seed: u64, setup: &Value, seat: Seat) -> Result<E::Out, RuleError> {
        self.check_seat(seat)?;
        let Played { mut game, events, .. } = R::start(read_setup(setup, "setup")?, seed, false, "setup")?;
        let mut batches = vec![events_seen::<R>(&events, seat)
            .into_iter()
            .map(Cow::into_owned)
            .collect::<Vec<_>>()];
        for (i, choice) in self.choices.iter().enumerate() {
            let events = game.choose(choice).map_err(|e| e.within(&format!("choices[{i}]")))?;
            batches.push(
                events_seen::<R>(&events, seat)
                    .into_iter()
                    .map(Cow::into_owned)
                    .collect(),
            );
        }
        Ok(E::encode(&batches))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn check_invariants(&self) -> Result<(), String> {
        self.game.check_invariants()
    }
}

/// What `start` writes of a game's opening (its setup and the first turn's start) besides
/// the game: a game that never shows its opening pays nothing for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// Nothing (the events are numbered, not written).
    Untold,
    /// Its events, as a JSON array.
    Told,
    /// Its events and their frames.
    Framed,
}

/// A new game and, as asked, the events of its start and their frames.
pub struct Started<E: Encoding = JsonText> {
    pub session: Box<dyn Session<E>>,
    /// The opening events, as a JSON array (`None` when untold).
    pub opening: Option<String>,
    /// The public state before the opening and after each of its events, when framed.
    pub frames: Option<Frames>,
}

/// Starts a game of `ruleset` from its `setup` (the ruleset's own: decks, squads, players...;
/// `null` for the ready setup) and `seed`, with as much of its `opening` as asked.
pub fn start<E: Encoding>(
    ruleset: RulesetId,
    seed: u64,
    setup: &Value,
    opening: Opening,
) -> Result<Started<E>, RuleError> {
    start_at(ruleset, seed, setup, "setup", opening)
}

/// As `start`, for a setup found at `at` (`setup` in a log, `config` for a JS game's config):
/// its errors' fields and messages are rooted there.
pub fn start_at<E: Encoding>(
    ruleset: RulesetId,
    seed: u64,
    setup: &Value,
    at: &str,
    opening: Opening,
) -> Result<Started<E>, RuleError> {
    ruleset.visit(Start(seed, setup, opening, PhantomData, at))
}

/// As `start_at`, for the ruleset of registry `G` named `name` (found at `name_at`).
pub fn start_named<G: Registry, E: Encoding>(
    name: &str,
    name_at: &str,
    seed: u64,
    setup: &Value,
    at: &str,
    opening: Opening,
) -> Result<Started<E>, RuleError> {
    G::visit(name, name_at, Start(seed, setup, opening, PhantomData, at))?
}

/// As `start_at`, for ruleset `R`.
pub fn start_of<R: Ruleset, E: Encoding>(
    seed: u64,
    setup: &Value,
    at: &str,
    opening: Opening,
) -> Result<Started<E>, RuleError> {
    let setup = read_setup(setup, at)?;
    let Played { game, events, frames } = R::start(setup, seed, opening == Opening::Framed, at)?;
    Ok(Started {
        session: Box::new(Typed::<R, E>::new(game, vec![])),
        opening: (opening != Opening::Untold).then(|| text(&events)),
        frames: frames.map(|f| f.to_json()),
    })
}

/// A start through the registry: seed, setup, opening, encoding, and where the setup was found.
struct Start<'a, E>(u64, &'a Value, Opening, PhantomData<E>, &'a str);

impl<E: Encoding> Visitor for Start<'_, E> {
    type Output = Result<Started<E>, RuleError>;
    fn visit<R: Ruleset>(self) -> Self::Output {
        start_of::<R, E>(self.0, self.1, self.4, self.2)
    }
}

/// The sentence for an event (JSON) in `lang`; the ruleset is the one its rule id names.
pub fn narrate(event: Value, lang: &str) -> Result<String, RuleError> {
    narrate_with_cards(event, lang, &Value::Null)
}

/// As `narrate`, the cards a scenario defines itself (`cards`, its list of definitions) called
/// by their names rather than their ids.
pub fn narrate_with_cards(event: Value, lang: &str, cards: &Value) -> Result<String, RuleError> {
    let rule = event.get("rule").and_then(|r| r.as_str()).unwrap_or("");
    let Some(ruleset) = RulesetId::of_rule(rule) else {
        return Err(
            RuleError::malformed(format!("event.rule: \"{rule}\" is no rule id of a known ruleset"))
                .at_field("event.rule"),
        );
    };
    struct Narrate<'a>(Value, &'a str, &'a Value);
    impl Visitor for Narrate<'_> {
        type Output = Result<String, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            let event: crate::core::Event<R::EventKind> = json::from_value_in(self.0, "event")?;
            R::narrate_with_cards(&event, self.1, self.2)
        }
    }
    ruleset.visit(Narrate(event, lang, cards))
}

/// A ruleset's card catalogue.
pub fn cards(ruleset: RulesetId) -> Result<Value, RuleError> {
    struct Cards;
    impl Visitor for Cards {
        type Output = Result<Value, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::catalogue()
        }
    }
    ruleset.visit(Cards)
}

/// A deck written as the plain list fans paste, read and checked by `ruleset`'s deck rules:
/// `{cards, unread, problems, legal}` (Berserk: [B-GAME-1]).
pub fn check_deck(ruleset: RulesetId, list: &str) -> Result<Value, RuleError> {
    struct Check<'a>(&'a str);
    impl Visitor for Check<'_> {
        type Output = Result<Value, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::check_deck(self.0)
        }
    }
    ruleset.visit(Check(list))
}

/// A deck of card ids written as the plain list fans paste, in `lang`'s card names (`3
/// Кочевник` a line, in the order cards first appear) [B-GAME-1].
pub fn write_deck(ruleset: RulesetId, cards: &[smol_str::SmolStr], lang: &str) -> Result<String, RuleError> {
    struct Write<'a>(&'a [smol_str::SmolStr], &'a str);
    impl Visitor for Write<'_> {
        type Output = Result<String, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::write_deck(self.0, self.1)
        }
    }
    ruleset.visit(Write(cards, lang))
}

/// The ready decks of printed cards: Berserk's, one per element (`{id, name, element, cards}`)
/// [B-GAME-1]; the other rulesets' ready decks are `decks`.
pub fn printed_decks(ruleset: RulesetId) -> Result<Value, RuleError> {
    struct Printed;
    impl Visitor for Printed {
        type Output = Result<Value, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::printed_decks()
        }
    }
    ruleset.visit(Printed)
}

/// What the engine plays of each printed card of `ruleset` (Markdown): Berserk's «Война
/// стихий» (docs/berserk-coverage.md); the other rulesets have no printed cards.
pub fn coverage(ruleset: RulesetId) -> Result<String, RuleError> {
    struct Coverage;
    impl Visitor for Coverage {
        type Output = Result<String, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::coverage()
        }
    }
    ruleset.visit(Coverage)
}

/// A ruleset's card catalogue, each entry with its rules text in `lang` (`text`), generated
/// from its data; a language the ruleset does not narrate is an error naming those it does.
pub fn cards_in(ruleset: RulesetId, lang: &str) -> Result<Value, RuleError> {
    texts(ruleset, lang).map(|t| t.cards)
}

/// A ruleset's ready decks (or squads, or characters and advantages), each character and
/// Advantage with its rules text in `lang` (`text`).
pub fn decks_in(ruleset: RulesetId, lang: &str) -> Result<Value, RuleError> {
    texts(ruleset, lang).map(|t| t.ready)
}

fn texts(ruleset: RulesetId, lang: &str) -> Result<Texts, RuleError> {
    struct Of<'a>(&'a str);
    impl Visitor for Of<'_> {
        type Output = Result<Texts, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::texts(self.0)
        }
    }
    ruleset.visit(Of(lang))
}

/// A ruleset's ready decks (or squads, or characters and advantages).
pub fn decks(ruleset: RulesetId) -> Result<Value, RuleError> {
    struct Ready;
    impl Visitor for Ready {
        type Output = Result<Value, RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            R::ready()
        }
    }
    ruleset.visit(Ready)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random play-out keeps no events (`Game::set_quiet`), yet it reaches the state, the
    /// event numbering (in the internal state) and the choices of the same random choices
    /// played one at a time with every event kept.
    #[test]
    fn a_quiet_play_out_ends_where_the_same_choices_with_their_events_do() {
        for ruleset in RulesetId::ALL {
            for seed in 0..4 {
                let begin = || {
                    start::<JsonText>(ruleset, seed, &Value::Null, Opening::Untold)
                        .unwrap()
                        .session
                };
                let (mut quiet, mut kept) = (begin(), begin());
                quiet.play_out(&mut Rng::new(seed));
                let mut rng = Rng::new(seed);
                let mut events = 0;
                while let Some(step) = kept.random_step(&mut rng) {
                    events += step.matches("\"seq\":").count();
                }
                assert!(events > 0 && quiet.outcome().is_some(), "{ruleset:?} seed {seed}");
                assert_eq!(quiet.internal_state(), kept.internal_state(), "{ruleset:?} seed {seed}");
                assert_eq!(quiet.choices(), kept.choices(), "{ruleset:?} seed {seed}");
            }
        }
    }

    /// `pending_head` and `options_json` say what `pending_json` says of the decision's
    /// player, kind and options, at every decision of random games of each ruleset.
    #[test]
    fn the_pending_head_and_options_are_those_of_the_whole_decision() {
        for ruleset in RulesetId::ALL {
            for seed in 0..3 {
                let mut s = begin(ruleset, seed);
                let mut rng = Rng::new(seed);
                loop {
                    let whole: Value = serde_json::from_str(&s.pending_json()).unwrap();
                    let options: Value = serde_json::from_str(&s.options_json()).unwrap();
                    match s.pending_head() {
                        None => {
                            assert_eq!((whole, options), (Value::Null, Value::Null));
                            break;
                        }
                        Some((player, kind)) => {
                            assert_eq!(whole["player"], Value::from(player), "{ruleset:?} seed {seed}");
                            assert_eq!(whole["kind"], Value::from(kind), "{ruleset:?} seed {seed}");
                            assert_eq!(whole["options"], options, "{ruleset:?} seed {seed}");
                        }
                    }
                    if s.random_step(&mut rng).is_none() {
                        break;
                    }
                }
            }
        }
    }

    fn begin(ruleset: RulesetId, seed: u64) -> Box<dyn Session> {
        start::<JsonText>(ruleset, seed, &Value::Null, Opening::Untold)
            .unwrap()
            .session
    }

    /// The `index`-th option of the pending decision as JSON text.
    fn option_text(session: &dyn Session, index: usize) -> String {
        let pending: Value = serde_json::from_str(&session.pending_json()).unwrap();
        pending["options"][index].to_string()
    }

    /// A choice by index is the option written out: the same events, the same state, the same
    /// choices recorded; without its events, the same state and numbering still.
    #[test]
    fn an_option_by_index_is_the_option_written_out() {
        for ruleset in RulesetId::ALL {
            let (mut by_index, mut quiet, mut written) = (begin(ruleset, 3), begin(ruleset, 3), begin(ruleset, 3));
            let mut rng = Rng::new(11);
            for _ in 0..300 {
                let count = written.option_count();
                if count == 0 {
                    break;
                }
                let pending: Value = serde_json::from_str(&written.pending_json()).unwrap();
                assert_eq!(pending["options"].as_array().map(Vec::len), Some(count), "{ruleset:?}");
                let i = rng.index(count);
                let events = written.choose_json(&option_text(written.as_ref(), i)).unwrap();
                assert_eq!(by_index.choose_option(i, true).unwrap(), Some(events), "{ruleset:?}");
                assert_eq!(quiet.choose_option(i, false).unwrap(), None, "{ruleset:?}");
            }
            assert_eq!(by_index.internal_state(), written.internal_state(), "{ruleset:?}");
            assert_eq!(quiet.internal_state(), written.internal_state(), "{ruleset:?}");
            assert_eq!(quiet.choices(), written.choices(), "{ruleset:?}");
        }
    }

    /// An index past the options, and any index once the game is over, are refused and change
    /// nothing; over, the refusal is the ruleset's own (its victory rule).
    #[test]
    fn an_index_that_is_no_option_is_refused_and_changes_nothing() {
        for ruleset in RulesetId::ALL {
            let mut session = begin(ruleset, 5);
            let count = session.option_count();
            let before = session.internal_state();
            let e = session.choose_option(count, true).unwrap_err();
            assert_eq!(e.kind, ErrorKind::NotAnOption, "{ruleset:?}");
            assert_eq!(e.field.as_deref(), Some("choice"), "{ruleset:?}");
            assert_eq!(session.internal_state(), before, "{ruleset:?}");
            session.play_out(&mut Rng::new(5));
            assert_eq!(session.option_count(), 0, "{ruleset:?}");
            let e = session.choose_option(0, false).unwrap_err();
            assert_eq!(e.kind, ErrorKind::GameOver, "{ruleset:?}");
            let last = session.choices().pop().unwrap();
            let by_text = session.choose_json(&last.to_string()).unwrap_err();
            assert_eq!((e.rule, e.message), (by_text.rule, by_text.message), "{ruleset:?}");
        }
    }

    /// A copy plays on alone: what is chosen in one changes nothing in the other.
    #[test]
    fn a_copy_plays_on_alone() {
        for ruleset in RulesetId::ALL {
            let mut game = begin(ruleset, 9);
            game.choose_option(0, true).unwrap();
            let copy = game.copy();
            let (state, choices) = (copy.internal_state(), copy.choices());
            assert_eq!(state, game.internal_state(), "{ruleset:?}");
            game.play_out(&mut Rng::new(1));
            assert_eq!((copy.internal_state(), copy.choices()), (state, choices), "{ruleset:?}");
            let mut copy = copy;
            copy.play_out(&mut Rng::new(1));
            assert_eq!(copy.internal_state(), game.internal_state(), "{ruleset:?}");
        }
    }
}
