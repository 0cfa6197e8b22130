import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import { theme } from '@/config/theme';

/** The `.ant-app` root styles antd's App gives its children (text colour, size, font). */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls, className, style } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <div
      className={[className, hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}
      style={style}
    >
      {children}
    </div>
  );
}

// A form that fails its checks moves focus to the first wrong field, so a keyboard or screen
// reader user lands on it and hears its message (the field's description).
const FORM_CONFIG = { scrollToFirstError: { focus: true } };

/**
 * The app's Ant Design theme around pages and parts drawn with antd. Not in the entry: a guest's
 * store page draws without antd and loads this with the first modal, drawer or antd page.
 */
export default function AntdFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} form={FORM_CONFIG}>
      <AppRoot>{children}</AppRoot>
    </ConfigProvider>
  );
}
