// The Fluent UI theme of the current brand; the only barrel in widgets (STYLE.md, convention 6).
export { createBrandTheme, brandCssVariables } from './brandTheme';
export { createStyleRenderer } from './styleRenderer';
