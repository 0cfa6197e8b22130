import { messages } from '@stayfront/core';
import { App } from 'antd';
import { useSetStoreVisibility } from '../api/set-store-visibility';
import { useUpdateStore } from '../api/update-store';

interface StatusTarget {
  id: string;
  storeName: string;
  isVisible: boolean;
}

export const storeStatusMessages = {
  setInactive: 'Store successfully set to inactive',
  setActive: 'Store successfully set to active',
  archived: 'The store has been deactivated!',
} as const;

/** The activity dialog (active / inactive for guests) and the archive dialog of a store. */
export function useStoreStatusActions() {
  const { modal, message } = App.useApp();
  const setVisibility = useSetStoreVisibility();
  const updateStore = useUpdateStore();

  const confirmVisibility = (store: StatusTarget) => {
    const makeVisible = !store.isVisible;
    void modal.confirm({
      title: makeVisible
        ? 'Make this store active for guests?'
        : 'Make this store inactive for guests?',
      content: makeVisible ? (
        <p>Guests will be able to see {store.storeName} and buy from it again.</p>
      ) : (
        <>
          <p>Guests will no longer be able to see {store.storeName} or buy from it.</p>
          <p>You can still update the store from your dashboard.</p>
        </>
      ),
      okText: makeVisible ? 'Make active' : 'Make inactive',
      cancelText: 'Cancel',
      onOk: () =>
        setVisibility
          .mutateAsync({ storeId: store.id, isVisible: makeVisible })
          .then(({ is_visible }) => {
            void message.success(
              is_visible ? storeStatusMessages.setActive : storeStatusMessages.setInactive,
            );
          })
          .catch(() => {
            void message.error(messages.genericToastError);
          }),
    });
  };

  const confirmArchive = (store: Pick<StatusTarget, 'id' | 'storeName'>) => {
    void modal.confirm({
      title: `Archive ${store.storeName}?`,
      content: (
        <>
          <p>
            Archiving removes this store from your dashboard and makes it unavailable to your
            customers.
          </p>
          <p>An archived store can only be reactivated by contacting support.</p>
        </>
      ),
      okText: 'Yes, archive this store',
      okButtonProps: { danger: true },
      cancelText: 'No, take me back',
      onOk: () =>
        updateStore
          .mutateAsync({ storeId: store.id, patch: { isActive: false } })
          .then(() => {
            void message.success(storeStatusMessages.archived);
          })
          .catch(() => {
            void message.error(messages.genericToastError);
          }),
    });
  };

  return { confirmVisibility, confirmArchive };
}
