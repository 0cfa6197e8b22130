import { ShareAltOutlined } from '@ant-design/icons';
import { buildStoreLink } from '@stayfront/core';
import type { GuestStore } from '../types';
import { copyText } from '@/utils/copy-text';
import { useFeedback } from '@/components/feedback/app-feedback';
import { LinkifiedText } from '@/components/linkified-text';
import { useI18n } from '@/lib/i18n';
import { GuestButton } from '@/features/guest-ui';

/** The link guests share: the server's, else built the same way (enterprise subdomain rule). */
export function storeShareLink(store: GuestStore, origin = window.location.origin): string {
  if (store.shareLink) return store.shareLink;
  const info = store.enterprise_info;
  return buildStoreLink(origin, {
    id: store.id,
    enterpriseInfo: info
      ? {
          isEnabled: info.isEnabled,
          subdomain: info.subdomain,
          isSubdomainEnabled: info.isSubdomainEnabled,
        }
      : null,
  });
}

function storePlace(store: GuestStore): string {
  return [store.city, store.state].filter(Boolean).join(', ');
}

/** Store image, name, description and the Share button. */
export function StoreHero({ store }: { store: GuestStore }) {
  const { message } = useFeedback();
  const { t } = useI18n();
  const place = storePlace(store);
  const share = async () => {
    try {
      await copyText(storeShareLink(store));
      void message.success(t('common.linkCopied'));
    } catch {
      void message.error(t('common.toastError'));
    }
  };
  return (
    <section className="sf-hero" aria-labelledby="sf-store-name">
      {store.image ? (
        <div className="sf-hero__media">
          {/* The largest thing on a store's first screen: fetched ahead of the product images. */}
          <img src={store.image} alt="" fetchPriority="high" className="sf-hero__image" />
        </div>
      ) : null}
      <div className="sf-hero__body">
        <div className="sf-hero__heading">
          <div>
            <h1 id="sf-store-name" className="sf-hero__name">
              {store.storeName}
            </h1>
            {place ? <p className="sf-hero__place">{place}</p> : null}
          </div>
          <GuestButton icon={<ShareAltOutlined aria-hidden="true" />} onClick={() => void share()}>
            {t('store.share')}
          </GuestButton>
        </div>
        {store.description ? (
          <p className="sf-hero__description">
            <LinkifiedText text={store.description} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
