import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';

/**
 * The trading screens' one Plotly component (the basic dist: scatter and pie). Only lazily loaded
 * chart modules import it — the fact sheet's charts and the projection chart — so Plotly is one
 * shared chunk that loads the first time a chart is drawn, never with the portal.
 */
export const Plot = createPlotlyComponent(Plotly);

/** No mode bar (it adds focusable controls to a picture screen readers skip); the plot follows its box. */
export const PLOT_CONFIG = { displayModeBar: false, responsive: true } as const;
export const PLOT_FONT = { family: 'Segoe UI, sans-serif', size: 12 };
