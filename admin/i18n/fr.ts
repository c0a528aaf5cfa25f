import { errorsFr as errorReportsFr } from '../resources/errors/errorsI18n.ts';
import { jobsFr } from '../resources/jobs/jobsI18n.ts';
import type { en } from './en.ts';
import { enumsFr } from './enumsFr.ts';
import { errorsFr } from './errorsFr.ts';
import { operationsFr } from './operationsFr.ts';
import { salesFr } from './salesFr.ts';

/** Bosun's own French strings; react-admin's come from ra-language-french. */
export const fr: typeof en = {
  ra: { auth: { username: 'E-mail' } },
  resources: {
    ...salesFr.resources,
    ...operationsFr.resources,
    errors: errorReportsFr.resource,
    jobs: jobsFr.resource,
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
    priceLine: {
      rental: 'Location',
      rentalDays: 'Location, %{smart_count} jour |||| Location, %{smart_count} jours',
      halfDay: 'Demi-journée (%{period})',
      activity: 'Activité, %{smart_count} personne |||| Activité, %{smart_count} personnes',
      durationDiscount: 'Remise longue durée',
      durationDiscountOf:
        'Remise de %{percent} % pour %{smart_count} jour |||| Remise de %{percent} % pour %{smart_count} jours',
      captain: 'Skipper',
      serviceFee: 'Frais de service',
      commercialDiscount: 'Remise commerciale',
      promoCode: 'Code promo %{code}',
    },
    format: {
      minutes: '%{minutes} min',
      hours: '%{hours} h',
      hoursMinutes: '%{hours} h %{minutes} min',
      daysHours: '%{days} j %{hours} h',
      dayUnreadable: 'Écrivez le jour ainsi : %{example}.',
      pickDay: 'Choisir un jour',
    },
    enums: enumsFr,
    ...operationsFr.bosun,
    errorReports: errorReportsFr.bosun,
    jobs: jobsFr.bosun,
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
      collectionInvalid: 'Choisissez comment le sinistre a été réglé.',
      activityTypeInvalid: 'Choisissez un des types d’activité.',
      buildYearInvalid: 'Saisissez une année de construction entre 1900 et l’an prochain.',
      countryInvalid: 'Choisissez un pays.',
      currencyCodeInvalid: 'Choisissez une devise.',
      dateRangeInvalid: 'La fin vient après le début.',
      distributionRuleInvalid: 'Choisissez comment les leads sont répartis.',
      emailInvalid: 'Saisissez une adresse e-mail valide.',
      emailRequired: 'Saisissez une adresse e-mail.',
      filterInvalid: 'Ce filtre n’est pas valide.',
      idInvalid: 'Élément non valide.',
      idsInvalid: 'Sélectionnez au moins un élément.',
      languagesInvalid: 'Choisissez des langues dans la liste.',
      marketInvalid: 'Choisissez un pays.',
      moderationStatusInvalid: 'Choisissez un statut de modération.',
      productTypeInvalid: 'Choisissez un des types de bateau.',
      rangeInvalid: 'Cette page de la liste n’est pas valide.',
      rangeTooLarge: 'Trop de lignes demandées à la fois.',
      sortFieldUnknown: 'Cette liste ne peut pas être triée par cette colonne.',
      sortInvalid: 'Ce tri n’est pas valide.',
      sortOrderInvalid: 'Triez par ordre croissant ou décroissant.',
      sourceInvalid: 'Choisissez une des sources de lead.',
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
