import EventNoteIcon from '@mui/icons-material/EventNote';
import { BookingList } from './BookingList.tsx';
import { BookingShow } from './BookingShow.tsx';

export const bookings = {
  list: BookingList,
  show: BookingShow,
  icon: EventNoteIcon,
  recordRepresentation: (booking: { reference: string }) => booking.reference,
};
