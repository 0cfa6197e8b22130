import { useEffect, useId, useState } from 'react';
import {
  CaretRightFilled,
  DollarOutlined,
  PauseOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { BRAND_PRIMARY } from '@/config/theme';

const SLIDE_MS = 4000;

export const HOW_IT_WORKS_STEPS = [
  {
    key: 'store',
    icon: <ShopOutlined />,
    title: 'Create your store',
    text: 'Give each property its own guest store with a photo and a warm welcome.',
  },
  {
    key: 'products',
    icon: <TagsOutlined />,
    title: 'Add products',
    text: 'Start from ready-made templates like early check-in, a mid-stay clean or firewood, or create your own.',
  },
  {
    key: 'share',
    icon: <ShareAltOutlined />,
    title: 'Share your link',
    text: 'Drop your store link into your guest messages on Airbnb, Vrbo and your other booking platforms.',
  },
  {
    key: 'paid',
    icon: <DollarOutlined />,
    title: 'Get paid',
    text: 'Guests pay by card when they order, and your earnings are paid out every month.',
  },
] as const;

/**
 * The onboarding "video": a walkthrough of the four steps in a 16:9 player frame. Play runs
 * through the steps; every step is also listed below it, so nothing depends on watching.
 */
export function HowItWorks({ brandName }: { brandName: string }) {
  const [{ index, playing }, setPlayer] = useState({ index: -1, playing: false });
  const titleId = useId();
  const step = index >= 0 ? HOW_IT_WORKS_STEPS[index] : null;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setPlayer((current) =>
        current.index >= HOW_IT_WORKS_STEPS.length - 1
          ? { ...current, playing: false }
          : { ...current, index: current.index + 1 },
      );
    }, SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const play = () =>
    setPlayer((current) => ({
      index:
        current.index < 0 || current.index >= HOW_IT_WORKS_STEPS.length - 1 ? 0 : current.index,
      playing: true,
    }));

  return (
    <section aria-labelledby={titleId}>
      <div
        style={{
          position: 'relative',
          aspectRatio: '16 / 9',
          // Phones: room for a step's text above the player controls.
          minHeight: 280,
          width: '100%',
          minWidth: 0,
          borderRadius: 16,
          overflow: 'hidden',
          color: '#fff',
          background: `radial-gradient(circle at 20% 20%, #1fa386 0%, ${BRAND_PRIMARY} 45%, #0a4f41 100%)`,
          boxShadow: '0 12px 32px rgba(16, 35, 31, 0.18)',
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 160 90"
          preserveAspectRatio="xMidYMid slice"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.14 }}
        >
          <circle cx="140" cy="10" r="38" fill="#fff" />
          <circle cx="12" cy="86" r="26" fill="#fff" />
        </svg>
        <div
          aria-live="polite"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            padding: 'clamp(16px, 5vw, 48px) clamp(16px, 5vw, 48px) 64px',
            gap: 'clamp(6px, 2vw, 16px)',
          }}
        >
          {step ? (
            <>
              <span style={{ fontSize: 'clamp(28px, 7vw, 56px)' }} aria-hidden="true">
                {step.icon}
              </span>
              <div style={{ fontSize: 'clamp(12px, 2vw, 14px)', opacity: 0.85 }}>
                Step {index + 1} of {HOW_IT_WORKS_STEPS.length}
              </div>
              <div style={{ fontSize: 'clamp(18px, 4vw, 30px)', fontWeight: 700 }}>
                {step.title}
              </div>
              <div style={{ maxWidth: 520, fontSize: 'clamp(13px, 2.2vw, 17px)', opacity: 0.92 }}>
                {step.text}
              </div>
            </>
          ) : (
            <>
              <button
                type="button"
                className="how-it-works-play"
                aria-label="Play the walkthrough"
                onClick={play}
                style={{
                  width: 'clamp(56px, 12vw, 84px)',
                  height: 'clamp(56px, 12vw, 84px)',
                  borderRadius: '50%',
                  border: 'none',
                  background: '#fff',
                  color: BRAND_PRIMARY,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 'clamp(24px, 5vw, 36px)',
                  cursor: 'pointer',
                  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
                }}
              >
                <CaretRightFilled aria-hidden="true" style={{ marginLeft: 4 }} />
              </button>
              <h2
                id={titleId}
                style={{
                  color: '#fff',
                  margin: 0,
                  fontSize: 'clamp(18px, 4vw, 30px)',
                  fontWeight: 700,
                }}
              >
                How {brandName} works
              </h2>
              <div style={{ fontSize: 'clamp(13px, 2.2vw, 17px)', opacity: 0.9 }}>
                Four steps, about a minute to watch
              </div>
            </>
          )}
        </div>
        {step ? (
          <h2 id={titleId} className="visually-hidden">
            How {brandName} works
          </h2>
        ) : null}
        {step ? (
          <Flex
            align="center"
            gap={12}
            style={{
              position: 'absolute',
              left: 16,
              right: 16,
              bottom: 12,
            }}
          >
            <Button
              shape="circle"
              size="large"
              aria-label={playing ? 'Pause the walkthrough' : 'Play the walkthrough'}
              icon={playing ? <PauseOutlined /> : <CaretRightFilled />}
              onClick={
                playing ? () => setPlayer((current) => ({ ...current, playing: false })) : play
              }
              style={{ color: BRAND_PRIMARY, flex: 'none' }}
            />
            <Flex gap={6} flex={1} aria-hidden="true">
              {HOW_IT_WORKS_STEPS.map((item, position) => (
                <span
                  key={item.key}
                  style={{
                    flex: 1,
                    height: 4,
                    borderRadius: 2,
                    background: position <= index ? '#fff' : 'rgba(255,255,255,0.35)',
                  }}
                />
              ))}
            </Flex>
          </Flex>
        ) : null}
      </div>
      <ol
        style={{
          listStyle: 'none',
          padding: 0,
          margin: '20px 0 0',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 12,
        }}
      >
        {HOW_IT_WORKS_STEPS.map((item, position) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => setPlayer({ index: position, playing: false })}
              aria-current={position === index ? 'step' : undefined}
              style={{
                width: '100%',
                height: '100%',
                textAlign: 'left',
                display: 'flex',
                gap: 12,
                padding: 14,
                borderRadius: 12,
                border: `1.5px solid ${position === index ? BRAND_PRIMARY : '#e0e6e4'}`,
                background: '#fff',
                cursor: 'pointer',
                font: 'inherit',
                color: 'inherit',
              }}
            >
              <span
                aria-hidden="true"
                style={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  background: '#e8f3f0',
                  color: BRAND_PRIMARY,
                  fontWeight: 700,
                }}
              >
                {position + 1}
              </span>
              <span>
                <strong style={{ display: 'block', marginBottom: 2 }}>{item.title}</strong>
                <span style={{ color: '#4a5a56', fontSize: 14 }}>{item.text}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
