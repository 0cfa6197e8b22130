import { useRef } from 'react';
import { messages } from '@stayfront/core';
import { App } from 'antd';
import { useUpdateStore } from '../api/update-store';
import type { ShareStore } from '../types';
import { copyText } from '@/utils/copy-text';

/** Spec (share modal): the toast of every copy. */
export const SHARE_SUCCESS_MESSAGE = 'Hooray! Happy guests await!';

/**
 * Copying from the share modal: clipboard, toast, and on the first copy of a store that was
 * never shared, `hasSharedStore: true` (spec: the first copy or share marks the store as shared).
 */
export function useShareStore(store: Pick<ShareStore, 'id' | 'hasSharedStore'>) {
  const { message } = App.useApp();
  const updateStore = useUpdateStore();
  const marked = useRef(false);

  const copy = async (text: string, toast: string = SHARE_SUCCESS_MESSAGE) => {
    try {
      await copyText(text);
    } catch {
      void message.error(messages.somethingWentWrong);
      return;
    }
    void message.success({ content: toast, key: 'share-copy' });
    if (store.hasSharedStore || marked.current) return;
    marked.current = true;
    updateStore.mutate(
      { storeId: store.id, patch: { hasSharedStore: true } },
      {
        onError: () => {
          marked.current = false;
        },
      },
    );
  };

  return { copy };
}
