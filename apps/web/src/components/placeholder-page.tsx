import { PageHeader } from './page-header.tsx';
import { NotAvailable } from './not-available.tsx';

interface PlaceholderPageProps {
  title: string;
}

export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <NotAvailable />
    </>
  );
}
