import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import { Admin, type AuthProvider, type I18nProvider, Resource, type Store } from 'react-admin';
import { authProvider } from './authProvider.ts';
import { ManagerDashboardPage } from './dashboard/ManagerDashboardPage.tsx';
import { OperationsLayout } from './dashboard/OperationsMenu.tsx';
import { RoleLanding } from './dashboard/RoleLanding.tsx';
import { SalesDashboard } from './dashboard/SalesDashboard.tsx';
import { dataProvider } from './dataProvider.ts';
import { useBosunI18nProvider } from './i18nProvider.ts';
import { auditLog } from './resources/audit-log/index.ts';
import { autorefunds } from './resources/autorefunds/index.ts';
import { boats } from './resources/boats/index.ts';
import { bookings } from './resources/bookings/index.ts';
import { conversations } from './resources/conversations/index.ts';
import { damages } from './resources/damages/index.ts';
import { errors } from './resources/errors/index.ts';
import { jobs } from './resources/jobs/index.ts';
import { leads } from './resources/leads/index.ts';
import { messages } from './resources/messages/index.ts';
import { outbox } from './resources/outbox/index.ts';
import { ownerLedger, payoutHolds, payouts } from './resources/payouts/index.ts';
import { propales } from './resources/propales/index.ts';
import { salesTeammates } from './resources/sales-teammates/index.ts';
import { users } from './resources/users/index.ts';
import { consoleTheme } from './theme.ts';

/**
 * The whole console: every resource, the dashboards and the layout. App gives it the real sign-in;
 * the French console test mounts it with a test one, to walk every screen.
 */
export function BosunAdmin({
  auth,
  i18nProvider,
  store,
}: {
  auth: AuthProvider;
  i18nProvider: I18nProvider;
  store?: Store;
}) {
  return (
    <Admin
      title="Bosun"
      dataProvider={dataProvider}
      authProvider={auth}
      i18nProvider={i18nProvider}
      layout={OperationsLayout}
      theme={consoleTheme}
      dashboard={RoleLanding}
      store={store}
      requireAuth
      disableTelemetry
    >
      {/* Dashboards are list-only resources so that they sit in the menu, at /manager-dashboard and /sales-dashboard. */}
      <Resource name="manager-dashboard" list={ManagerDashboardPage} icon={DashboardIcon} />
      <Resource name="users" {...users} />
      <Resource name="bookings" {...bookings} />
      <Resource name="autorefunds" {...autorefunds} />
      <Resource name="damages" {...damages} />
      <Resource name="boats" {...boats} />
      <Resource name="conversations" {...conversations} />
      <Resource name="messages" {...messages} />
      <Resource name="outbox" {...outbox} />
      <Resource name="payouts" {...payouts} />
      <Resource name="owner-ledger" {...ownerLedger} />
      <Resource name="payout-holds" {...payoutHolds} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="errors" {...errors} />
      <Resource name="jobs" {...jobs} />
      <Resource name="leads" {...leads} />
      <Resource name="propales" {...propales} />
      <Resource name="sales-teammates" {...salesTeammates} />
      <Resource name="sales-dashboard" list={SalesDashboard} icon={InsightsIcon} />
    </Admin>
  );
}

export function App() {
  const i18nProvider = useBosunI18nProvider();
  // i18next initialises asynchronously; the admin renders once the strings are there.
  if (!i18nProvider) return null;
  return <BosunAdmin auth={authProvider} i18nProvider={i18nProvider} />;
}
