import { useRevalidator } from 'react-router';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/trip.css';

/** A trip page whose answer did not load: say so and offer to try again. */
export function TripLoadFailed() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="trip-empty" role="alert">
      <p>{t('trips:errors.load')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={revalidator.state === 'loading'}
        onClick={() => revalidator.revalidate()}
      >
        {t('trips:errors.retry')}
      </button>
    </div>
  );
}
