import { useState } from 'react';
import {
  APPROVAL_NOTE_MAX,
  approvalMessages,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
} from '@stayfront/core';
import type { MessageKey } from '@stayfront/core/i18n';
import { Alert, App, Button, Form, Input, Spin, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useI18n, type I18n } from '@/lib/i18n';
import { useDecideRequest } from '../api/decide-request';
import { usePurchaseRequest } from '../api/get-purchase-request';
import type { ApprovalAction, ApprovalActorType, PurchaseRequest } from '../types';
import { confirmationPath } from '../utils/request-paths';
import { RequestLines } from './request-lines';
import './order-request.css';

export const NOTE_PLACEHOLDER = 'Extra instructions, scheduling, etc.';

const STATUS_COLOR: Record<string, string> = {
  HOLD: 'default',
  COMP: 'green',
  CNCL: 'red',
  FAIL: 'red',
  RFND: 'orange',
};

/** Spec: owner "Your profit", merchant "Your Profit" (the spec's spellings), guest the total. */
function priceSummary(actorType: ApprovalActorType, request: PurchaseRequest, { t }: I18n) {
  if (actorType === 'owner') return { label: 'Your profit', amount: request.owner_profit };
  if (actorType === 'merchant') return { label: 'Your Profit', amount: request.merchant_amount };
  return { label: t('request.total'), amount: request.guest_amount };
}

const DENIED_BY: Record<string, MessageKey> = {
  owner: 'request.deniedByHost',
  merchant: 'request.deniedByMerchant',
  guest: 'request.deniedByGuest',
  system: 'request.deniedBySystem',
};

const STATUS_LABEL: Record<string, MessageKey> = {
  PEND: 'status.pending',
  PROC: 'status.processing',
  COMP: 'status.completed',
  HOLD: 'status.needsApproval',
  CNCL: 'status.denied',
  RFND: 'status.refunded',
  FAIL: 'status.failed',
};

/** Why a request is no longer on hold, in words. */
function outcomeText(request: PurchaseRequest, { t, message }: I18n): string | null {
  switch (request.status) {
    case 'COMP':
      return t('request.approved');
    case 'CNCL': {
      const deniedBy = request.decided_by ? DENIED_BY[request.decided_by] : undefined;
      return deniedBy ? `${t(deniedBy)}.` : t('request.cancelled');
    }
    case 'FAIL':
      return request.failure_message
        ? message(request.failure_message)
        : t('request.paymentFailed');
    default:
      return null;
  }
}

// The owner's and the merchant's page stays English (host pages do); the guest's follows them.
function confirmationText(action: 'deny' | 'cancel', { t }: I18n) {
  return action === 'deny'
    ? {
        title: 'Deny this request?',
        content:
          "The guest's card will not be charged, and they will get an e-mail saying the request was denied, with your note.",
        ok: 'Deny request',
      }
    : {
        title: t('request.cancelTitle'),
        content: t('request.cancelText'),
        ok: t('request.cancelConfirm'),
      };
}

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
  const { t, message } = useI18n();
  const query = usePurchaseRequest(actorType, purchaseUuid);
  const request = query.data;
  usePageTitle(
    request ? t('request.title', { number: request.order_number }) : t('request.pageTitle'),
  );

  if (query.isPending) {
    return (
      <div className="rq-loading" role="status" aria-live="polite">
        <Spin />
        <span>{t('request.loading')}</span>
      </div>
    );
  }
  if (query.isError || !request) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="rq-page">
        <PageHeader title={t('request.pageTitle')} />
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('request.loadFailed')}
          description={notFound ? t('request.notFound') : message(getErrorMessage(query.error))}
          action={
            notFound ? undefined : (
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common.tryAgain')}
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
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const decide = useDecideRequest(actorType, purchaseUuid);
  const [note, setNote] = useState('');
  const [acting, setActing] = useState<ApprovalAction | null>(null);

  const isGuest = actorType === 'guest';
  const onHold = request.status === 'HOLD';
  const mayAct = isGuest || request.can_approve;
  const canAct = onHold && mayAct;
  const outcome = outcomeText(request, i18n);
  const summary = priceSummary(actorType, request, i18n);
  const statusKey = STATUS_LABEL[request.status];
  const statusLabel = statusKey ? t(statusKey) : request.status;
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
      void message.error(i18n.message(getErrorMessage(error)));
    } finally {
      setActing(null);
    }
  };

  const confirmThen = (action: 'deny' | 'cancel') => {
    const text = confirmationText(action, i18n);
    void modal.confirm({
      title: text.title,
      content: text.content,
      okText: text.ok,
      okButtonProps: { danger: true },
      cancelText: action === 'cancel' ? t('request.keep') : 'Keep the request',
      // Focus starts on the safe answer: an Enter or a double tap must not cancel or deny.
      autoFocusButton: 'cancel',
      onOk: () => act(action),
    });
  };

  return (
    <div className="rq-page">
      <PageHeader
        title={t('request.title', { number: request.order_number })}
        extra={<Tag color={STATUS_COLOR[request.status] ?? 'default'}>{statusLabel}</Tag>}
      />

      {!onHold ? (
        <Alert
          id={noticeId}
          type="info"
          showIcon
          role="status"
          title={t('request.notOnHold')}
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
          {t('request.orderInfo')}
        </h2>
        <dl className="rq-info">
          <div>
            <dt>{t('request.store')}</dt>
            <dd>{request.store_name}</dd>
          </div>
          {request.merchant_name ? (
            <div>
              <dt>{t('request.merchant')}</dt>
              <dd>{request.merchant_name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('request.guest')}</dt>
            <dd>{request.guest || '—'}</dd>
          </div>
          {request.guest_email ? (
            <div>
              <dt>{t('common.email')}</dt>
              <dd>
                <a href={`mailto:${request.guest_email}`}>{request.guest_email}</a>
              </dd>
            </div>
          ) : null}
          {request.guest_phone ? (
            <div>
              <dt>{t('common.phone')}</dt>
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
          {t('request.items')}
        </h2>
        <RequestLines
          lines={request.order_products}
          currency={request.currency}
          showPrices={showPrices}
        />
        {showPrices && summary.amount != null ? (
          <dl className="rq-total">
            <dt>{summary.label}</dt>
            <dd>{i18n.money(summary.amount, request.currency)}</dd>
          </dl>
        ) : null}
      </section>

      {!onHold && request.approval_note ? (
        <section className="rq-card" aria-labelledby="rq-note-title">
          <h2 id="rq-note-title" className="rq-card__title">
            {request.decided_by === 'merchant' && request.merchant_name
              ? t('request.noteFrom', { name: request.merchant_name })
              : t('request.noteFromHost')}
          </h2>
          <p className="rq-note">{request.approval_note}</p>
        </section>
      ) : null}

      {/* Shown also once decided, disabled: the notice above says why. */}
      <Form
        component="form"
        layout="vertical"
        className="rq-card rq-actions"
        aria-label={isGuest ? t('request.cancelForm') : 'Answer the request'}
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
              {t('common.cancel')}
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
