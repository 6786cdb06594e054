//! [B-INCARNATION] Инкарнация N: a card with it that lies in its owner's graveyard gets an
//! incarnation token at the start of each of its owner's turns; with N tokens it incarnates: it
//! comes back onto a free cell of its owner's half, chosen by the owner, as a new creature (no
//! wounds, markers, counters or gained features), closed unless its card says it incarnates
//! open, and its "on incarnation" abilities act. Incarnations come first among the graveyard's
//! acts at the start of the turn, before Valhalla [B-VALHALLA].

use serde_json::Value;

use super::abilities::Ability;
use super::actions::ActionEffect;
use super::board::{board_cell, COLUMNS, ROWS};
use super::cards::Until;
use super::events::{Cell, EventKind};
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, words, Lang};
use super::rules::B_INCARNATION;
use super::valhalla::GraveAct;
use crate::core::ByPlayer;

/// The N of `{"when": "static", "do": {"incarnation": N}}`, if the engine plays it.
pub fn incarnation(a: &Ability) -> Option<u8> {
    let plain = a.when == "static"
        && a.condition.is_none()
        && a.cost.is_empty()
        && a.target.is_none()
        && a.until.is_none()
        && a.whose.is_none()
        && a.kind.is_none()
        && !a.optional;
    let o = a.effect.as_object().filter(|o| plain && o.len() == 1)?;
    u8::try_from(o.get("incarnation")?.as_u64()?).ok().filter(|n| *n > 0)
}

/// What a card does as it incarnates itself: it incarnates open, and these effects act on it
/// (gained features until the end of the turn).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnIncarnation {
    pub open: bool,
    /// It gains flight for good: it takes off to its side's flyer zone [B-GAME-8].
    pub flies: bool,
    pub effects: Vec<ActionEffect>,
}

/// `{"when": "on_incarnation", "whose": "self", "target": "self", "do": [...]}`: `"incarnate_open"`
/// and effects the engine plays, until the end of the turn.
pub fn on_incarnation(a: &Ability) -> Option<OnIncarnation> {
    let plain = a.when == "on_incarnation"
        && a.whose.as_deref() == Some("self")
        && a.target.as_ref().and_then(Value::as_str) == Some("self")
        && a.condition.is_none()
        && a.cost.is_empty()
        && a.kind.is_none()
        && !a.optional;
    if !plain {
        return None;
    }
    let items: Vec<&Value> = match &a.effect {
        Value::Array(items) => items.iter().collect(),
        v => vec![v],
    };
    let (mut open, mut flies) = (false, false);
    let mut effects = vec![];
    for v in items {
        match v.as_str() {
            Some("incarnate_open") => open = true,
            Some("gain_flight") => flies = true,
            _ => effects.push(ActionEffect::parse(v, Until::EndOfTurn)?),
        }
    }
    let gains = effects.iter().any(|e| matches!(e, ActionEffect::Gain(..)));
    let until_ok = match a.until.as_ref().and_then(Value::as_str) {
        None => !gains && !flies,
        // Flight it gains as it incarnates is for good; nothing else is.
        Some("permanent") => flies && effects.is_empty(),
        Some(u) => u == "end_of_turn" && !flies,
    };
    let acts = |e: &ActionEffect| {
        matches!(e, ActionEffect::Wounds(_) | ActionEffect::Heal(_) | ActionEffect::Counters(_) | ActionEffect::Gain(..))
    };
    (until_ok && (open || flies || !effects.is_empty()) && effects.iter().all(acts)).then_some(OnIncarnation { open, flies, effects })
}

impl BerserkGame {
    /// The N of `uid`'s incarnation, if its card has one.
    fn incarnation_needed(&self, uid: u16) -> Option<u8> {
        self.def_of(uid).abilities.iter().find_map(incarnation)
    }

    /// [B-INCARNATION] `uid`, in the graveyard, gets a token (up to the number it needs);
    /// `true` once it has them all.
    pub(crate) fn incarnation_token(&mut self, uid: u16) -> bool {
        let Some(needed) = self.incarnation_needed(uid) else { return false };
        // An exiled card is out of the game [B-GAME-12].
        if self.cr(uid).exiled {
            return false;
        }
        let c = self.cr_mut(uid);
        if c.incarnation < needed {
            c.incarnation += 1;
            let (tokens, creature) = (c.incarnation, self.cref(uid));
            self.emit(B_INCARNATION, EventKind::IncarnationToken { creature, tokens, needed });
            self.token_triggers(uid);
        }
        self.cr(uid).incarnation >= needed
    }

    /// The free cells of `uid`'s owner's half (no living creature on the board there), in
    /// board order.
    pub(crate) fn incarnation_cells(&self, uid: u16) -> Vec<Cell> {
        // [B-MARKER] A Skeletal Worm: its tremor's cell only, taken or not; none without it.
        if self.tremor_ability(uid).is_some() {
            return self.tremor_of(uid).into_iter().collect();
        }
        let owner = self.cr(uid).owner;
        let mut cells = vec![];
        for row in 0..ROWS {
            for col in 0..COLUMNS {
                let cell = [col, row];
                let own = board_cell(owner, cell)[1] < 3;
                if own && self.free_cell(cell) {
                    cells.push(cell);
                }
            }
        }
        cells
    }

    /// [B-INCARNATION] `uid` incarnates on `cell`: a new creature, closed unless its card
    /// incarnates open; then its "on incarnation" abilities act.
    pub(crate) fn incarnate(&mut self, uid: u16, cell: Cell) {
        let abilities: Vec<(u8, OnIncarnation)> = self
            .def_of(uid)
            .abilities
            .iter()
            .enumerate()
            .filter_map(|(i, a)| Some((u8::try_from(i).ok()?, on_incarnation(a)?)))
            .collect();
        let tremor = self.tremor_ability(uid).is_some();
        if tremor {
            self.tremor_clears(uid, cell);
        }
        let open = tremor || abilities.iter().any(|(_, a)| a.open);
        let c = self.cr_mut(uid);
        // Its tremor is once a battle: that use outlives the card's death.
        let kept: Vec<_> = if tremor { c.used.iter().filter(|u| u.battle).copied().collect() } else { vec![] };
        let fresh = super::game::Creature::new(c.uid, c.def, c.owner, cell, false);
        *c = super::game::Creature { closed: !open, used: kept, ..fresh };
        let creature = self.cref(uid);
        self.emit(B_INCARNATION, EventKind::Incarnated { creature, cell, open });
        self.take_off(uid);
        if tremor {
            self.tremor_wounds(uid);
        }
        for (ability, a) in abilities {
            let creature = self.cref(uid);
            let when = smol_str::SmolStr::new_static("on_incarnation");
            self.emit(B_INCARNATION, EventKind::AbilityTriggered { creature, ability, when });
            for e in a.effects {
                self.action_effect(uid, uid, e);
            }
            if a.flies {
                self.gain_flight(uid, B_INCARNATION);
            }
        }
        self.incarnation_triggers(uid);
        self.deaths();
    }

    /// [B-MARKER] 161 Skeletal Worm incarnates on its tremor's `cell`: every card on it is
    /// destroyed and the tremor goes. **Decision:** a flyer is in its zone, on no cell
    /// (B-GAME-8): a tremor "under" it leaves it be; the destroyed die (B-DEATH) with what
    /// watches deaths, before the Worm comes back.
    fn tremor_clears(&mut self, uid: u16, cell: Cell) {
        let there: Vec<u16> = self.alive().filter(|c| c.uid != uid && !c.flying && c.cell == cell).map(|c| c.uid).collect();
        for other in there {
            self.destroy(other, B_INCARNATION);
        }
        if let Some(at) = self.st.markers.iter().position(|m| m.kind == super::markers::MarkerKind::Tremor && m.source == uid) {
            let m = self.st.markers.remove(at);
            self.marker_gone(m);
        }
    }

    /// [B-MARKER] The Skeletal Worm `uid`, just incarnated, wounds each card next to it 1, in
    /// creature order (flyers are on no cell, so none is next to it).
    fn tremor_wounds(&mut self, uid: u16) {
        let at = self.cr(uid).cell;
        let next: Vec<u16> = self.alive().filter(|c| c.uid != uid && !c.flying && super::board::adjacent(c.cell, at)).map(|c| c.uid).collect();
        for other in next {
            self.action_effect(uid, other, ActionEffect::Wounds(1));
        }
    }

    /// The card awaiting its owner's choice of a cell to incarnate on.
    fn incarnation_pending(&self) -> Option<u16> {
        match self.grave_head()? {
            GraveAct::Incarnate { creature } => Some(creature),
            GraveAct::Valhalla { .. } => None,
        }
    }

    /// [B-INCARNATION] One option per free cell of the player's half.
    pub(crate) fn incarnation_options(&self, player: u8) -> Vec<Choice> {
        let Some(creature) = self.incarnation_pending() else { return vec![] };
        self.incarnation_cells(creature).into_iter().map(|cell| Choice::Incarnate { player, creature, cell }).collect()
    }

    pub(crate) fn check_incarnation<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_INCARNATION, player, choice.player()));
        }
        let Some(card) = self.incarnation_pending() else {
            return Err(E::not_an_option(B_INCARNATION, words!(en: "no card is incarnating", ru: "никакая карта не инкарнирует")));
        };
        let &Choice::Incarnate { creature, cell, .. } = choice else {
            return Err(E::not_an_option(
                B_INCARNATION,
                words!(en: "incarnation: choose a free cell of your half",
                       ru: "инкарнация: выберите свободную клетку вашей половины поля"),
            ));
        };
        if creature != card {
            return Err(E::illegal(B_INCARNATION, || {
                let n = self.name(card);
                say!(Lang::worded(), en: "{n} incarnates now", ru: "сейчас инкарнирует {n}")
            }));
        }
        if !self.incarnation_cells(card).contains(&cell) {
            return Err(E::illegal(B_INCARNATION, || {
                say!(Lang::worded(), en: "{cell:?} is not a free cell of your half", ru: "{cell:?} — не свободная клетка вашей половины поля")
            }));
        }
        Ok(())
    }
}
