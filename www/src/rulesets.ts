// What the explainer needs from each ruleset: the frames of a scenario's resolution and the
// view that draws them. Eredan's lives in explainer.ts; Berserk and Yummell register theirs.
import type { AnyEvent, View } from "./player";

export interface ExplainerAdapter<F> {
  /** The frame before each event, and after the last (`end` is the engine's final state). */
  frames(scenario: any, events: AnyEvent[], end: any): F[];
  view(lang: string): View<F>;
}

const adapters = new Map<string, ExplainerAdapter<any>>();

export function registerExplainer<F>(ruleset: string, adapter: ExplainerAdapter<F>) {
  adapters.set(ruleset, adapter);
}

export function explainerFor(ruleset: string): ExplainerAdapter<any> | undefined {
  return adapters.get(ruleset);
}
