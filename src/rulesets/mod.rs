//! The rulesets, each on the shared kernel, and their one registry.
//!
//! Every ruleset implements [`Ruleset`]: its game (with its choice, decision and event types
//! through `core::Game`), its setup, its public state, its scenario reader, its narration, its
//! catalogue and ready decks. The one list `rulesets!` below declares them (module, Cargo
//! feature, [`RulesetId`] variant), and [`RulesetId::visit`], written from it, is the only
//! place that matches on a ruleset: the session, scenarios, saves, the JS binding and the CLI
//! are generic over `Ruleset` and reach a ruleset through it.

use serde::Serialize;
use serde_json::Value;

use crate::bots::Searchable;
use crate::core::event::Event;
use crate::core::{ByPlayer, Game, ReadError, RuleError, Seat};

/// The one list of rulesets: for each, its id (also the name of the Cargo feature that builds
/// it in), its variant of [`RulesetId`], and its module and the type there that implements
/// [`Ruleset`]. The modules, [`RulesetId`], `ALL`, `EVERY` and the one match of
/// [`RulesetId::visit`] are all written from it, so a ruleset cannot be declared in one and
/// missing from another.
macro_rules! rulesets {
    ($($id:literal => $variant:ident($module:ident::$ty:ident)),+ $(,)?) => {
        $(
            #[cfg(feature = $id)]
            pub mod $module;
        )+

        #[cfg(not(any($(feature = $id),+)))]
        compile_error!(concat!("build with at least one ruleset feature:" $(, " ", $id)+));

        /// The rulesets this build plays: each variant is there with its Cargo feature.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum RulesetId {
            $(
                #[cfg(feature = $id)]
                $variant,
            )+
        }

        /// How many rulesets this build plays.
        const BUILT: usize = 0 $(+ cfg!(feature = $id) as usize)+;

        impl RulesetId {
            /// Every ruleset of this build, in the order they are listed to users.
            pub const ALL: [RulesetId; BUILT] = [$(
                #[cfg(feature = $id)]
                RulesetId::$variant,
            )+];

            /// The id of every ruleset the engine has, built in or not: each is also the name
            /// of the Cargo feature that builds it in.
            pub const EVERY: &'static [&'static str] = &[$($id),+];

            /// Calls `visitor` with this ruleset's type. The one exhaustive match on rulesets.
            pub fn visit<V: Visitor>(self, visitor: V) -> V::Output {
                match self {
                    $(
                        #[cfg(feature = $id)]
                        RulesetId::$variant => visitor.visit::<$module::$ty>(),
                    )+
                }
            }
        }
    };
}

rulesets! {
    "eredan" => Eredan(eredan::Eredan),
    "berserk" => Berserk(berserk::Berserk),
    "yummell" => Yummell(yummell::Yummell),
}

/// A game as a scenario or a start leaves it: the game, the events so far and, when asked
/// for, the frames (the public state before the first event and after each one).
pub struct Played<G: Game> {
    pub game: G,
    pub events: Vec<Event<G::EventKind>>,
    pub frames: Option<Frames<G::Frame>>,
}

/// A game, its events, and the public state before the first event and after each.
pub type FramedRun<G> = (
    G,
    Vec<Event<<G as Game>::EventKind>>,
    <G as Game>::Frame,
    Vec<<G as Game>::Frame>,
);

impl<G: Game> Played<G> {
    /// A game and its events, without frames.
    pub fn unframed((game, events): (G, Vec<Event<G::EventKind>>)) -> Self {
        Played {
            game,
            events,
            frames: None,
        }
    }

    /// A game, its events, the public state before the first and after each.
    pub fn framed((game, events, start, after): FramedRun<G>) -> Self {
        Played {
            game,
            events,
            frames: Some(Frames { start, after }),
        }
    }
}

/// The public positions of a run of events: `start`, before the first, and `after[i]`,
/// right after event `i`: a ruleset's typed public state (`P`), or its JSON once the ruleset
/// is no longer known (`Value`, the default).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Frames<P = Value> {
    pub start: P,
    pub after: Vec<P>,
}

impl<P: Serialize> Frames<P> {
    /// The same frames as JSON.
    pub fn to_json(&self) -> Frames {
        Frames {
            start: to_json(&self.start),
            after: self.after.iter().map(to_json).collect(),
        }
    }
}

impl<P> Frames<P> {
    /// Runs `run` on `game` (the events it emits stay in the game's log); when `framed`, also
    /// records the public state (`public`) before it and after each of its events.
    pub fn record<G: Game<Frame = P>>(
        game: &mut G,
        framed: bool,
        public: impl Fn(&G) -> P,
        run: impl FnOnce(&mut G),
    ) -> Option<Frames<P>> {
        if !framed {
            run(game);
            return None;
        }
        game.set_framing(true);
        let start = public(game);
        run(game);
        let after = game.take_frames();
        game.set_framing(false);
        Some(Frames { start, after })
    }
}

/// One rule system.
pub trait Ruleset: 'static {
    /// Its id in scenarios, logs and JS (`"eredan"`).
    const ID: &'static str;
    /// The letter its rule ids begin with (`"E"` for `E-RES-2`).
    const RULE_PREFIX: &'static str;
    /// Every rule id it declares (`rules::ALL`), in the order of docs/rules.md.
    const RULES: &'static [&'static str];
    /// The version of its saved games (logs and snapshots): raised when a change of its rules
    /// makes the choices of older games mean something else, so that those are refused by
    /// name rather than replayed wrong.
    const SAVE_VERSION: u32 = 1;
    /// The name of its game page on the site (`<page>.html`): its id, unless it is the site's
    /// index.
    const PAGE: &'static str = Self::ID;
    /// The setup of a game for two players (the online lobby's), as JSON: the ready setup
    /// (`null`) unless that seats more.
    const TWO_PLAYER_SETUP: &'static str = "null";
    /// The fields of its setup that may also be given alone: beside `ruleset` in a JS game's
    /// config (`decks: [...]`) and as the CLI's flags (`--decks A B`); the setup reader reads
    /// them as if given in the setup.
    const SETUP_FIELDS: &'static [SetupField] = &[];

    /// The game, searchable by the computer opponents.
    type Game: Game<EventKind = Self::EventKind, Choice = Self::Choice, Frame = Self::Public> + Searchable;
    type Choice: Serialize + serde::de::DeserializeOwned + Clone + PartialEq + ByPlayer;
    type EventKind: Serialize + serde::de::DeserializeOwned + Clone;
    /// How a game is set up (decks, squads, players...); `Default` is the ready setup.
    type Setup: serde::de::DeserializeOwned + Default;
    /// The public state: the shape its scenarios document, and each frame of a step.
    type Public: Serialize + Clone;

    /// A new game from its setup and seed, with the events of its start (the frames of the
    /// start when `framed`). The setup was found at `at` (`setup` in a log, `config` in a JS
    /// game's config, whose own fields the setup's are): the errors' fields are rooted there.
    fn start(setup: Self::Setup, seed: u64, framed: bool, at: &str) -> Result<Played<Self::Game>, RuleError>;
    /// The public state of a game.
    fn public(game: &Self::Game) -> Self::Public;
    /// The whole internal state, for the integrity check of saved games.
    fn internal(game: &Self::Game) -> Value;
    /// Reads a scenario (already parsed; its envelope's `ruleset` is this one) and resolves it.
    fn scenario(value: Value, framed: bool) -> Result<Played<Self::Game>, RuleError>;
    /// Its narration's languages (`Lang::CODES`): its events, texts and refusals speak them.
    const LANGUAGES: &'static [&'static str];
    /// The code of one of its languages, as `LANGUAGES` holds it (what `core::worded_in`
    /// takes), or an error at `lang` naming them.
    fn language(lang: &str) -> Result<&'static str, RuleError> {
        Ok(crate::core::event::language_of(Self::LANGUAGES, lang)?)
    }
    /// The sentence for an event in one of its narration's languages.
    fn narrate(event: &Event<Self::EventKind>, lang: &str) -> Result<String, RuleError>;
    /// As `narrate`, the cards a scenario defines itself (its `cards`) called by their names
    /// (the rulesets whose narration names cards by their ids in the catalogue).
    fn narrate_with_cards(event: &Event<Self::EventKind>, lang: &str, _cards: &Value) -> Result<String, RuleError> {
        Self::narrate(event, lang)
    }
    /// The card catalogue, as JSON.
    fn catalogue() -> Result<Value, RuleError>;
    /// The ready decks (or squads, or characters and advantages), as JSON.
    fn ready() -> Result<Value, RuleError>;
    /// The catalogue and the ready setup (as `catalogue` and `ready` give them) with a `text`
    /// on each entry that has rules: its rules text in one of the narration's languages,
    /// generated from its data. An unknown language is an error naming the ones it has.
    fn texts(lang: &str) -> Result<Texts, RuleError>;
    /// The playouts of the hard computer's search (`bots::Level::Hard`) at a table of `seats`
    /// seats: what a decision may cost on a page and on the server, measured per ruleset
    /// (docs/berserk-bots.md, docs/bots.md).
    fn hard_playouts(_seats: usize) -> u32 {
        400
    }
    /// How many seats (players) a game has: two, unless the ruleset says otherwise.
    fn seats(_game: &Self::Game) -> usize {
        2
    }
    /// [X-SEE] Hides in `public` (the public state now, or a frame of it) every card `seat`
    /// may not see (`None`: a spectator): a card of a typed view becomes its `Hidden` form
    /// (`core::Seen`). `game`, as it is now, tells a seat the cards of its own that the public
    /// state hides from everyone.
    fn hide(game: &Self::Game, public: &mut Self::Public, seat: Seat);
    /// [X-SEE] `event` as `seat` sees it, or `None` when the seat sees the whole of it.
    fn hide_event(event: &Event<Self::EventKind>, seat: Seat) -> Option<Event<Self::EventKind>>;
    /// A deck written as the plain list fans paste, read and checked by the ruleset's deck
    /// rules: `{cards, unread, problems, legal}`; an error for a ruleset whose decks are not
    /// written as lists.
    fn check_deck(_list: &str) -> Result<Value, RuleError> {
        Err(RuleError::of(
            crate::core::ErrorKind::Malformed,
            None,
            format!("{}: decks are not checked yet (Berserk's are)", Self::ID),
        ))
    }
    /// A deck of card ids as the plain list, in `lang`'s card names.
    fn write_deck(_cards: &[smol_str::SmolStr], _lang: &str) -> Result<String, RuleError> {
        Err(RuleError::of(
            crate::core::ErrorKind::Malformed,
            None,
            format!("{}: decks are not written as lists yet (Berserk's are)", Self::ID),
        ))
    }
    /// The ready decks of printed cards (none, unless the ruleset plays a printed set).
    fn printed_decks() -> Result<Value, RuleError> {
        Ok(Value::Array(vec![]))
    }
    /// What the engine plays of each printed card (Markdown), for a ruleset with a printed set.
    fn coverage() -> Result<String, RuleError> {
        Err(RuleError::of(
            crate::core::ErrorKind::Malformed,
            None,
            format!("{} has no printed cards to cover (only Berserk's set)", Self::ID),
        ))
    }
}

/// A field of a ruleset's setup that may be given alone ([`Ruleset::SETUP_FIELDS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetupField {
    /// Its name in the setup, in a JS game's config and as the CLI's flag (`--<name>`).
    pub name: &'static str,
    /// The names of the flag's values: one for a single value, more for a list of that many.
    pub values: &'static [&'static str],
    /// Whether its values are whole numbers (else texts).
    pub whole: bool,
    /// Whether it holds one value per seat, in seat order (each seat's deck): a player may
    /// bring its own seat's value to a table made by the lobby ([`RulesetId::with_seat_parts`]).
    pub per_seat: bool,
    /// What it is, for the CLI's help.
    pub help: &'static str,
}

impl SetupField {
    /// The field's value in a setup, from the flag's values as typed: a text or a whole
    /// number, or a list of them when the field takes several.
    pub fn value(&self, given: &[String]) -> Result<Value, String> {
        let one = |v: &String| -> Result<Value, String> {
            if self.whole {
                v.parse::<u64>()
                    .map(Value::from)
                    .map_err(|_| format!("\"{v}\" is not a whole number"))
            } else {
                Ok(Value::String(v.clone()))
            }
        };
        match (self.values.len(), given) {
            (1, [v]) => one(v),
            _ => given.iter().map(one).collect::<Result<Vec<_>, _>>().map(Value::Array),
        }
    }
}

/// Every setup field the rulesets of registry `G` declare, each once, in their order, with
/// the rulesets that declare it and their help of it (the JS config's and the CLI's fields
/// beside `ruleset`).
pub fn setup_fields<G: Registry>() -> Vec<(SetupField, Vec<(&'static str, &'static str)>)> {
    struct Fields;
    impl Visitor for Fields {
        type Output = &'static [SetupField];
        fn visit<R: Ruleset>(self) -> &'static [SetupField] {
            R::SETUP_FIELDS
        }
    }
    let mut all: Vec<(SetupField, Vec<(&'static str, &'static str)>)> = Vec::new();
    for name in G::names() {
        let Ok(fields) = G::visit(name, "ruleset", Fields) else {
            continue;
        };
        for field in fields {
            match all.iter_mut().find(|(f, _)| f.name == field.name) {
                Some((_, by)) => by.push((name, field.help)),
                None => all.push((*field, vec![(name, field.help)])),
            }
        }
    }
    all
}

/// A ruleset's catalogue and ready setup, their entries with their rules text (`Ruleset::texts`).
#[derive(Debug, Clone, PartialEq)]
pub struct Texts {
    pub cards: Value,
    pub ready: Value,
}

/// Entries as a JSON array, each with `text` set to `text(entry)` (replacing any in the data).
pub fn with_text<T: Serialize>(entries: &[T], text: impl Fn(&T) -> String) -> Value {
    Value::Array(
        entries
            .iter()
            .map(|e| {
                let mut v = to_json(e);
                if let Value::Object(fields) = &mut v {
                    fields.insert("text".into(), Value::String(text(e)));
                }
                v
            })
            .collect(),
    )
}

/// Something to do with a ruleset's types: [`RulesetId::visit`] calls it with the right one.
pub trait Visitor {
    type Output;
    fn visit<R: Ruleset>(self) -> Self::Output;
}

/// A set of rulesets found by name: this build's ([`Builtin`]), or one ruleset alone
/// ([`Only`]: a ruleset of an embedder's or a test's own). The session, saves, scenarios and
/// the server's tables reach a ruleset named in a log, a snapshot or a scenario through one.
pub trait Registry: 'static {
    /// Calls `visitor` with the type of the ruleset named `name` (found at `at`), or an error
    /// naming the ones there are.
    fn visit<V: Visitor>(name: &str, at: &str, visitor: V) -> Result<V::Output, ReadError>;
    /// Every ruleset's id.
    fn names() -> Vec<&'static str>;
}

/// The rulesets of this build ([`RulesetId`]).
pub struct Builtin;

impl Registry for Builtin {
    fn visit<V: Visitor>(name: &str, at: &str, visitor: V) -> Result<V::Output, ReadError> {
        Ok(RulesetId::parse_at(name, at)?.visit(visitor))
    }
    fn names() -> Vec<&'static str> {
        RulesetId::names()
    }
}

/// Ruleset `R` alone.
pub struct Only<R>(std::marker::PhantomData<R>);

impl<R: Ruleset> Registry for Only<R> {
    fn visit<V: Visitor>(name: &str, at: &str, visitor: V) -> Result<V::Output, ReadError> {
        if name == R::ID {
            return Ok(visitor.visit::<R>());
        }
        let hint = crate::core::suggest::did_you_mean(name, &[R::ID]);
        Err(ReadError::at(
            at,
            &format!("unknown ruleset \"{name}\"{hint} (available: {})", R::ID),
        ))
    }
    fn names() -> Vec<&'static str> {
        vec![R::ID]
    }
}

/// The version of the saves of the ruleset `name` of registry `G`, if it has one so named.
pub fn save_version_of<G: Registry>(name: &str) -> Option<u32> {
    struct Version;
    impl Visitor for Version {
        type Output = u32;
        fn visit<R: Ruleset>(self) -> u32 {
            R::SAVE_VERSION
        }
    }
    G::visit(name, "ruleset", Version).ok()
}

/// A ruleset's constants, as the registry hands them out.
struct About {
    name: &'static str,
    rule_prefix: &'static str,
    rules: &'static [&'static str],
    languages: &'static [&'static str],
    save_version: u32,
    page: &'static str,
    two_player_setup: &'static str,
    setup_fields: &'static [SetupField],
}

impl RulesetId {
    /// What the registry knows of the ruleset without its types.
    fn about(self) -> About {
        struct Of;
        impl Visitor for Of {
            type Output = About;
            fn visit<R: Ruleset>(self) -> About {
                About {
                    name: R::ID,
                    rule_prefix: R::RULE_PREFIX,
                    rules: R::RULES,
                    languages: R::LANGUAGES,
                    save_version: R::SAVE_VERSION,
                    page: R::PAGE,
                    two_player_setup: R::TWO_PLAYER_SETUP,
                    setup_fields: R::SETUP_FIELDS,
                }
            }
        }
        self.visit(Of)
    }

    /// The id as scenarios, logs and JS write it.
    pub fn name(self) -> &'static str {
        self.about().name
    }

    /// The ruleset named `name`; an unknown name, or one this build leaves out, is an error
    /// listing the ones it has.
    pub fn parse(name: &str) -> Result<RulesetId, RuleError> {
        Self::parse_at(name, "ruleset").map_err(RuleError::from)
    }

    /// As `parse`, for a name found at `at` (`ruleset`, `config.ruleset`).
    pub fn parse_at(name: &str, at: &str) -> Result<RulesetId, ReadError> {
        Self::ALL.into_iter().find(|r| r.name() == name).ok_or_else(|| {
            let has = Self::names().join(", ");
            ReadError::at(
                at,
                &if Self::EVERY.contains(&name) {
                    format!("\"{name}\" is not in this build (it has: {has})")
                } else {
                    let hint = crate::core::suggest::did_you_mean(name, &Self::names());
                    format!("unknown ruleset \"{name}\"{hint} (available: {has})")
                },
            )
        })
    }

    /// The ruleset whose rule ids `rule` belongs to (`E-RES-2` → Eredan).
    pub fn of_rule(rule: &str) -> Option<RulesetId> {
        let prefix = rule.split('-').next()?;
        Self::ALL.into_iter().find(|r| r.rule_prefix() == prefix)
    }

    /// The letter its rule ids begin with.
    pub fn rule_prefix(self) -> &'static str {
        self.about().rule_prefix
    }

    /// Every rule id it declares.
    pub fn rules(self) -> &'static [&'static str] {
        self.about().rules
    }

    /// The codes of its narration's languages (`Ruleset::LANGUAGES`), English first.
    pub fn languages(self) -> &'static [&'static str] {
        self.about().languages
    }

    /// The version of its saved games (`Ruleset::SAVE_VERSION`).
    pub fn save_version(self) -> u32 {
        self.about().save_version
    }

    /// The name of its game page (`Ruleset::PAGE`).
    pub fn page(self) -> &'static str {
        self.about().page
    }

    /// The setup of a game for two players (`Ruleset::TWO_PLAYER_SETUP`).
    pub fn two_player_setup(self) -> Value {
        serde_json::from_str(self.about().two_player_setup).unwrap_or(Value::Null)
    }

    /// The names of its setup's fields that hold one value per seat (`SetupField::per_seat`).
    pub fn seat_fields(self) -> Vec<&'static str> {
        self.about()
            .setup_fields
            .iter()
            .filter(|f| f.per_seat)
            .map(|f| f.name)
            .collect()
    }

    /// Checks what one player brings to a table, its seat's part of the setup: `null` (nothing)
    /// or an object of some of the fields that hold one value per seat (`{"decks": "kotoba"}`).
    pub fn check_seat_part(self, part: &Value) -> Result<(), String> {
        let fields = self.seat_fields();
        let wanted = || match fields.as_slice() {
            [] => format!(
                "{} has no setup field that each seat brings: \"mine\" is null",
                self.name()
            ),
            some => format!("\"mine\" is an object of {}", some.join(", ")),
        };
        match part {
            Value::Null => Ok(()),
            Value::Object(map) if !map.is_empty() => match map.keys().find(|k| !fields.contains(&k.as_str())) {
                Some(k) => Err(format!("\"mine\" has no field \"{k}\": {}", wanted())),
                None => Ok(()),
            },
            _ => Err(wanted()),
        }
    }

    /// The setup of a table where each seat brought its part (`parts`, in seat order, each
    /// checked by [`Self::check_seat_part`]): `base` with each field a part gives set to the
    /// list of every seat's value. Parts that give no field leave `base` as it is; a field one
    /// seat gives and another not is an error naming that seat.
    pub fn with_seat_parts(self, base: &Value, parts: &[Value]) -> Result<Value, String> {
        let mut fields: Vec<&String> = parts
            .iter()
            .filter_map(Value::as_object)
            .flat_map(|m| m.keys())
            .collect();
        fields.sort();
        fields.dedup();
        if fields.is_empty() {
            return Ok(base.clone());
        }
        let mut setup = match base {
            Value::Object(map) => map.clone(),
            _ => serde_json::Map::new(),
        };
        for field in fields {
            let values = parts
                .iter()
                .enumerate()
                .map(|(seat, part)| {
                    part.get(field)
                        .cloned()
                        .ok_or_else(|| format!("seat {seat} brings no \"{field}\" while another seat does"))
                })
                .collect::<Result<Vec<Value>, String>>()?;
            setup.insert(field.clone(), Value::Array(values));
        }
        Ok(Value::Object(setup))
    }

    /// Every ruleset's id.
    pub fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|r| r.name()).collect()
    }
}

impl std::fmt::Display for RulesetId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads a ruleset's setup found at `at` (`setup`, `config`); `null` gives the ready setup.
pub fn read_setup<T: serde::de::DeserializeOwned + Default>(value: &Value, at: &str) -> Result<T, RuleError> {
    if value.is_null() {
        Ok(T::default())
    } else {
        crate::core::json::from_value_in(value.clone(), at).map_err(RuleError::from)
    }
}

/// A value as JSON (the engine's own types always serialise).
///
/// Written as JSON text and parsed back: each type then has one writer in the .wasm (the
/// text one every call into the engine also uses), not a second one building values.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Value {
    serde_json::to_string(value)
        .ok()
        .and_then(|text| crate::core::json::parse(&text).ok())
        .unwrap_or(Value::Null)
}

/// The object of `fields`, built without a writer (`serde_json::json!` writes each value).
pub fn object<const N: usize>(fields: [(&str, Value); N]) -> Value {
    Value::Object(fields.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

#[cfg(test)]
mod tests {
    use super::RulesetId;

    /// `EVERY` names each ruleset variant; one left out of the build is refused as such.
    #[test]
    fn every_ruleset_is_built_in_or_refused_as_left_out() {
        assert!(RulesetId::ALL.iter().all(|r| RulesetId::EVERY.contains(&r.name())));
        let has = RulesetId::names().join(", ");
        for &name in RulesetId::EVERY {
            match RulesetId::parse(name) {
                Ok(r) => assert_eq!(r.name(), name),
                Err(e) => assert_eq!(
                    e.to_string(),
                    format!("ruleset: \"{name}\" is not in this build (it has: {has})")
                ),
            }
        }
        let unknown = RulesetId::parse("chess").unwrap_err().to_string();
        assert_eq!(
            unknown,
            format!("ruleset: unknown ruleset \"chess\" (available: {has})")
        );
    }
}
