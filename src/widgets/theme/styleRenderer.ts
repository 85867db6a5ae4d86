import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

/**
 * Fluent UI's style renderer (Griffel's DOM renderer) that inserts a component's CSS rules once.
 *
 * Every Fluent component instance hands the renderer its component's whole rule set on mount
 * (Griffel's `useInsertionEffect`), and the DOM renderer walks every rule of it — its style sheet
 * looked up, its text checked against what is inserted — even when all of them were inserted by
 * the instance before. A form of 200 fields pays that walk for each of its ~1,000 Fluent parts on
 * opening. The rule sets are constants of their components (one object per `makeStyles` /
 * `__styles` call and text direction), so this renderer remembers which objects it has inserted and
 * skips them; a new object (as `makeResetStyles` builds for some) is inserted as before.
 * @param targetDocument - the document the styles go into (the page's by default)
 */
export function createStyleRenderer(targetDocument?: Document): GriffelRenderer {
  return insertingOnce(createDOMRenderer(targetDocument));
}

/**
 * The renderer given, changed to skip a rule set (by object) it has inserted before.
 * @param renderer - a Griffel renderer (changed in place and returned)
 */
export function insertingOnce(renderer: GriffelRenderer): GriffelRenderer {
  const insertAll = renderer.insertCSSRules.bind(renderer);
  const inserted = new WeakSet<object>();
  renderer.insertCSSRules = (cssRules) => {
    if (inserted.has(cssRules)) return;
    insertAll(cssRules);
    inserted.add(cssRules);
  };
  return renderer;
}
