import type { ReactNode } from 'react';
import { messages } from '@stayfront/core';
import { Button, Grid, Skeleton, Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Result } from '@/components/feedback/result';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getAccountTabs, getDefaultAccountTab } from '../utils/account-tabs';
import { useOwnerDetail, type OwnerDetail } from '@/features/stores';
import { useSignedInUser } from '@/lib/session';
import { CohostsTab } from './cohosts-tab';
import { PersonalDetailsTab } from './personal-details-tab';
import { SignInSettingsTab } from './sign-in-settings-tab';
import { SmsNotificationsTab } from './sms-notifications-tab';
import { StoreDetailsTab } from './store-details-tab';

const TAB_CONTENT: Record<string, (owner: OwnerDetail) => ReactNode> = {
  'personal-details': (owner) => <PersonalDetailsTab owner={owner} />,
  'sms-notifications': () => <SmsNotificationsTab />,
  'store-details': (owner) => <StoreDetailsTab owner={owner} />,
  'sign-in-settings': (owner) => <SignInSettingsTab owner={owner} />,
  'co-hosts': (owner) => <CohostsTab plan={owner.plan} />,
};

/** /overview/account/:tab: five tabs for owners, two for co-hosts (spec: My Account). */
export function AccountPage() {
  const user = useSignedInUser();
  const { tab } = useParams();
  const navigate = useNavigate();
  const isPhone = Grid.useBreakpoint().sm === false;
  const owner = useOwnerDetail(user.owner_id);
  usePageTitle('My Account');
  const tabs = getAccountTabs(user);
  if (!tabs.some((item) => item.key === tab)) {
    return <Navigate to={paths.overview.account(getDefaultAccountTab(user))} replace />;
  }
  let content: ReactNode;
  if (owner.data) content = TAB_CONTENT[tab!]!(owner.data);
  else if (owner.isError)
    content = (
      <Result
        status="warning"
        title={messages.somethingWentWrong}
        extra={<Button onClick={() => void owner.refetch()}>Try again</Button>}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <PageHeader title="My Account" />
      <Tabs
        activeKey={tab}
        // Five tabs overflow a phone, and antd would hide some behind a "…" button inside the tab
        // list (a button screen readers do not expect there): one above the other instead.
        tabPosition={isPhone ? 'left' : 'top'}
        size={isPhone ? 'small' : undefined}
        style={isPhone ? { marginBottom: 16 } : undefined}
        items={tabs.map(({ key, label }) => ({ key, label }))}
        onChange={(key) => void navigate(paths.overview.account(key))}
      />
      {content}
    </>
  );
}
