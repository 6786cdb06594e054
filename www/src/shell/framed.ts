// A page shown in another page's iframe (the explainer, the replay viewer): it tells its parent
// how tall it is, so the iframe takes that height and never scrolls inside (docs/wiki.md).

/**
 * In an iframe, tells the parent page how tall the page's content is — when it grows, when it
 * shrinks, and whenever the parent asks with `{ type: "arbiter-explainer-measure" }` (a
 * listener that starts late) — as `{ type: "arbiter-explainer-height", height }` by
 * postMessage. The height is the content's, not the window's: it never sticks at the frame's
 * own height. docs/wiki.md has the listener that resizes the iframe.
 */
export function reportHeight() {
  const measure = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
  const post = (height: number) => window.parent.postMessage({ type: "arbiter-explainer-height", height }, "*");
  let last = -1;
  const changed = () => {
    const height = measure();
    if (height === last) return;
    last = height;
    post(height);
  };
  if (typeof ResizeObserver === "function") new ResizeObserver(changed).observe(document.body);
  addEventListener("load", changed);
  addEventListener("message", (e: MessageEvent<unknown>) => {
    const data = e.data as { type?: unknown } | null;
    if (e.source === window.parent && data?.type === "arbiter-explainer-measure") post(measure());
  });
  changed();
  // A parent whose listener starts after the first report (its script still loading) and whose
  // request came before this one listened would never hear it: said again a little later.
  for (const ms of [500, 2000, 5000]) setTimeout(() => post(measure()), ms);
}
