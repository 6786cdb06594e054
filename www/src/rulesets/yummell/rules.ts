// Short explanations of the Yummell rules, keyed by the rule id every event names, in English
// and Italian. The log's rule buttons open these.
import type { RuleTexts } from "../../shell/strings";
import type { YummellLang } from "./strings";

export const RULES: RuleTexts<YummellLang> = {
  "Y-TURN": {
    en: { title: "Turn", text: "Each turn has four phases in order: Preparation, Movement, Encounter, Refill. The turn order is drawn at random each round." },
    it: { title: "Turno", text: "Ogni turno ha quattro fasi in ordine: Preparazione, Movimento, Incontro, Reintegro. L'ordine di turno è estratto a caso a ogni giro." },
  },
  "Y-PREP": {
    en: { title: "Preparation", text: "Draw 1 card. No action may be taken in this phase." },
    it: { title: "Preparazione", text: "Pesca 1 carta. In questa fase non si possono fare azioni." },
  },
  "Y-MOVE": {
    en: { title: "Movement", text: "Play one card for its movement number and spend the points along the path (plain 1, hill 2, wood 2, swamp 3; each other character on the square entered costs 1 more), or rest." },
    it: { title: "Movimento", text: "Gioca una carta per il suo numero di movimento e spendi i punti lungo il percorso (pianura 1, collina 2, bosco 2, palude 3; ogni altro personaggio sulla casella costa 1 in più), oppure riposa." },
  },
  "Y-ENC": {
    en: { title: "Encounter", text: "Only if the character moved: draw the top card. A Creature is a challenge: stat + bonuses + the card played must be higher than its value (a tie loses); winning advances one square, losing goes back one. An Artefact becomes active; an Event applies to the player." },
    it: { title: "Incontro", text: "Solo se il personaggio si è mosso: pesca la prima carta. Una Creatura è una sfida: caratteristica + bonus + la carta giocata devono superarne il valore (il pareggio perde); chi vince avanza di una casella, chi perde torna indietro di una. Un Artefatto diventa attivo; un Evento si applica al giocatore." },
  },
  "Y-REFILL": {
    en: { title: "Refill", text: "Draw up to 4 cards or discard down to 4. Then the artefacts being activated become active. No action after this phase." },
    it: { title: "Reintegro", text: "Pesca fino a 4 carte o scarta fino a 4. Poi gli artefatti in attivazione diventano attivi. Nessuna azione dopo questa fase." },
  },
  "Y-WIN": {
    en: { title: "Winning", text: "The first character to reach the finish wins." },
    it: { title: "Vittoria", text: "Il primo personaggio che raggiunge il traguardo vince." },
  },
  "Y-ACT-1": {
    en: { title: "Actions: when", text: "Actions are optional, only in one's own turn, between phases: before Movement, before the Encounter, before Refill." },
    it: { title: "Azioni: quando", text: "Le azioni sono facoltative, solo nel proprio turno, tra le fasi: prima del Movimento, prima dell'Incontro, prima del Reintegro." },
  },
  "Y-ACT-2": {
    en: { title: "Event or Artefact", text: "Once per turn: play an Event (it lasts until the end of the turn) or start activating an Artefact from hand (it works from the end of its owner's Refill)." },
    it: { title: "Evento o Artefatto", text: "Una volta per turno: gioca un Evento (dura fino alla fine del turno) o inizia ad attivare un Artefatto dalla mano (funziona dalla fine del Reintegro del suo proprietario)." },
  },
  "Y-ACT-3": {
    en: { title: "Active Artefacts", text: "Use as many active Artefacts per turn as you like: apply the effect, then discard it." },
    it: { title: "Artefatti attivi", text: "Usa quanti Artefatti attivi vuoi per turno: applica l'effetto, poi scartalo." },
  },
  "Y-ACT-4": {
    en: { title: "Ability", text: "The character's Ability: once per turn, only if its conditions hold." },
    it: { title: "Abilità", text: "L'Abilità del personaggio: una volta per turno, solo se le sue condizioni valgono." },
  },
  "Y-ACT-5": {
    en: { title: "Advantage", text: "The player's Advantage: once per turn, only if its conditions hold." },
    it: { title: "Vantaggio", text: "Il Vantaggio del giocatore: una volta per turno, solo se le sue condizioni valgono." },
  },
};
