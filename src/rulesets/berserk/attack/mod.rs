//! The attack [B-ATK] (§511.5): a preliminary stage and five steps, each begun and ended by
//! its own module and each an explicit stop on the priority loop [B-STACK]: the stage or
//! step starts, players act and pass, and when it ends its effects apply and the next begins.

mod application;
mod blocking;
mod calculation;
mod die_roll;
mod effect_modification;
mod preliminary;

use super::events::{EventKind, Step, Strength};
use super::game::{Attack, BerserkGame};
use super::rules::{B_STACK_2, B_STACK_3};

/// What `attack()` gives when there is no attack: a finished, empty one.
static NO_ATTACK: Attack = Attack {
    attacker: 0,
    target: 0,
    step: Step::Application,
    settled: true,
    retargeted: true,
    defender_closed: false,
    single_roll: true,
    rolls: [None, None],
    bonus: Vec::new(),
    shifts: Vec::new(),
    spread: [None, None],
    blocked_by: None,
    strike_blocks: [false; 2],
    value_bonus: Vec::new(),
    poison: 0,
    strikes: [None, None],
    values: [0, 0],
    exchange: None,
    ranged: None,
    value_cap: [None, None],
    missed: false,
    posthumous: false,
    open_target: None,
    forced: false,
};

impl BerserkGame {
    /// The attack in progress (a finished, empty one if there is none, so no rule panics).
    pub(crate) fn attack(&self) -> &Attack {
        self.st.attack.as_ref().unwrap_or(&NO_ATTACK)
    }

    /// Whether a fighter of the attack under way has died, so the attack is over: its target,
    /// or its attacker unless the attack was made as its attacker died [B-GAME-13].
    pub(crate) fn fighter_dead(&self) -> bool {
        self.st.attack.as_ref().is_some_and(|a| (self.cr(a.attacker).dead && !a.posthumous) || self.cr(a.target).dead)
    }

    pub(crate) fn with_attack(&mut self, f: impl FnOnce(&mut Attack)) {
        if let Some(a) = &mut self.st.attack {
            f(a);
        }
    }

    /// The strikes in force: (striker, its target, strength).
    pub(crate) fn strikes(&self) -> Vec<(u16, u16, Strength)> {
        let a = self.attack();
        let mut out = vec![];
        if let Some(s) = a.strikes[0] {
            out.push((a.attacker, a.target, s));
        }
        if let Some(s) = a.strikes[1] {
            out.push((a.target, a.attacker, s));
        }
        out
    }

    /// The side of a striker: 0 the attacker, 1 the target (the counter-strike).
    pub(crate) fn side(&self, striker: u16) -> usize {
        usize::from(striker != self.attack().attacker)
    }

    /// [B-STACK-3] Both passed with the attack on top of the stack (the preliminary stage
    /// and the die-roll step settled first): the step's bullets apply, then it ends and the
    /// next begins; after the application step the attack resolves and leaves the stack.
    pub(crate) fn end_step(&mut self, step: Step) {
        match step {
            Step::Preliminary | Step::DieRoll => {}
            Step::Calculation => self.end_calculation(),
            Step::Blocking => self.end_blocking(),
            Step::EffectModification => self.end_effect_modification(),
            Step::Application => self.end_application(),
        }
        // [B-GAME-13] Triggers waiting for their owners' answers hold the step here.
        if self.hold(crate::rulesets::berserk::trigger_choices::Resume::EndStep(step)) {
            return;
        }
        self.step_over(step);
    }

    /// [B-STACK-3] The step's bullets applied: it ends and the next begins; after the
    /// application step the attack resolves and leaves the stack.
    pub(crate) fn step_over(&mut self, step: Step) {
        if self.st.attack.is_none() {
            return;
        }
        self.emit(B_STACK_3, EventKind::StepEnded { step });
        match step {
            Step::Preliminary if self.attack().ranged.is_some_and(|r| self.ranged_fixed(self.attack().attacker, r)) => {
                // [B-GAME-9] A ranged attack of one value rolls no die: its die-roll step is
                // empty, so it is not held; the attack is worth its value.
                self.with_attack(|a| a.strikes = [Some(Strength::Medium), None]);
                self.begin_calculation();
            }
            Step::Preliminary => self.begin_die_roll(),
            Step::DieRoll => self.begin_calculation(),
            Step::Calculation => self.begin_blocking(),
            Step::Blocking => self.begin_effect_modification(),
            Step::EffectModification => self.begin_application(),
            Step::Application => self.finish_attack(B_STACK_2),
        }
    }
}
