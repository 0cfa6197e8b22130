import { useState } from 'react';
import {
  APPROVAL_NOTE_MAX,
  approvalMessages,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
  DECIDED_BY_LABEL,
  deniedByText,
  formatMoney,
  NOT_ON_HOLD_MESSAGE,
  PURCHASE_STATUS_LABEL,
  type PurchaseStatus,
} from '@stayfront/core';
import { Alert, App, Button, Form, Input, Spin, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useDecideRequest } from '../api/decide-request';
import { usePurchaseRequest } from '../api/get-purchase-request';
import type { ApprovalAction, ApprovalActorType, PurchaseRequest } from '../types';
import { confirmationPath } from '../utils/request-paths';
import { RequestLines } from './request-lines';
import './order-request.css';

export const NOTE_PLACEHOLDER = 'Extra instructions, scheduling, etc.';
export const REQUEST_NOT_FOUND =
  'This order request does not exist. Please check the link in your e-mail.';

const STATUS_COLOR: Record<string, string> = {
  HOLD: 'default',
  COMP: 'green',
  CNCL: 'red',
  FAIL: 'red',
  RFND: 'orange',
};

/** Spec: owner "Your profit", merchant "Your Profit" (the spec's spellings), guest the total. */
function priceSummary(actorType: ApprovalActorType, request: PurchaseRequest) {
  if (actorType === 'owner') return { label: 'Your profit', amount: request.owner_profit };
  if (actorType === 'merchant') return { label: 'Your Profit', amount: request.merchant_amount };
  return { label: 'Total', amount: request.guest_amount };
}

/** Why a request is no longer on hold, in words. */
function outcomeText(request: PurchaseRequest): string | null {
  switch (request.status) {
    case 'COMP':
      return 'The request was approved.';
    case 'CNCL':
      return request.decided_by
        ? `${deniedByText(DECIDED_BY_LABEL[request.decided_by] ?? request.decided_by)}.`
        : 'The request was cancelled.';
    case 'FAIL':
      return request.failure_message ?? 'The payment failed.';
    default:
      return null;
  }
}

const CONFIRMATIONS: Record<'deny' | 'cancel', { title: string; content: string; ok: string }> = {
  deny: {
    title: 'Deny this request?',
    content:
      "The guest's card will not be charged, and they will get an e-mail saying the request was denied, with your note.",
    ok: 'Deny request',
  },
  cancel: {
    title: 'Cancel this request?',
    content:
      'Your card will not be charged, and the host will be told that you cancelled. This cannot be undone.',
    ok: 'Cancel request',
  },
};

export interface OrderRequestPageProps {
  actorType: ApprovalActorType;
  purchaseUuid: string;
  /** The link's showPrices query parameter (spec: prices only when it is true). */
  showPrices: boolean;
}

/**
 * Order request page (spec: /:actorType/:purchaseUUID): the order, and the answer this side may
 * give — Approve or Deny with a note for the owner or the merchant, Cancel for the guest.
 */
export function OrderRequestPage({ actorType, purchaseUuid, showPrices }: OrderRequestPageProps) {
  const query = usePurchaseRequest(actorType, purchaseUuid);
  const request = query.data;
  usePageTitle(request ? `Order #${request.order_number}` : 'Order request');

  if (query.isPending) {
    return (
      <div className="rq-loading" role="status" aria-live="polite">
        <Spin />
        <span>Loading the order…</span>
      </div>
    );
  }
  if (query.isError || !request) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="rq-page">
        <PageHeader title="Order request" />
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The order request could not be loaded"
          description={notFound ? REQUEST_NOT_FOUND : getErrorMessage(query.error)}
          action={
            notFound ? undefined : (
              <Button size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <RequestDetails
      actorType={actorType}
      purchaseUuid={purchaseUuid}
      showPrices={showPrices}
      request={request}
    />
  );
}

function RequestDetails({
  actorType,
  purchaseUuid,
  showPrices,
  request,
}: OrderRequestPageProps & { request: PurchaseRequest }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const decide = useDecideRequest(actorType, purchaseUuid);
  const [note, setNote] = useState('');
  const [acting, setActing] = useState<ApprovalAction | null>(null);

  const isGuest = actorType === 'guest';
  const onHold = request.status === 'HOLD';
  const mayAct = isGuest || request.can_approve;
  const canAct = onHold && mayAct;
  const outcome = outcomeText(request);
  const summary = priceSummary(actorType, request);
  const statusLabel = PURCHASE_STATUS_LABEL[request.status as PurchaseStatus] ?? request.status;
  const noticeId = 'rq-notice';

  const act = async (action: ApprovalAction) => {
    setActing(action);
    try {
      const result = await decide.mutateAsync({ action, approvalNote: note });
      if (result.status === 'FAIL') {
        void message.error(approvalMessages.chargeDeclined);
        return;
      }
      void navigate(confirmationPath(actorType, action));
    } catch (error) {
      void message.error(getErrorMessage(error));
    } finally {
      setActing(null);
    }
  };

  const confirmThen = (action: 'deny' | 'cancel') => {
    const text = CONFIRMATIONS[action];
    void modal.confirm({
      title: text.title,
      content: text.content,
      okText: text.ok,
      okButtonProps: { danger: true },
      cancelText: 'Keep the request',
      onOk: () => act(action),
    });
  };

  return (
    <div className="rq-page">
      <PageHeader
        title={`Order #${request.order_number}`}
        extra={<Tag color={STATUS_COLOR[request.status] ?? 'default'}>{statusLabel}</Tag>}
      />

      {!onHold ? (
        <Alert
          id={noticeId}
          type="info"
          showIcon
          role="status"
          title={NOT_ON_HOLD_MESSAGE}
          description={outcome}
          className="rq-notice"
        />
      ) : !mayAct ? (
        <Alert
          id={noticeId}
          type="info"
          showIcon
          role="status"
          title={CAN_APPROVE_ONLY_MERCHANT_TOOLTIP}
          description={
            request.merchant_name
              ? `${request.merchant_name} approves or denies it; you will get an e-mail with the answer.`
              : undefined
          }
          className="rq-notice"
        />
      ) : null}

      <section className="rq-card" aria-labelledby="rq-info-title">
        <h2 id="rq-info-title" className="rq-card__title">
          Order info
        </h2>
        <dl className="rq-info">
          <div>
            <dt>Store</dt>
            <dd>{request.store_name}</dd>
          </div>
          {request.merchant_name ? (
            <div>
              <dt>Merchant</dt>
              <dd>{request.merchant_name}</dd>
            </div>
          ) : null}
          <div>
            <dt>Guest</dt>
            <dd>{request.guest || '—'}</dd>
          </div>
          {request.guest_email ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${request.guest_email}`}>{request.guest_email}</a>
              </dd>
            </div>
          ) : null}
          {request.guest_phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${request.guest_phone.replace(/[^\d+]/g, '')}`}>
                  {request.guest_phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className="rq-card" aria-labelledby="rq-items-title">
        <h2 id="rq-items-title" className="rq-card__title">
          Requested items
        </h2>
        <RequestLines
          lines={request.order_products}
          currency={request.currency}
          showPrices={showPrices}
        />
        {showPrices && summary.amount != null ? (
          <dl className="rq-total">
            <dt>{summary.label}</dt>
            <dd>{formatMoney(summary.amount, request.currency)}</dd>
          </dl>
        ) : null}
      </section>

      {!onHold && request.approval_note ? (
        <section className="rq-card" aria-labelledby="rq-note-title">
          <h2 id="rq-note-title" className="rq-card__title">
            {request.decided_by === 'merchant' && request.merchant_name
              ? `Note from ${request.merchant_name}`
              : 'Note from the host'}
          </h2>
          <p className="rq-note">{request.approval_note}</p>
        </section>
      ) : null}

      {/* Shown also once decided, disabled: the notice above says why. */}
      <Form
        component="form"
        layout="vertical"
        className="rq-card rq-actions"
        aria-label={isGuest ? 'Cancel the request' : 'Answer the request'}
        onFinish={() => undefined}
      >
        {isGuest ? null : (
          <Form.Item label="Note" htmlFor="rq-note-input" className="rq-actions__note">
            <Input.TextArea
              id="rq-note-input"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={NOTE_PLACEHOLDER}
              maxLength={APPROVAL_NOTE_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 10 }}
              disabled={!canAct}
            />
          </Form.Item>
        )}
        <div className="rq-actions__buttons">
          {isGuest ? (
            <Button
              danger
              size="large"
              disabled={!canAct || acting != null}
              loading={acting === 'cancel'}
              aria-describedby={canAct ? undefined : noticeId}
              onClick={() => confirmThen('cancel')}
            >
              Cancel
            </Button>
          ) : (
            <>
              <Button
                type="primary"
                size="large"
                disabled={!canAct || acting != null}
                loading={acting === 'approve'}
                aria-describedby={canAct ? undefined : noticeId}
                onClick={() => void act('approve')}
              >
                Approve
              </Button>
              <Button
                danger
                size="large"
                disabled={!canAct || acting != null}
                loading={acting === 'deny'}
                aria-describedby={canAct ? undefined : noticeId}
                onClick={() => confirmThen('deny')}
              >
                Deny
              </Button>
            </>
          )}
        </div>
      </Form>
    </div>
  );
}
