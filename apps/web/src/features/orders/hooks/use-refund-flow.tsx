import { useEffect, useRef, type ReactNode } from 'react';
import { REFUND_POLL_MS, refundMessages } from '@stayfront/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex, Spin } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { orderKeys } from '../api/keys';
import { getRefundStatus, startRefund, type RefundTarget } from '../api/refunds';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Leaving while the refund runs would lose its outcome (spec: "don't leave or refresh").
const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();

export interface RefundRequest {
  target: RefundTarget;
  /** What is refunded, e.g. "2 × Firewood ($43.20)", shown in the confirmation. */
  description: ReactNode;
}

/**
 * The refund flow of spec section 4: confirm, call refund, a blocking "Refunding" modal while
 * the status is polled every 3 s until refunded (or an error stops it), then the success toast
 * and a fresh list.
 */
export function useRefundFlow() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  // One refund at a time: from its confirmation until its outcome. A double click on Refund
  // would otherwise stack two confirmations, and confirming both refunds twice.
  const busy = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (target: RefundTarget) => {
    const blocking = modal.info({
      title: refundMessages.refundingTitle,
      icon: null,
      content: (
        <Flex gap={16} align="center" role="status" aria-live="polite">
          <Spin />
          <p style={{ margin: 0 }}>{refundMessages.refundingText}</p>
        </Flex>
      ),
      closable: false,
      keyboard: false,
      maskClosable: false,
      footer: null,
      // Appears and goes at once: a progress modal that fades would linger over the toast.
      transitionName: '',
      maskTransitionName: '',
    });
    window.addEventListener('beforeunload', warnBeforeLeaving);
    try {
      const started = await startRefund(target);
      while (mounted.current) {
        const { is_refunded } = await getRefundStatus(target, started);
        if (is_refunded) {
          void message.info(refundMessages.success);
          break;
        }
        await wait(REFUND_POLL_MS);
      }
    } catch (error) {
      void message.error(getErrorMessage(error));
    } finally {
      window.removeEventListener('beforeunload', warnBeforeLeaving);
      blocking.destroy();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      busy.current = false;
    }
  };

  return ({ target, description }: RefundRequest) => {
    if (busy.current) return;
    busy.current = true;
    let confirmed = false;
    void modal.confirm({
      title:
        target.type === 'order'
          ? refundMessages.confirmOrderTitle
          : refundMessages.confirmItemTitle,
      content: (
        <>
          <p>{description}</p>
          <p>{refundMessages.cannotBeReversed}</p>
        </>
      ),
      okText: 'Refund',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => {
        confirmed = true;
        void run(target);
      },
      // However the confirmation closes without a yes (Cancel, Escape), a refund may be asked again.
      afterClose: () => {
        if (!confirmed) busy.current = false;
      },
    });
  };
}
