import { useTranslation } from '../../app/useTranslation.ts';

const REASONS = [
  {
    key: 'securePayment',
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
  {
    key: 'insurance',
    icon: <path d="M12 3v2M4 13a8 8 0 0116 0zM12 13v6a2 2 0 01-4 0" />,
  },
  {
    key: 'support',
    icon: (
      <path d="M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1.5-2 2-5 2" />
    ),
  },
] as const;

export function WhyBosun() {
  const { t } = useTranslation();
  return (
    <section className="why" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="why__title">
          {t('home:whyBosun.title')}
        </h2>
        <ul className="why__list">
          {REASONS.map((reason) => (
            <li key={reason.key} className="why__item">
              <svg
                className="why__icon"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {reason.icon}
              </svg>
              <h3>{t(`home:whyBosun.${reason.key}`)}</h3>
              <p>{t(`home:whyBosun.${reason.key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
