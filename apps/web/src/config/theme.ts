import { BRAND_FONT_FAMILY, BRAND_PRIMARY } from '@stayfront/core';
import type { ThemeConfig } from 'antd';

export { BRAND_PRIMARY };

/**
 * The one Ant Design theme of the app. antd derives hover, tint and secondary-text colours from
 * the seeds; for this deep green (and its default red and greys) several fall under WCAG AA's
 * 4.5:1 against white or their own tints (white on the hover green 4.2:1, a link on the info
 * banner's tint 2.6:1, error text 3.3:1, warning text 1.9:1, success text such as a password rule
 * met 2.3:1, secondary text 3.4:1, placeholders 1.8:1, an empty table's text 1.8:1, the text of
 * gold, green and orange tags 2.8-3.4:1 on their tint), so those are set here.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorPrimaryHover: '#0b6654',
    colorPrimaryActive: '#055749',
    colorPrimaryBg: '#eef7f4',
    colorPrimaryBgHover: '#e7f2ef',
    colorPrimaryBorder: '#9fcfc3',
    colorPrimaryBorderHover: '#6fb5a4',
    colorPrimaryTextHover: '#0b6654',
    colorLink: BRAND_PRIMARY,
    colorLinkHover: '#0b6654',
    colorLinkActive: '#055749',
    colorInfo: BRAND_PRIMARY,
    colorInfoBg: '#eef7f4',
    colorInfoBorder: '#9fcfc3',
    colorError: '#c41d1f',
    colorErrorHover: '#9e1017',
    colorErrorActive: '#78060f',
    colorWarningText: '#874d00',
    colorSuccessText: '#237804',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tags write their text in shade 7 of their colour: shade 8 for these three. The
    // styles read the `gold-7` spelling (the CSS variable's), the scripts `gold7`.
    gold7: '#874d00',
    'gold-7': '#874d00',
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
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
    // An empty table writes its message in the disabled grey; it is text to read, not disabled.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
