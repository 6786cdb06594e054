//! [B-MARKER] Markers: tokens a card's ability puts on a board cell or on a creature, which the
//! rules then read. One typed list on the board state: each marker's kind, where it is, the
//! player whose card put it, the card, and the turn at whose end it goes. Markers are public
//! (the state shows them); putting one and its going are events.
//!
//! Played kinds: the bonfire (its cell counts as taken: no creature moves, jumps, teleports,
//! incarnates or is placed onto it); the bomb (at the start of its owner's next turn every
//! creature on its cell takes 2 wounds, then it goes); the hunt (on a creature until the end of
//! the turn: the first wounds an attack of a flyer deals it are 2 more, then it goes); the
//! lantern's light (a card on its cell takes 1 more wound from ranged attacks, poison and the
//! strike of the Bul'Bagur whose light it is); the gate (the Demon of Greed teleports onto one
//! at the end of the opponent's turn); the runes (Tergala's spell: they bloom at the start of
//! her owner's next turn, `card_code.rs`).

use serde::Serialize;
use smol_str::SmolStr;

use super::events::{Cell, EventKind};
use super::game::BerserkGame;
use super::rules::B_MARKER;

/// What a marker is.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkMarkerKind"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerKind {
    /// A bonfire on a free cell: the cell counts as taken while it burns.
    Bonfire,
    /// A bomb on a cell: it explodes at the start of its owner's next turn.
    Bomb,
    /// A hunt marker on a creature: a flyer's attack wounding it wounds it 2 more.
    Hunt,
    /// A web on a creature: in its owner's turn it neither moves nor acts; an attack on it is
    /// blocked, and the web goes.
    Web,
    /// A strangling marker on a creature: one stops its moves, two its attacks too, the third
    /// destroys it; they all go when no enemy Beast stands beside it.
    Strangle,
    /// A storm on each cell of a row (the Stormcaller's spell): every attack of an ordinary
    /// creature of the other side standing on it is worth 1 at most.
    Storm,
    /// A lantern's light on a cell (Bul'Bagur's): a card on it takes 1 more wound from each
    /// ranged attack, from its poison and from the strike of the Bul'Bagur that lit it.
    Lantern,
    /// A gate on a free cell (the Demon of Greed's): at the end of the opponent's turn the
    /// Demon teleports onto one of its gates that is free.
    Gate,
    /// Blooming runes on each cell of a row (Tergala's spell): at the start of its owner's next
    /// turn, each of its owner's unwounded creatures standing there lets the owner wound an enemy
    /// creature 1-2-2 by a die, then they go.
    Runes,
    /// A prey marker on a creature (the Lord of the Skies'): it stays for the battle, and his
    /// simple strikes on it get +3 and are unanswerable.
    Prey,
    /// A tremor on a cell (the Skeletal Worm's, lying in the graveyard): the Worm incarnates
    /// only there; it stays for the battle, moving a cell at the start of the opponent's turns.
    Tremor,
}

/// The strangling markers that destroy the creature.
pub const STRANGLE_KILLS: usize = 3;

/// The wounds a hunt marker adds to the first wounds of a flyer's attack.
pub const HUNT_WOUNDS: u8 = 2;

/// The wounds a bomb's explosion deals each creature on its cell.
pub const BOMB_WOUNDS: u8 = 2;

/// The wounds a lantern's light adds to those a card on its cell takes.
pub const LANTERN_WOUNDS: u8 = 1;

impl MarkerKind {
    /// The kind named in a card's data (`{"marker": "bonfire"}`), if the rules play it.
    pub(crate) fn named(key: &str) -> Option<MarkerKind> {
        Some(match key {
            "bonfire" => MarkerKind::Bonfire,
            "prey" => MarkerKind::Prey,
            _ => return None,
        })
    }

    /// Its key in the card data and the events.
    pub(crate) fn key(self) -> &'static str {
        match self {
            MarkerKind::Bonfire => "bonfire",
            MarkerKind::Bomb => "bomb",
            MarkerKind::Hunt => "hunt",
            MarkerKind::Web => "web",
            MarkerKind::Strangle => "strangle",
            MarkerKind::Storm => "storm",
            MarkerKind::Lantern => "lantern",
            MarkerKind::Gate => "gate",
            MarkerKind::Runes => "runes",
            MarkerKind::Prey => "prey",
            MarkerKind::Tremor => "tremor",
        }
    }

    /// Whether it is put on a cell (not on a creature).
    pub(crate) fn on_cell(self) -> bool {
        matches!(self, MarkerKind::Bonfire | MarkerKind::Bomb | MarkerKind::Storm | MarkerKind::Lantern | MarkerKind::Gate | MarkerKind::Runes | MarkerKind::Tremor)
    }
}

/// How long a marker lasts, as the card data says it (`until`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lasts {
    /// Until the end of the turn it is put in.
    EndOfTurn,
    /// Until the end of the opponent's next turn (the one after ours when put in our turn).
    EndOfOpponentNextTurn,
    /// Until the start of its owner's next turn, when it acts and goes.
    OwnNextTurnStart,
    /// Until the end of its owner's next turn (the next turn when put in the opponent's).
    EndOfOwnNextTurn,
    /// Until the rules take it off (the turn never ends for it).
    Held,
}

impl Lasts {
    pub(crate) fn named(key: &str) -> Option<Lasts> {
        Some(match key {
            "end_of_turn" => Lasts::EndOfTurn,
            "end_of_opponent_next_turn" => Lasts::EndOfOpponentNextTurn,
            _ => return None,
        })
    }
}

/// A marker on the board [B-MARKER].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkMarker"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Marker {
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkMarkerKind"))]
    pub kind: MarkerKind,
    /// The cell it lies on (a cell marker).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Cell | null"))]
    pub cell: Option<Cell>,
    /// The creature it is on (a creature marker).
    pub creature: Option<u16>,
    /// The player whose card put it.
    pub owner: u8,
    /// The creature whose ability put it.
    pub source: u16,
    /// It goes at the end of this turn (`u32::MAX`: when the rules take it off).
    pub until_turn: u32,
}

impl BerserkGame {
    /// The turn at whose end a marker `owner` puts now, lasting `lasts`, goes.
    fn until_turn(&self, owner: u8, lasts: Lasts) -> u32 {
        let turn = self.st.turn;
        let own = self.st.active == owner;
        match (lasts, own) {
            (Lasts::EndOfTurn, _) => turn,
            (Lasts::Held, _) => u32::MAX,
            // The opponent's next turn: the next turn if this is the owner's, else the one after.
            (Lasts::EndOfOpponentNextTurn, true) | (Lasts::OwnNextTurnStart | Lasts::EndOfOwnNextTurn, false) => turn.saturating_add(1),
            // The owner's next turn: the one after the opponent's.
            (Lasts::EndOfOpponentNextTurn, false) | (Lasts::OwnNextTurnStart | Lasts::EndOfOwnNextTurn, true) => turn.saturating_add(2),
        }
    }

    /// [B-MARKER] `source` puts a marker of `kind` on `cell`, lasting `lasts`.
    pub(crate) fn put_cell_marker(&mut self, source: u16, kind: MarkerKind, cell: Cell, lasts: Lasts) {
        let owner = self.cr(source).owner;
        let until_turn = self.until_turn(owner, lasts);
        self.st.markers.push(Marker { kind, cell: Some(cell), creature: None, owner, source, until_turn });
        let source = self.cref(source);
        let marker = SmolStr::new_static(kind.key());
        self.emit(B_MARKER, EventKind::MarkerPut { source, marker, cell: Some(cell), creature: None, until_turn });
    }

    /// [B-MARKER] `source` puts a marker of `kind` on the creature `uid`, lasting `lasts`.
    pub(crate) fn put_creature_marker(&mut self, source: u16, kind: MarkerKind, uid: u16, lasts: Lasts) {
        if self.cr(uid).dead {
            return;
        }
        let owner = self.cr(source).owner;
        let until_turn = self.until_turn(owner, lasts);
        self.st.markers.push(Marker { kind, cell: None, creature: Some(uid), owner, source, until_turn });
        let (source, creature) = (self.cref(source), Some(self.cref(uid)));
        let marker = SmolStr::new_static(kind.key());
        self.emit(B_MARKER, EventKind::MarkerPut { source, marker, cell: None, creature, until_turn });
    }

    /// [B-MARKER] Whether `uid` carries a marker of `kind`.
    pub(crate) fn has_marker(&self, uid: u16, kind: MarkerKind) -> bool {
        self.st.markers.iter().any(|m| m.kind == kind && m.creature == Some(uid))
    }

    /// [B-MARKER] The strangling markers on `uid`.
    pub(crate) fn strangled(&self, uid: u16) -> usize {
        self.st.markers.iter().filter(|m| m.kind == MarkerKind::Strangle && m.creature == Some(uid)).count()
    }

    /// [B-MARKER] Whether `choice` moves a creature with a strangling marker, or attacks with
    /// one that has two (a strike, or a ranged attack of its card).
    pub(crate) fn strangled_actor(&self, choice: &super::game::Choice) -> bool {
        use super::game::Choice;
        match *choice {
            Choice::Move { creature, .. } => self.strangled(creature) >= 1,
            Choice::Strike { attacker, .. } => self.strangled(attacker) >= 2,
            Choice::Act { creature, ability, .. } => self.ranged_of(creature, ability).is_some() && self.strangled(creature) >= 2,
            _ => false,
        }
    }

    /// [B-MARKER] `source` strangles `uid`: one more marker; with the third, `uid` is destroyed
    /// (its markers go with it).
    pub(crate) fn strangle(&mut self, source: u16, uid: u16) {
        self.put_creature_marker(source, MarkerKind::Strangle, uid, Lasts::Held);
        if self.strangled(uid) >= STRANGLE_KILLS {
            self.destroy(uid, B_MARKER);
        }
    }

    /// [B-MARKER] The markers that stay: those on dead creatures go, and a creature's strangling
    /// markers go when no living enemy Beast (a card of the one that put them) stands next to
    /// it.
    pub(crate) fn markers_kept(&mut self) {
        if self.st.markers.iter().all(|m| m.creature.is_none()) {
            return;
        }
        let markers = std::mem::take(&mut self.st.markers);
        let (mut kept, mut gone) = (vec![], vec![]);
        for m in markers {
            let keep = match m.creature {
                None => true,
                Some(uid) if self.cr(uid).dead => false,
                Some(uid) if m.kind == MarkerKind::Strangle => {
                    let (beast, owner) = (self.cr(m.source).def, self.cr(uid).owner);
                    self.alive().any(|b| b.def == beast && b.owner != owner && self.near(b.uid, uid))
                }
                Some(_) => true,
            };
            if keep { kept.push(m) } else { gone.push(m) }
        }
        self.st.markers = kept;
        for m in gone {
            self.marker_gone(m);
        }
    }

    /// [B-MARKER] Whether `uid` carries a web.
    pub(crate) fn webbed(&self, uid: u16) -> bool {
        self.st.markers.iter().any(|m| m.kind == MarkerKind::Web && m.creature == Some(uid))
    }

    /// [B-MARKER] Whether `choice` moves or acts with a webbed creature in its owner's turn.
    pub(crate) fn webbed_actor(&self, choice: &super::game::Choice) -> bool {
        use super::game::Choice;
        let uid = match *choice {
            Choice::Move { creature, .. } | Choice::Act { creature, .. } | Choice::TakeCounter { creature, .. } => creature,
            Choice::Strike { attacker, .. } => attacker,
            _ => return false,
        };
        self.creature(uid).is_some_and(|c| c.owner == self.st.active) && self.webbed(uid)
    }

    /// [B-MARKER] An attack whose target is fixed on a webbed creature is blocked: the web
    /// goes. Whether it was.
    pub(crate) fn web_blocks(&mut self, target: u16) -> bool {
        let Some(at) = self.st.markers.iter().position(|m| m.kind == MarkerKind::Web && m.creature == Some(target)) else { return false };
        let m = self.st.markers.remove(at);
        self.marker_gone(m);
        true
    }

    /// [B-MARKER] A marker goes: its event.
    pub(crate) fn marker_gone(&mut self, m: Marker) {
        let creature = m.creature.map(|uid| self.cref(uid));
        self.emit(B_MARKER, EventKind::MarkerRemoved { marker: SmolStr::new_static(m.kind.key()), cell: m.cell, creature });
    }

    /// [B-MARKER] The first wounds an attack of a flyer (`attacker`, in its zone) deals
    /// `target` while it carries a hunt marker: 2 more, and the marker goes.
    pub(crate) fn hunt_wounds(&mut self, attacker: u16, target: u16) {
        if !self.cr(attacker).flying || self.cr(target).dead {
            return;
        }
        let Some(at) = self.st.markers.iter().position(|m| m.kind == MarkerKind::Hunt && m.creature == Some(target)) else { return };
        let m = self.st.markers.remove(at);
        self.marker_gone(m);
        let total = self.put_wounds(target, HUNT_WOUNDS);
        let (source, target) = (self.cref(m.source), self.cref(target));
        self.emit(B_MARKER, EventKind::Wounded { source, target, wounds: HUNT_WOUNDS, total });
    }

    /// [B-MARKER] The lights of lanterns on `uid`'s cell (a creature on the board) each add 1
    /// wound to the wounds it has just taken: from a ranged attack or its poison (`strike` none:
    /// every light), or from the simple strike of `strike` (only the lights that creature lit).
    /// Each is an event of its own, from the Bul'Bagur whose light it is.
    pub(crate) fn lantern_wounds(&mut self, uid: u16, strike: Option<u16>) {
        let c = self.cr(uid);
        if c.dead || c.flying {
            return;
        }
        let cell = c.cell;
        let lights: Vec<u16> = self
            .st
            .markers
            .iter()
            .filter(|m| m.kind == MarkerKind::Lantern && m.cell == Some(cell) && strike.is_none_or(|s| s == m.source))
            .map(|m| m.source)
            .collect();
        for source in lights {
            let total = self.put_wounds(uid, LANTERN_WOUNDS);
            let (source, target) = (self.cref(source), self.cref(uid));
            self.emit(B_MARKER, EventKind::Wounded { source, target, wounds: LANTERN_WOUNDS, total });
        }
    }

    /// [B-MARKER] At the start of a turn, the bombs of its player put for this turn explode:
    /// every creature on the cell (flyers are off the board) takes 2 wounds, then the bomb goes.
    /// Deaths follow with the start of the turn's [B-TURN-1].
    pub(crate) fn markers_start_of_turn(&mut self) {
        let (turn, active) = (self.st.turn, self.st.active);
        let due = |m: &Marker| m.kind == MarkerKind::Bomb && m.owner == active && m.until_turn <= turn;
        let (bombs, kept): (Vec<Marker>, Vec<Marker>) = std::mem::take(&mut self.st.markers).into_iter().partition(due);
        self.st.markers = kept;
        for m in bombs {
            let Some(cell) = m.cell else { continue };
            let on: Vec<u16> = self.alive().filter(|c| !c.flying && c.cell == cell).map(|c| c.uid).collect();
            let source = self.cref(m.source);
            self.marker_gone(m);
            for uid in on {
                let total = self.put_wounds(uid, BOMB_WOUNDS);
                let target = self.cref(uid);
                self.emit(B_MARKER, EventKind::Wounded { source: source.clone(), target, wounds: BOMB_WOUNDS, total });
            }
        }
    }

    /// [B-MARKER] At the end of a turn, the markers lasting until then go (a bomb and runes
    /// wait for their owner's turn).
    pub(crate) fn markers_end_of_turn(&mut self) {
        let turn = self.st.turn;
        let (gone, kept): (Vec<Marker>, Vec<Marker>) =
            std::mem::take(&mut self.st.markers).into_iter().partition(|m| m.until_turn <= turn && !matches!(m.kind, MarkerKind::Bomb | MarkerKind::Runes));
        self.st.markers = kept;
        for m in gone {
            self.marker_gone(m);
        }
    }

    /// [B-MARKER] A bonfire burns on `cell`: the cell counts as taken.
    pub(crate) fn cell_blocked(&self, cell: Cell) -> bool {
        self.st.markers.iter().any(|m| m.kind == MarkerKind::Bonfire && m.cell == Some(cell))
    }

    /// A free cell of the board: no living creature on it (flyers are off the board) and no
    /// marker making it taken [B-MARKER].
    pub(crate) fn free_cell(&self, cell: Cell) -> bool {
        cell[0] < super::board::COLUMNS && cell[1] < super::board::ROWS && !self.alive().any(|c| !c.flying && c.cell == cell) && !self.cell_blocked(cell)
    }
}
