import { DownloadOutlined, MailOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import type { Signage } from '../types';

export type SignageBusy = 'download' | 'print' | 'email' | null;

interface SignageCardProps {
  signage: Signage;
  busy: SignageBusy;
  onDownload: () => void;
  onPrint: () => void;
  onEmail: () => void;
}

/** One design: its preview, its title, and the three ways to get it out. */
export function SignageCard({ signage, busy, onDownload, onPrint, onEmail }: SignageCardProps) {
  const headingId = `signage-${signage.imageId}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      cover={
        <img className="signage-card__preview" src={signage.preview} alt={`${signage.label}`} />
      }
      styles={{ body: { padding: 16 } }}
    >
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {signage.label}
      </Typography.Title>
      {busy === 'download' || busy === 'print' ? (
        <Progress
          percent={100}
          status="active"
          showInfo={false}
          aria-label={`Rendering ${signage.label}`}
        />
      ) : null}
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy === 'download'}
          disabled={busy !== null && busy !== 'download'}
          onClick={onDownload}
        >
          Download
        </Button>
        <Button
          icon={<PrinterOutlined />}
          loading={busy === 'print'}
          disabled={busy !== null && busy !== 'print'}
          onClick={onPrint}
        >
          Print
        </Button>
        <Button
          icon={<MailOutlined />}
          loading={busy === 'email'}
          disabled={busy !== null && busy !== 'email'}
          onClick={onEmail}
          aria-label={`E-mail ${signage.label} to me`}
        >
          E-mail
        </Button>
      </Flex>
    </Card>
  );
}

/** A card while the designs are drawn: the same frame with a running bar. */
export function SignageCardLoading() {
  return (
    <Card
      cover={<div className="signage-card__preview" />}
      styles={{ body: { padding: 16 } }}
      aria-hidden="true"
    >
      <Progress percent={100} status="active" showInfo={false} />
    </Card>
  );
}
