import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { OffersPanel } from '@/features/offers';
import { MerchantsPanel } from './merchants-panel';
import { OwnersTable } from './owners-table';

type AdminTab = 'owners' | 'merchants' | 'offers';
const TABS: readonly AdminTab[] = ['owners', 'merchants', 'offers'];

/** The support area: owners (to masquerade as), local vendors with their products, offers. */
export function AdminHome() {
  usePageTitle('Admin');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'owners';
  const merchantId = params.get('merchant');
  const merchantHref = (id: string | null) =>
    id ? `?tab=merchants&merchant=${encodeURIComponent(id)}` : '?tab=merchants';

  return (
    <div>
      <PageHeader title="Admin" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'owners' ? {} : { tab: key })}
        items={[
          { key: 'owners', label: 'Owners', children: tab === 'owners' ? <OwnersTable /> : null },
          {
            key: 'merchants',
            label: 'Merchants',
            children:
              tab === 'merchants' ? (
                <MerchantsPanel merchantId={merchantId} hrefFor={merchantHref} />
              ) : null,
          },
          { key: 'offers', label: 'Offers', children: tab === 'offers' ? <OffersPanel /> : null },
        ]}
      />
    </div>
  );
}
