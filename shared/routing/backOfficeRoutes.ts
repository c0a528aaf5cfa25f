/**
 * The SPEC's `back-office/...` pages (section 2) live in the react-admin console under /admin. Old
 * links (e-mails, other tools) keep working: each page maps to the console's own hash route.
 * `page` is the path after `back-office/`, e.g. `booking/details/42`.
 */
const ID = '(\\d+)';
const ROUTES: [pattern: RegExp, target: (id: string) => string][] = [
  [/^managerDashboard$/, () => '/admin/#/manager-dashboard'],
  [/^salesDashboard$/, () => '/admin/#/sales-dashboard'],
  [/^booking\/autorefunds$/, () => '/admin/#/autorefunds'],
  [new RegExp(`^booking/details/${ID}$`), (id) => `/admin/#/bookings/${id}/show`],
  [new RegExp(`^message/editConv/${ID}$`), (id) => `/admin/#/conversations/${id}/show`],
  [new RegExp(`^message/edit/${ID}$`), (id) => `/admin/#/messages/${id}`],
  [new RegExp(`^damage/edit/${ID}$`), (id) => `/admin/#/damages/${id}`],
  [new RegExp(`^boat/edit/${ID}$`), (id) => `/admin/#/boats/${id}`],
  [new RegExp(`^boat/details/${ID}$`), (id) => `/admin/#/boats/${id}/show`],
  [new RegExp(`^propale/details/${ID}$`), (id) => `/admin/#/propales/${id}/show`],
  [new RegExp(`^propale/edit/${ID}$`), (id) => `/admin/#/propales/${id}`],
];

/** The console URL of a back-office page; the console's home for anything it does not know. */
export function backOfficeTarget(page: string): string {
  const path = page.replace(/^\/+|\/+$/g, '');
  for (const [pattern, target] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return target(match[1] ?? '');
  }
  return '/admin/';
}
