import { DownloadOutlined } from '@ant-design/icons';
import { messages, SERVICES_CALENDAR_CSV_NAME, SERVICES_CALENDAR_PAGE_SIZE } from '@stayfront/core';
import { Alert, Button, Card, Grid, Skeleton } from 'antd';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOwnerDetail } from '@/features/stores';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { downloadHref } from '@/utils/download-file';
import { useSignedInUser } from '@/lib/session';
import { servicesCalendarExportHref, useServicesCalendar } from '../api/get-services-calendar';
import { useCalendarFilters } from '../hooks/use-calendar-filters';
import { CalendarCards } from './calendar-cards';
import { CalendarFilters } from './calendar-filters';
import { CalendarTable } from './calendar-table';

/** /overview/services-calendar/: what to deliver when (spec: services calendar). */
export function ServicesCalendarPage() {
  usePageTitle('Services Calendar');
  const user = useSignedInUser();
  const owner = useOwnerDetail(user.owner_id);
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const { filters, page, setFilters, setPage } = useCalendarFilters();
  const calendar = useServicesCalendar(filters, page);
  const list = calendar.data;
  // A filter the server refuses (e.g. an address edited by hand) says why, instead of a blank.
  const badFilter = isApiError(calendar.error) && calendar.error.status === 400;

  const viewProps = list && {
    list,
    page,
    pageSize: SERVICES_CALENDAR_PAGE_SIZE,
    loading: calendar.isFetching && calendar.isPlaceholderData,
    onPageChange: setPage,
  };

  return (
    <>
      <PageHeader
        title="Services Calendar"
        extra={
          <Button
            icon={<DownloadOutlined />}
            disabled={!list || list.count === 0 || calendar.isPlaceholderData}
            onClick={() =>
              downloadHref(servicesCalendarExportHref(filters), SERVICES_CALENDAR_CSV_NAME)
            }
          >
            Export
          </Button>
        }
      />
      <CalendarFilters
        filters={filters}
        stores={owner.data?.stores ?? []}
        storesLoading={owner.isLoading}
        onChange={setFilters}
      />
      {badFilter ? (
        <Alert
          type="error"
          showIcon
          title={
            isApiError(calendar.error)
              ? (Object.values(calendar.error.fieldErrors)[0]?.[0] ??
                getErrorMessage(calendar.error))
              : messages.somethingWentWrong
          }
        />
      ) : calendar.isError && !list ? (
        <QueryError onRetry={() => void calendar.refetch()} />
      ) : viewProps ? (
        isPhone ? (
          <CalendarCards {...viewProps} />
        ) : (
          <Card styles={{ body: { padding: 0 } }}>
            <CalendarTable {...viewProps} />
          </Card>
        )
      ) : (
        <Card aria-busy="true" aria-label="Loading services">
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      )}
    </>
  );
}
