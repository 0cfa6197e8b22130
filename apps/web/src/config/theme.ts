import type { ThemeConfig } from 'antd';

export const BRAND_PRIMARY = '#0E7C66';

/** System fonts only: no web-font download on any page. */
export const FONT_FAMILY = 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** The one Ant Design theme of the app. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerPadding: '0 24px',
      bodyBg: '#f5f7f6',
      footerBg: 'transparent',
    },
  },
};
