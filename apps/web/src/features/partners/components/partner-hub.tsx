import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { HUB_CARDS } from '../utils/partner-catalogue';

/** /overview/partners/: the partner hub (spec: partner hub). */
export function PartnerHub() {
  usePageTitle('Partners');
  const { brandName } = useAppConfig();
  return (
    <>
      <PageHeader title="Partners" />
      <Typography.Paragraph style={{ maxWidth: 720 }}>
        Bring your properties into {brandName} from the software you already use, or show your store
        where your guests already are.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {HUB_CARDS.map((card) => (
          <Col key={card.kind === 'landing' ? card.partner : card.key} xs={24} sm={12} lg={8}>
            <Card
              title={<h2 style={{ margin: 0, fontSize: 18 }}>{card.title}</h2>}
              style={{ height: '100%' }}
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}
            >
              <Typography.Text style={{ flex: 1 }}>{card.text}</Typography.Text>
              {card.kind === 'landing' ? (
                <ButtonLink
                  type="primary"
                  to={paths.overview.partnerLanding(card.partner)}
                  aria-label={`Start now with ${card.title}`}
                >
                  Start now
                </ButtonLink>
              ) : (
                <Button
                  type="primary"
                  href={card.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  icon={<ExportOutlined />}
                  iconPlacement="end"
                  aria-label={`Start now with ${card.title} (opens its site)`}
                >
                  Start now
                </Button>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
