import { errorsEn } from './errorsEn.ts';
import { operationsEn } from './operationsEn.ts';
import { salesEn } from './salesEn.ts';
/** Bosun's own English strings; react-admin's come from ra-language-english. */
export const en = {
  ra: { auth: { username: 'E-mail' } },
  resources: {
    ...salesEn.resources,
    ...operationsEn.resources,
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'Id',
        email: 'E-mail',
        firstName: 'First name',
        lastName: 'Last name',
        phone: 'Phone',
        languageCode: 'Language',
        currencyCode: 'Currency',
        isOwner: 'Owner',
        ownerType: 'Owner type',
        isSuperOwner: 'Super owner',
        staffRole: 'Staff role',
        status: 'Status',
        createdAt: 'Signed up',
        lastLoginAt: 'Last sign-in',
        q: 'Search',
      },
    },
  },
  bosun: {
    sales: salesEn.sales,
    errors: errorsEn,
    ...operationsEn.bosun,
    auth: {
      invalidCredentials: 'The e-mail or the password is wrong.',
      tooManyAttempts: 'Too many failed sign-ins. Wait a few minutes and try again.',
      notStaff: 'This account has no access to the back office.',
    },
    validation: {
      ...salesEn.validation,
      ...operationsEn.validation,
      staffRoleInvalid: 'Choose one of the staff roles.',
      statusInvalid: 'Choose active or suspended.',
    },
    staffRole: { sales: 'Sales', support: 'Support', manager: 'Manager', admin: 'Admin' },
    status: { active: 'Active', suspended: 'Suspended', deleted: 'Deleted' },
    ownerType: { private: 'Private', professional: 'Professional' },
    users: {
      sections: { identity: 'Identity', access: 'Back-office access', activity: 'Activity' },
      accessHint: 'Admins change staff roles; managers and admins change the status.',
      noStaffRole: 'No staff role',
    },
  },
};
