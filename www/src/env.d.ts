declare module "*.css" {
  const text: string;
  export default text;
}

/** The script that resizes explainer iframes (integrations/mediawiki/ArbiterExplainer/resources/resize.js). */
declare const __RESIZE__: string;
/** The example scenarios of the site by ruleset, in name order (www/build.mjs). */
declare const __EXAMPLES__: Readonly<Record<string, string[]>>;
