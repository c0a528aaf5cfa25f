import type { en } from './en.ts';
import { errorsFr } from './errorsFr.ts';
import { operationsFr } from './operationsFr.ts';
import { salesFr } from './salesFr.ts';

/** Bosun's own French strings; react-admin's come from ra-language-french. */
export const fr: typeof en = {
  ra: { auth: { username: 'E-mail' } },
  resources: {
    ...salesFr.resources,
    ...operationsFr.resources,
    users: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        id: 'Id',
        email: 'E-mail',
        firstName: 'Prénom',
        lastName: 'Nom',
        phone: 'Téléphone',
        languageCode: 'Langue',
        currencyCode: 'Devise',
        isOwner: 'Propriétaire',
        ownerType: 'Type de propriétaire',
        isSuperOwner: 'Super propriétaire',
        staffRole: 'Rôle interne',
        status: 'Statut',
        createdAt: 'Inscription',
        lastLoginAt: 'Dernière connexion',
        q: 'Rechercher',
      },
    },
  },
  bosun: {
    sales: salesFr.sales,
    errors: errorsFr,
    ...operationsFr.bosun,
    auth: {
      invalidCredentials: "L'e-mail ou le mot de passe est incorrect.",
      tooManyAttempts: 'Trop de tentatives de connexion. Patientez quelques minutes puis réessayez.',
      notStaff: "Ce compte n'a pas accès au back-office.",
    },
    validation: {
      ...salesFr.validation,
      ...operationsFr.validation,
      staffRoleInvalid: 'Choisissez un des rôles internes.',
      statusInvalid: 'Choisissez actif ou suspendu.',
    },
    staffRole: { sales: 'Commercial', support: 'Support', manager: 'Manager', admin: 'Admin' },
    status: { active: 'Actif', suspended: 'Suspendu', deleted: 'Supprimé' },
    ownerType: { private: 'Particulier', professional: 'Professionnel' },
    users: {
      sections: { identity: 'Identité', access: 'Accès au back-office', activity: 'Activité' },
      accessHint: 'Les admins changent les rôles ; les managers et les admins changent le statut.',
      noStaffRole: 'Aucun rôle interne',
    },
  },
};
