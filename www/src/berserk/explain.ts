// The berserk explainer registers its view here (see ../rulesets.ts); until it does, the
// explainer says that berserk scenarios cannot be shown yet.
export {};
