/** The brand's primary colour: the theme's, the logo mark's and the browser bar's. */
export const BRAND_PRIMARY = '#0E7C66';

/** The logo mark's roof, drawn in white on a 32×32 rounded square of the primary colour. */
export const BRAND_MARK_PATH = 'M8 14.5 16 8l8 6.5V24a1 1 0 0 1-1 1h-5v-6h-4v6H9a1 1 0 0 1-1-1z';

/** System fonts only: no web-font download on any page. */
export const BRAND_FONT_FAMILY =
  'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
