import { useEffect, useId, useState, type ReactNode } from 'react';
import { CheckOutlined, DownOutlined, ShareAltOutlined, UpOutlined } from '@ant-design/icons';
import {
  isOnboardingComplete,
  messages,
  ONBOARDING_STEPS,
  type OnboardingState,
} from '@stayfront/core';
import { App, Button, Card, Flex, Progress, Typography } from 'antd';
import { BRAND_PRIMARY } from '@/config/theme';
import { useStore, useUpdateStore, ShareModal } from '@/features/stores';
import { useSignedInUser } from '@/lib/session';
import { updateOnboardingStatus, useOnboardingStatus } from '../utils/onboarding-status';

export const checklistMessages = {
  completed: "You've successfully completed your store set-up!",
  closed: 'Hooray! Click the account icon in the top right for support anytime.',
} as const;

const STEP_HINTS: Record<(typeof ONBOARDING_STEPS)[number]['key'], string> = {
  account: 'Your host account is ready.',
  store: 'Give your property its own store with a photo and a welcome text.',
  product: 'Use Add product to pick a template such as early check-in or a mid-stay clean.',
  share: 'Send your store link to guests in your booking messages.',
};

interface StepRowProps {
  index: number;
  title: string;
  minutes: number;
  done: boolean;
  hint: string;
  action?: ReactNode;
}

function StepRow({ index, title, minutes, done, hint, action }: StepRowProps) {
  return (
    <li
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'flex-start',
        padding: '12px 0',
        borderTop: index === 0 ? 'none' : '1px solid #edf1f0',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
          fontSize: 13,
          background: done ? BRAND_PRIMARY : '#fff',
          color: done ? '#fff' : '#31403c',
          border: done ? 'none' : '1.5px solid #b9c6c2',
        }}
      >
        {done ? <CheckOutlined /> : index + 1}
      </span>
      <Flex flex={1} justify="space-between" align="center" gap={12} wrap style={{ minWidth: 0 }}>
        <div style={{ minWidth: 0 }}>
          <div
            style={{
              fontWeight: 600,
              color: done ? '#5b6b67' : '#10231f',
              textDecoration: done ? 'line-through' : 'none',
            }}
          >
            {title}
            <span className="visually-hidden">{done ? ' (done)' : ' (to do)'}</span>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {minutes} minutes · {hint}
          </Typography.Text>
        </div>
        {done ? null : action}
      </Flex>
    </li>
  );
}

/**
 * The Start selling checklist of a store's dashboard (spec: onboarding): the four steps with
 * their minutes, collapsible (remembered per store in local storage), a toast once all are done,
 * and Close on the completed list, which records the tutorial as closed.
 */
export function StartSellingChecklist({ storeId }: { storeId: string }) {
  const { message } = App.useApp();
  const user = useSignedInUser();
  const { data: store } = useStore(storeId);
  const status = useOnboardingStatus(storeId);
  const updateStore = useUpdateStore();
  const [shareOpen, setShareOpen] = useState(false);
  const bodyId = useId();
  const titleId = useId();

  const state: OnboardingState = {
    ownerId: user.owner_id,
    storeId: store?.id ?? null,
    hasAddedProduct: store?.hasAddedProduct ?? false,
    hasSharedStore: store?.hasSharedStore ?? false,
  };
  const complete = store != null && isOnboardingComplete(state);
  const visible = store != null && !store.hasClosedTutorial;
  const shouldCelebrate = visible && complete && !status.isCelebrated;

  useEffect(() => {
    if (!shouldCelebrate) return;
    updateOnboardingStatus(storeId, { isCelebrated: true });
    void message.success(checklistMessages.completed);
  }, [shouldCelebrate, storeId, message]);

  if (!store || !visible) return null;

  const doneCount = ONBOARDING_STEPS.filter((step) => step.isDone(state)).length;
  const collapsed = status.isCollapsed === true;

  const close = () => {
    updateStore.mutate(
      { storeId, patch: { hasClosedTutorial: true } },
      {
        onSuccess: () => void message.success(checklistMessages.closed),
        onError: () => void message.error(messages.genericToastError),
      },
    );
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      style={{ marginTop: 16, borderColor: '#cfe5de' }}
      styles={{ body: { padding: '16px 20px' } }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={4} style={{ minWidth: 200, flex: 1 }}>
          <Typography.Title id={titleId} level={2} style={{ fontSize: 18, margin: 0 }}>
            Start selling
          </Typography.Title>
          {complete ? (
            <Typography.Text>{checklistMessages.completed}</Typography.Text>
          ) : (
            <Flex align="center" gap={12}>
              <Progress
                percent={(doneCount / ONBOARDING_STEPS.length) * 100}
                showInfo={false}
                size="small"
                style={{ width: 160, margin: 0 }}
                aria-label="Set-up progress"
              />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {doneCount} of {ONBOARDING_STEPS.length} steps done
              </Typography.Text>
            </Flex>
          )}
        </Flex>
        {complete ? (
          <Button type="primary" loading={updateStore.isPending} onClick={close}>
            Close
          </Button>
        ) : (
          <Button
            type="text"
            icon={collapsed ? <DownOutlined /> : <UpOutlined />}
            iconPlacement="end"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => updateOnboardingStatus(storeId, { isCollapsed: !collapsed })}
          >
            {collapsed ? 'Show steps' : 'Hide steps'}
          </Button>
        )}
      </Flex>
      {complete ? null : (
        <ol
          id={bodyId}
          hidden={collapsed}
          style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}
        >
          {ONBOARDING_STEPS.map((step, index) => (
            <StepRow
              key={step.key}
              index={index}
              title={step.title}
              minutes={step.minutes}
              done={step.isDone(state)}
              hint={STEP_HINTS[step.key]}
              action={
                step.key === 'share' ? (
                  <Button icon={<ShareAltOutlined />} onClick={() => setShareOpen(true)}>
                    Share now
                  </Button>
                ) : undefined
              }
            />
          ))}
        </ol>
      )}
      <ShareModal store={store} open={shareOpen} onClose={() => setShareOpen(false)} />
    </Card>
  );
}
