/** The chart's height, kept by its placeholder while the chart's code loads, so nothing moves. */
export const CHART_HEIGHT = 260;
