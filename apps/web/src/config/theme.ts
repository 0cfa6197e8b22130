import { BRAND_FONT_FAMILY, BRAND_PRIMARY } from '@stayfront/core';
import type { ThemeConfig } from 'antd';

export { BRAND_PRIMARY };

/** The one Ant Design theme of the app. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    borderRadius: 8,
    fontFamily: BRAND_FONT_FAMILY,
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
