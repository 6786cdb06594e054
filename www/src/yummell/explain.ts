// The yummell explainer registers its view here (see ../rulesets.ts); until it does, the
// explainer says that yummell scenarios cannot be shown yet.
export {};
