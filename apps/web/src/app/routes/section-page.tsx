import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

/** A page whose content later issues fill in: its heading, and the tab title to match. */
export function SectionPage({ title }: { title: string }) {
  usePageTitle(title);
  return <PageHeader title={title} />;
}
