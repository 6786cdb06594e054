//! The integration tests of Berserk, in one crate: the rules of the attack and the whole game,
//! the printed set and each mechanic its cards use, the golden scenarios of the cards, decks,
//! properties over random games, and the docs that describe them.

mod berserk_card_actions;
mod berserk_card_answers;
mod berserk_card_attack_triggers;
mod berserk_card_board_statics;
mod berserk_card_code_statics;
mod berserk_card_deck_graveyard;
mod berserk_card_graveyard;
mod berserk_card_keywords;
mod berserk_card_markers;
mod berserk_card_modifiers;
mod berserk_card_more_actions;
mod berserk_card_scenarios;
mod berserk_card_spells;
mod berserk_card_spells_counters;
mod berserk_card_statics;
mod berserk_card_strike_effects;
mod berserk_card_trigger_choices;
mod berserk_card_triggers;
#[path = "../common/berserk_cards.rs"]
mod berserk_cards;
mod berserk_cards_f;
mod berserk_cards_g;
mod berserk_cards_h;
mod berserk_cards_i;
mod berserk_cards_j;
mod berserk_cards_k;
mod berserk_cards_l;
mod berserk_cards_m;
mod berserk_cards_n;
mod berserk_cards_o;
mod berserk_cards_p;
mod berserk_cards_q;
mod berserk_cards_r;
mod berserk_cards_s;
mod berserk_cards_t;
mod berserk_cards_u;
mod berserk_cards_v;
mod berserk_cards_w;
mod berserk_deck;
mod berserk_docs;
mod berserk_properties;
mod berserk_rules;
mod berserk_set;
mod berserk_whole_game;
