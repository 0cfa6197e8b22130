import { ExportOutlined } from '@ant-design/icons';
import { offerMessages } from '@stayfront/core';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOffers } from '../api/offers';
import type { Offer } from '../types';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 16,
} as const;

function OfferCard({ offer }: { offer: Offer }) {
  const headingId = `offer-${offer.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      cover={
        offer.image ? (
          <img
            src={offer.image}
            alt=""
            style={{ aspectRatio: '16 / 9', objectFit: 'cover', width: '100%' }}
          />
        ) : undefined
      }
    >
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
        {offer.title}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{offer.text}</Typography.Paragraph>
      <Button
        type="primary"
        href={offer.link}
        target="_blank"
        rel="noopener noreferrer"
        icon={<ExportOutlined />}
        iconPlacement="end"
        aria-label={`Get the offer: ${offer.title} (opens in a new tab)`}
      >
        Get the offer
      </Button>
    </Card>
  );
}

/** /offers/: partner perks for hosts, managed by support in /admin/. */
export function OffersPage() {
  usePageTitle('Offers');
  const offers = useOffers();

  const body = () => {
    if (offers.isPending) {
      return (
        <div style={GRID} role="status" aria-label="Loading offers">
          {[1, 2, 3].map((key) => (
            <Card key={key}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      );
    }
    if (offers.isError) {
      return <QueryError onRetry={() => void offers.refetch()} />;
    }
    if (offers.data.results.length === 0) {
      return <Empty description={offerMessages.empty} />;
    }
    return (
      <div style={GRID}>
        {offers.data.results.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Offers" />
      <Typography.Paragraph type="secondary" style={{ marginTop: -12, marginBottom: 24 }}>
        Perks from our partners for your properties.
      </Typography.Paragraph>
      {body()}
    </>
  );
}
