import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  YoutubeFilled,
} from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useAppConfig } from '@/lib/app-config';
import type { EnterpriseInfo } from '@/features/stores';

/** The brand's handle on social networks: its name in lower case, without spaces. */
function socialHandle(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const linkStyle = { color: '#3d4f4a' } as const;

/** Footer of the host area: social and legal links, and the Enterprise company's about text. */
export function HostFooter({ enterprise }: { enterprise?: EnterpriseInfo | null }) {
  const { brandName, marketingUrl, supportEmail } = useAppConfig();
  const handle = socialHandle(brandName);
  const social = [
    { name: 'Facebook', href: `https://www.facebook.com/${handle}`, icon: <FacebookFilled /> },
    {
      name: 'Instagram',
      href: `https://www.instagram.com/${handle}/`,
      icon: <InstagramOutlined />,
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/company/${handle}/`,
      icon: <LinkedinFilled />,
    },
    { name: 'YouTube', href: `https://www.youtube.com/@${handle}`, icon: <YoutubeFilled /> },
  ];
  const showAbout = enterprise?.isEnabled && (enterprise.about || enterprise.company_name);

  return (
    <footer style={{ borderTop: '1px solid #e6ebe9', background: '#fff' }}>
      <div style={{ maxWidth: 1280, margin: '0 auto', padding: '24px clamp(16px, 4vw, 32px)' }}>
        {showAbout ? (
          <section
            aria-label={`About ${enterprise.company_name || 'us'}`}
            style={{ marginBottom: 20, display: 'flex', gap: 16, alignItems: 'flex-start' }}
          >
            {enterprise.image ? (
              <img
                src={enterprise.image}
                alt=""
                style={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 8 }}
              />
            ) : null}
            <div style={{ maxWidth: 760 }}>
              <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 4px' }}>
                About {enterprise.company_name}
              </Typography.Title>
              <Typography.Paragraph
                type="secondary"
                style={{ margin: 0, whiteSpace: 'pre-line', fontSize: 13 }}
              >
                {enterprise.about}
              </Typography.Paragraph>
            </div>
          </section>
        ) : null}
        <Flex justify="space-between" align="center" gap={16} wrap>
          <nav aria-label="Legal">
            <Flex gap={16} wrap style={{ fontSize: 13 }}>
              <span style={{ color: '#5b6b67' }}>
                © {new Date().getFullYear()} {brandName}
              </span>
              <a
                href={`${marketingUrl}/terms-of-service/`}
                target="_blank"
                rel="noopener noreferrer"
                style={linkStyle}
              >
                Terms of Service
              </a>
              <a
                href={`${marketingUrl}/privacy-policy/`}
                target="_blank"
                rel="noopener noreferrer"
                style={linkStyle}
              >
                Privacy Policy
              </a>
              <a href={`mailto:${supportEmail}`} style={linkStyle}>
                Contact us
              </a>
            </Flex>
          </nav>
          <nav aria-label="Social media">
            <Flex gap={4}>
              {social.map((item) => (
                <a
                  key={item.name}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brandName} on ${item.name}`}
                  style={{
                    ...linkStyle,
                    fontSize: 20,
                    width: 36,
                    height: 36,
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 8,
                  }}
                >
                  {item.icon}
                </a>
              ))}
            </Flex>
          </nav>
        </Flex>
      </div>
    </footer>
  );
}
