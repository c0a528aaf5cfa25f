import { lazy, Suspense } from 'react';
import { FilterButton, List, Loading, TopToolbar } from 'react-admin';
import { BookingTabs } from './BookingTabs.tsx';
import { bookingFilters } from './bookingFilters.tsx';
import { ExportAllBookingsButton } from './ExportAllBookingsButton.tsx';

// The data grid is a large chunk: it loads when the bookings open, not with the console.
const BookingGrid = lazy(() => import('./BookingGrid.tsx'));

/** `back-office/booking/list`: status tabs and filters above the bookings explorer (the grid pages itself). */
export function BookingList() {
  return (
    <List
      filters={bookingFilters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportAllBookingsButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={false}
    >
      <BookingTabs />
      <Suspense fallback={<Loading />}>
        <BookingGrid />
      </Suspense>
    </List>
  );
}
