import { type AuthProvider, HttpError } from 'react-admin';
import { type CurrentUser, currentUserSchema } from '../shared/auth/session.ts';
import { httpClient } from './httpClient.ts';

// One request per page load, not one per checkAuth: the session cookie is the source of truth and a
// 401 from any call clears this.
let currentUser: Promise<CurrentUser> | undefined;

function fetchStaffMember(): Promise<CurrentUser> {
  currentUser ??= httpClient('/api/v3/users')
    .then(({ json }) => {
      const user = currentUserSchema.parse(json);
      if (!user.staffRole) throw new Error('bosun.auth.notStaff');
      return user;
    })
    .catch((error) => {
      currentUser = undefined;
      throw error;
    });
  return currentUser;
}

async function signOut() {
  currentUser = undefined;
  await httpClient('/api/v3/users/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    currentUser = undefined;
    try {
      await httpClient('/api/v6/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: username, password }),
      });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      if (status === 429) throw new Error('bosun.auth.tooManyAttempts');
      if (status === 400 || status === 401) throw new Error('bosun.auth.invalidCredentials');
      throw error;
    }
    try {
      await fetchStaffMember();
    } catch (error) {
      await signOut();
      throw error;
    }
  },
  logout: signOut,
  async checkAuth() {
    await fetchStaffMember();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      currentUser = undefined;
      throw error;
    }
    // A staff member without the right role stays signed in and is told so.
    if (error?.status === 403) throw { logoutUser: false };
  },
  async getIdentity() {
    const user = await fetchStaffMember();
    return { id: user.id, fullName: `${user.firstName} ${user.lastName}`, email: user.email };
  },
  async getPermissions() {
    return (await fetchStaffMember()).staffRole;
  },
};
