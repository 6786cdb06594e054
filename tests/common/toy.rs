//! A ruleset defined outside the engine, to prove that the session, saves, scenarios and the
//! server's tables are generic over [`Ruleset`]: "high card", two seats, each dealt two cards
//! of 1 to 9 in secret; each plays one, player 0 first, and the higher card wins (equal cards
//! draw). Rules: `T-PLAY` (a card of one's own hand, in turn), `T-WIN` (the higher card wins).
//! Nothing outside this file knows it.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use arbiter::bots::Searchable;
use arbiter::core::event::{Event, EventLog};
use arbiter::core::{ByPlayer, Decision, Game, Outcome, ReadError, Rng, RuleError, Seat, Seen};
use arbiter::rulesets::{Played, Ruleset, Texts};

pub const T_PLAY: &str = "T-PLAY";
pub const T_WIN: &str = "T-WIN";

/// The toy ruleset.
pub struct Toy;

/// Play card `card` (its value) of one's hand.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToyChoice {
    Play { player: u8, card: u8 },
}

impl ByPlayer for ToyChoice {
    fn player(&self) -> u8 {
        match self {
            ToyChoice::Play { player, .. } => *player,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToyEvent {
    /// [T-PLAY] `player` plays `card` face up.
    Played { player: u8, card: u8 },
    /// [T-WIN] The higher card wins; `winner` is `None` on equal cards.
    Ended { winner: Option<u8> },
}

#[derive(Debug, Clone, Serialize)]
pub struct ToyDecision {
    pub player: u8,
    pub kind: &'static str,
    pub options: Vec<ToyChoice>,
}

impl ByPlayer for ToyDecision {
    fn player(&self) -> u8 {
        self.player
    }
}

impl Decision for ToyDecision {
    type Choice = ToyChoice;
    fn kind(&self) -> &'static str {
        self.kind
    }
    fn options(&self) -> &[ToyChoice] {
        &self.options
    }
}

/// What every seat may see: each hand (the other's hidden from a seat) and the cards played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToyPublic {
    pub hands: [Vec<Seen<u8>>; 2],
    pub played: [Option<u8>; 2],
}

#[derive(Debug, Clone)]
pub struct ToyGame {
    pub hands: [Vec<u8>; 2],
    pub played: [Option<u8>; 2],
    pub log: EventLog<ToyEvent, ToyPublic>,
}

impl ToyGame {
    fn deal(seed: u64) -> ToyGame {
        let mut rng = Rng::new(seed);
        let mut card = || rng.below(9) as u8 + 1;
        let hands = [vec![card(), card()], vec![card(), card()]];
        ToyGame::from_hands(hands)
    }

    fn from_hands(hands: [Vec<u8>; 2]) -> ToyGame {
        ToyGame {
            hands,
            played: [None, None],
            log: EventLog::default(),
        }
    }

    fn public(&self) -> ToyPublic {
        let shown = |h: &Vec<u8>| h.iter().map(|&c| Seen::Shown(c)).collect();
        ToyPublic {
            hands: [shown(&self.hands[0]), shown(&self.hands[1])],
            played: self.played,
        }
    }

    fn emit(&mut self, rule: &'static str, kind: ToyEvent) {
        self.log.push(rule, kind);
        if self.log.framing() {
            let frame = self.public();
            self.log.push_frame(frame);
        }
    }

    fn to_play(&self) -> Option<u8> {
        (0..2u8).find(|&p| self.played[usize::from(p)].is_none())
    }
}

impl Game for ToyGame {
    type Decision = ToyDecision;
    type Choice = ToyChoice;
    type EventKind = ToyEvent;
    type Frame = ToyPublic;

    fn pending(&self) -> Option<ToyDecision> {
        let player = self.to_play()?;
        let options = self.hands[usize::from(player)]
            .iter()
            .map(|&card| ToyChoice::Play { player, card })
            .collect();
        Some(ToyDecision {
            player,
            kind: "play",
            options,
        })
    }

    fn choose(&mut self, choice: &ToyChoice) -> Result<Vec<Event<ToyEvent>>, RuleError> {
        let &ToyChoice::Play { player, card } = choice;
        let Some(turn) = self.to_play() else {
            return Err(RuleError::game_over(T_WIN, "the game is over"));
        };
        if player != turn {
            return Err(RuleError::wrong_player(
                T_PLAY,
                format!("player {turn} plays now, not player {player}"),
            ));
        }
        let hand = &mut self.hands[usize::from(player)];
        let Some(at) = hand.iter().position(|&c| c == card) else {
            return Err(RuleError::new(T_PLAY, format!("player {player} has no {card} in hand")));
        };
        hand.remove(at);
        self.played[usize::from(player)] = Some(card);
        self.emit(T_PLAY, ToyEvent::Played { player, card });
        if let [Some(a), Some(b)] = self.played {
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            self.emit(T_WIN, ToyEvent::Ended { winner });
        }
        Ok(self.log.take())
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.played {
            [Some(a), Some(b)] if a == b => Some(Outcome::Draw { draw: true }),
            [Some(a), Some(b)] => Some(Outcome::Winner {
                winner: usize::from(b > a),
            }),
            _ => None,
        }
    }

    fn random_choice(&self, rng: &mut Rng) -> Option<ToyChoice> {
        let options = self.pending()?.options;
        Some(options[rng.index(options.len())].clone())
    }

    fn log_mut(&mut self) -> &mut EventLog<ToyEvent, ToyPublic> {
        &mut self.log
    }
}

impl Searchable for ToyGame {
    fn to_move(&self) -> Option<u8> {
        self.to_play()
    }
    fn determinize(&self, viewer: u8, rng: &mut Rng) -> Self {
        let mut world = self.clone();
        let other = usize::from(1 - viewer);
        for card in &mut world.hands[other] {
            *card = rng.below(9) as u8 + 1;
        }
        world
    }
    fn evaluate(&self, player: u8) -> f64 {
        match self.outcome() {
            Some(Outcome::Winner { winner }) if winner == usize::from(player) => 1.0,
            Some(Outcome::Winner { .. }) => -1.0,
            _ => 0.0,
        }
    }
}

/// The setup: nothing to choose (the seed deals).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToySetup {}

/// A scenario: the hands, and the choices made.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ToyScenario {
    #[allow(dead_code)]
    ruleset: String,
    hands: [Vec<u8>; 2],
    #[serde(default)]
    choices: Vec<ToyChoice>,
}

impl Ruleset for Toy {
    const ID: &'static str = "toy";
    const RULE_PREFIX: &'static str = "T";
    const RULES: &'static [&'static str] = &[T_PLAY, T_WIN];
    const LANGUAGES: &'static [&'static str] = &["en"];
    type Game = ToyGame;
    type Choice = ToyChoice;
    type EventKind = ToyEvent;
    type Setup = ToySetup;
    type Public = ToyPublic;

    fn start(_setup: ToySetup, seed: u64, framed: bool, _at: &str) -> Result<Played<ToyGame>, RuleError> {
        let game = ToyGame::deal(seed);
        let start = game.public();
        Ok(match framed {
            true => Played::framed((game, vec![], start, vec![])),
            false => Played::unframed((game, vec![])),
        })
    }

    fn public(game: &ToyGame) -> ToyPublic {
        game.public()
    }

    fn internal(game: &ToyGame) -> Value {
        json!({ "hands": game.hands, "played": game.played })
    }

    fn scenario(value: Value, framed: bool) -> Result<Played<ToyGame>, RuleError> {
        let sc: ToyScenario = serde_json::from_value(value).map_err(|e| ReadError::at("scenario", &e.to_string()))?;
        if sc.hands.iter().flatten().any(|c| !(1..=9).contains(c)) {
            return Err(ReadError::at("hands", "cards are 1 to 9").into());
        }
        let mut game = ToyGame::from_hands(sc.hands);
        game.log.set_framing(framed);
        let start = game.public();
        let mut events = vec![];
        for (i, c) in sc.choices.iter().enumerate() {
            events.extend(game.choose(c).map_err(|e| e.rooted(&format!("choices[{i}]")))?);
        }
        let after = game.take_frames();
        game.log.set_framing(false);
        Ok(match framed {
            true => Played::framed((game, events, start, after)),
            false => Played::unframed((game, events)),
        })
    }

    fn narrate(event: &Event<ToyEvent>, _lang: &str) -> Result<String, RuleError> {
        Ok(match &event.kind {
            ToyEvent::Played { player, card } => format!("Player {player} plays {card}."),
            ToyEvent::Ended { winner: Some(p) } => format!("Player {p} wins."),
            ToyEvent::Ended { winner: None } => "A draw.".into(),
        })
    }

    fn catalogue() -> Result<Value, RuleError> {
        Ok(json!((1..=9).collect::<Vec<u8>>()))
    }

    fn ready() -> Result<Value, RuleError> {
        Ok(Value::Null)
    }

    fn texts(_lang: &str) -> Result<Texts, RuleError> {
        Ok(Texts {
            cards: Toy::catalogue()?,
            ready: Value::Null,
        })
    }

    fn hard_playouts(_seats: usize) -> u32 {
        50
    }

    /// A seat sees its own hand; the other hand is hidden from it and from spectators.
    fn hide(_game: &ToyGame, public: &mut ToyPublic, seat: Seat) {
        for player in 0..2u8 {
            if seat != Some(player) {
                Seen::hide_all(&mut public.hands[usize::from(player)]);
            }
        }
    }

    fn hide_event(_event: &Event<ToyEvent>, _seat: Seat) -> Option<Event<ToyEvent>> {
        None
    }
}
