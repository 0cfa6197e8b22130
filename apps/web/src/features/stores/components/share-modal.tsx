import { useId, useState } from 'react';
import {
  CalendarOutlined,
  CopyOutlined,
  HomeOutlined,
  MessageOutlined,
  QrcodeOutlined,
} from '@ant-design/icons';
import { messages } from '@stayfront/core';
import { App, Button, Flex, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useUpdateStore } from '../api/update-store';
import { useShareStore } from '../hooks/use-share-store';
import type { ShareStore } from '../types';
import { SHARE_PLATFORMS, SHARE_TEMPLATES } from '../utils/share-content';

interface ShareModalProps {
  store: ShareStore;
  open: boolean;
  onClose: () => void;
}

const TIPS = [
  {
    icon: <MessageOutlined />,
    title: 'Share it when guests book',
    text: 'Guests plan their trip right after booking: add your store link to your booking confirmation message.',
  },
  {
    icon: <CalendarOutlined />,
    title: 'Remind them before check-in',
    text: 'A friendly note a week before arrival is the perfect moment for early check-in or a stocked fridge.',
  },
  {
    icon: <HomeOutlined />,
    title: 'Welcome them with it',
    text: 'Put the link in your check-in message and house manual so extras are a tap away during the stay.',
  },
  {
    icon: <QrcodeOutlined />,
    title: 'Automate it',
    text: 'Paste the link into the scheduled messages of your booking platform once, and every guest gets it.',
  },
];

function SectionTitle({ id, children }: { id?: string; children: string }) {
  return (
    <Typography.Title id={id} level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
      {children}
    </Typography.Title>
  );
}

function ShareTutorial({ onDone, loading }: { onDone: () => void; loading: boolean }) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Guests buy extras when they hear about your store at the right moments. A few tips before
        you share:
      </Typography.Paragraph>
      <ol style={{ listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'grid', gap: 12 }}>
        {TIPS.map((tip, index) => (
          <li
            key={tip.title}
            style={{
              display: 'flex',
              gap: 12,
              padding: 12,
              borderRadius: 8,
              background: '#f3f8f6',
            }}
          >
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                background: '#0E7C66',
                color: '#fff',
                fontSize: 16,
              }}
            >
              {tip.icon}
            </span>
            <span>
              <strong>
                {index + 1}. {tip.title}
              </strong>
              <br />
              <span style={{ color: '#4a5a56' }}>{tip.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <Flex justify="flex-end">
        <Button type="primary" size="large" loading={loading} onClick={onDone}>
          Let&apos;s go!
        </Button>
      </Flex>
    </>
  );
}

function ShareOptions({ store }: { store: ShareStore }) {
  const { copy } = useShareStore(store);
  const linkLabelId = useId();
  const platformsId = useId();
  const link = store.shareLink;

  return (
    <Flex vertical gap={24}>
      <section aria-labelledby={linkLabelId}>
        <SectionTitle id={linkLabelId}>Your store link</SectionTitle>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={link}
            aria-labelledby={linkLabelId}
            onFocus={(e) => e.target.select()}
          />
          <Button
            type="primary"
            icon={<CopyOutlined />}
            onClick={() => void copy(link, messages.linkCopied)}
          >
            Copy Link
          </Button>
        </Space.Compact>
      </section>

      <section aria-label="Message templates">
        <SectionTitle>Message templates</SectionTitle>
        <Flex vertical gap={16}>
          {SHARE_TEMPLATES.map((template) => {
            const text = template.build(link);
            const labelId = `${linkLabelId}-${template.key}`;
            return (
              <div key={template.key}>
                <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 6 }}>
                  <Typography.Text strong id={labelId}>
                    {template.title}
                  </Typography.Text>
                  <Button
                    size="small"
                    icon={<CopyOutlined />}
                    aria-label={`Copy message: ${template.title}`}
                    onClick={() => void copy(text)}
                  >
                    Copy message
                  </Button>
                </Flex>
                <Input.TextArea
                  readOnly
                  value={text}
                  rows={template.rows}
                  aria-labelledby={labelId}
                  style={{ resize: 'none', background: '#fafcfb' }}
                />
              </div>
            );
          })}
        </Flex>
      </section>

      <section aria-labelledby={platformsId}>
        <SectionTitle id={platformsId}>Add to your messaging on:</SectionTitle>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
            gap: 8,
          }}
        >
          {SHARE_PLATFORMS.map((platform) => (
            <li key={platform.key}>
              <Tooltip title={`Copy your store link for ${platform.name}`}>
                <button
                  type="button"
                  className="share-platform"
                  aria-label={`${platform.name}: copy store link`}
                  onClick={() => void copy(link)}
                  style={{
                    width: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 4,
                    padding: '8px 4px',
                    border: '1px solid #e0e6e4',
                    borderRadius: 8,
                    background: '#fff',
                    cursor: 'pointer',
                    font: 'inherit',
                  }}
                >
                  <span
                    aria-hidden="true"
                    style={{
                      width: 36,
                      height: 36,
                      borderRadius: 10,
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                      fontSize: 14,
                      background: platform.background,
                      color: platform.color ?? '#fff',
                    }}
                  >
                    {platform.initials}
                  </span>
                  <span style={{ fontSize: 12, color: '#31403c', lineHeight: 1.2 }}>
                    {platform.name}
                  </span>
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      </section>
    </Flex>
  );
}

/** Share a store: the sharing tips once, then the link, message templates and platforms. */
export function ShareModal({ store, open, onClose }: ShareModalProps) {
  const { message } = App.useApp();
  const updateStore = useUpdateStore();
  const [tutorialClosed, setTutorialClosed] = useState(false);
  const showTutorial = !store.hasClosedShareTutorial && !tutorialClosed;

  const closeTutorial = () => {
    updateStore.mutate(
      { storeId: store.id, patch: { hasClosedShareTutorial: true } },
      {
        onSuccess: () => setTutorialClosed(true),
        onError: () => {
          // The tips are only advice: let the host go on sharing anyway.
          setTutorialClosed(true);
          void message.error(messages.genericToastError);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      title={showTutorial ? 'Store Sharing Tips' : `Share ${store.storeName}`}
    >
      {showTutorial ? (
        <ShareTutorial onDone={closeTutorial} loading={updateStore.isPending} />
      ) : (
        <ShareOptions store={store} />
      )}
    </Modal>
  );
}
