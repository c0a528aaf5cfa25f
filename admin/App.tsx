import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { useBosunI18nProvider } from './i18nProvider.ts';
import { users } from './resources/users/index.ts';

export function App() {
  const i18nProvider = useBosunI18nProvider();
  // i18next initialises asynchronously; the admin renders once the strings are there.
  if (!i18nProvider) return null;
  return (
    <Admin
      title="Bosun"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
    </Admin>
  );
}
